#!/usr/bin/env bash
# `npm run typecheck` and the first stage of `npm test`.
set -euo pipefail
source "$(dirname "$0")/test-common.sh"

stage "typecheck (node packages build with tsc -b: the production build, then the specs and test harnesses beside it; front ends check with tsc --noEmit)"
npx tsc -b
for dir in ui-kit shell mfe-intake mfe-lockin mfe-admin mfe-client e2e; do npx tsc -p "$dir"; done
