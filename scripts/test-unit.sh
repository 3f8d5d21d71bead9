#!/usr/bin/env bash
# `npm run test:unit` and the Jest stages of `npm test`: unit, integration (real Postgres and Redis), Pact.
# Runs the TypeScript sources; Pact providers and cross-process tests use the compiled builds (npx tsc -b).
set -euo pipefail
source "$(dirname "$0")/test-common.sh"

stage "unit + integration (real Postgres and Redis)"
# --forceExit: a failing suite can leave a server or connection open, and a run must end with its verdict
# rather than wait on it until CI's time runs out. --maxWorkers: one per core, not --ci's cores - 1 (a single
# worker on CI's 2 cores): the int-specs spend much of their time waiting on Postgres, Redis and the processes
# they start, and each has its own schema, Redis prefix and ports. 2 workers: 276 s against about 600 s.
npx jest --ci --forceExit --maxWorkers="$(nproc)" --json --outputFile="$results/jest.json"

stage "pact: consumers write the pacts, providers verify them against the real services"
rm -rf contracts/pacts
npx jest --ci --forceExit -c jest.pact.config.js --selectProjects pact-consumers --json --outputFile="$results/pact-consumers.json"
npx jest --ci --forceExit -c jest.pact.config.js --selectProjects pact-providers --json --outputFile="$results/pact-providers.json"
