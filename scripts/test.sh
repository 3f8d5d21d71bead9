#!/usr/bin/env bash
# `npm test`: every layer, in the order a failure is cheapest to find. Needs Postgres, Redis and
# /usr/bin/chromium (see .ci/run, which provides them on a fresh machine).
set -euo pipefail
cd "$(dirname "$0")/.."
export PACT_DO_NOT_TRACK=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 FORCE_COLOR=0
results=.run/test-results
rm -rf "$results" && mkdir -p "$results"

stage() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
web=(ui-kit shell mfe-intake mfe-lockin mfe-admin mfe-client e2e)

stage "typecheck (node packages build with tsc -b: the production build, then the specs and test harnesses beside it; front ends check with tsc --noEmit)"
npx tsc -b
for dir in "${web[@]}"; do npx tsc -p "$dir"; done

stage "lint (0 warnings)"
npx eslint . --max-warnings 0

stage "npm start's restart policy and SCALE; deployment topology (docker-compose.yml and the Kubernetes manifests of deploy/k8s against the processes npm start runs); images free of tests (the production build emits no spec or test harness)"
node --test scripts/supervisor.test.mjs scripts/processes.test.mjs scripts/production-build.test.mjs
node bench/check-compose.mjs
node --test bench/check-compose.test.mjs
node deploy/k8s/check-manifests.mjs
node --test deploy/k8s/check-manifests.test.mjs

stage "unit + integration (real Postgres and Redis)"
# --forceExit: a failing suite can leave a server or connection open, and a run must end with its verdict
# rather than wait on it until CI's time runs out.
npx jest --ci --forceExit --json --outputFile="$results/jest.json"

stage "pact: consumers write the pacts, providers verify them against the real services"
rm -rf contracts/pacts
npx jest --ci --forceExit -c jest.pact.config.js --selectProjects pact-consumers --json --outputFile="$results/pact-consumers.json"
npx jest --ci --forceExit -c jest.pact.config.js --selectProjects pact-providers --json --outputFile="$results/pact-providers.json"

stage "build front ends"
npm run build --silent -w @biz/shell -w @biz/mfe-intake -w @biz/mfe-lockin -w @biz/mfe-admin -w @biz/mfe-client

stage "end to end (Playwright, Chromium, the whole stack through the gateway)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="../$results/e2e.json" npx playwright test --reporter=list,json)

node scripts/test-summary.mjs "$results"
