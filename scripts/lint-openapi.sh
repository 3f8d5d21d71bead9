#!/usr/bin/env bash
# The API description's lint, a stage of `npm test`: Redocly (redocly.yaml, strict: any problem fails)
# checks the OpenAPI document the gateway serves at /api/docs/openapi.json, generated from the endpoint
# declarations in contracts, in both payment modes (each describes the routes its mode serves). Reads contracts' build: run after typecheck.sh (npx tsc -b). About 3 s.
set -euo pipefail
source "$(dirname "$0")/test-common.sh"

stage "API description: redocly lint of the generated OpenAPI documents, test and live payment mode (0 problems)"
mkdir -p .run/openapi
for mode in test live; do
  node -e 'process.stdout.write(JSON.stringify(require("@biz/contracts").openApiDocument(process.argv[1]), null, 2))' "$mode" > ".run/openapi/openapi-$mode.json"
done
# No telemetry and no update check: a test run talks to nothing.
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint .run/openapi/openapi-test.json .run/openapi/openapi-live.json --format=summary
