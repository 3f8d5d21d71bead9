#!/usr/bin/env bash
# `npm test`: every layer, in the order a failure is cheapest to find. Needs Postgres, Redis and
# /usr/bin/chromium (see .ci/run, which provides them on a fresh machine). The stages that also run alone
# are their own scripts: typecheck.sh, lint.sh, test-unit.sh, test-e2e.sh (npm run typecheck, lint,
# test:unit, test:e2e).
set -euo pipefail
source "$(dirname "$0")/test-common.sh"
rm -rf "$results" && mkdir -p "$results"

bash scripts/typecheck.sh

bash scripts/lint.sh

stage "npm start's restart policy and SCALE; deployment topology (docker-compose.yml and the Kubernetes manifests of deploy/k8s against the processes npm start runs); images free of tests (the production build emits no spec or test harness) and of packages their process cannot reach"
node --test scripts/supervisor.test.mjs scripts/processes.test.mjs scripts/production-build.test.mjs scripts/prune-optional-peers.test.mjs
node bench/check-compose.mjs
node --test bench/check-compose.test.mjs
node deploy/k8s/check-manifests.mjs
node --test deploy/k8s/check-manifests.test.mjs

bash scripts/test-unit.sh

bash scripts/test-e2e.sh

node scripts/test-summary.mjs "$results"
