#!/usr/bin/env bash
# `npm run test:e2e` and the last stages of `npm test`: build the front ends, then Playwright against the
# whole stack (e2e/ starts it through scripts/start.mjs on its own ports and schemas). Needs the node
# packages built (npx tsc -b, as scripts/typecheck.sh does) and Debian's Chromium (its headless shell when installed).
set -euo pipefail
source "$(dirname "$0")/test-common.sh"

# FRONT_ENDS_BUILT=1 (.ci/run): `npm start` built them from this same tree a moment before (scripts/front-door.sh).
if [ "${FRONT_ENDS_BUILT:-}" = 1 ] && [ -d shell/dist ]; then
  stage "front ends: the builds npm start made"
else
  stage "build front ends"
  npm run build --silent -w @biz/shell -w @biz/mfe-intake -w @biz/mfe-lockin -w @biz/mfe-admin -w @biz/mfe-client
fi

stage "end to end (Playwright, Chromium, the whole stack through the gateway)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="../$results/e2e.json" npx playwright test --reporter=list,json)
