#!/usr/bin/env bash
# `npm test`: every layer, in the order a failure is cheapest to find. Needs Postgres, Redis and
# Debian's Chromium and its headless shell (see .ci/run, which provides them on a fresh machine). The stages that also run alone
# are their own scripts: typecheck.sh, lint.sh, test-unit.sh, test-e2e.sh (npm run typecheck, lint,
# test:unit, test:e2e).
set -euo pipefail
source "$(dirname "$0")/test-common.sh"
rm -rf "$results" && mkdir -p "$results"

bash scripts/typecheck.sh node

# After the build, three stages that need nothing of each other: eslint keeps one core busy alone.
front_ends() { bash scripts/typecheck.sh front-ends; }
lint() { bash scripts/lint.sh; }
checks() {
  bash scripts/lint-openapi.sh
  stage "npm start's restart policy, SCALE and --fresh; the front door (no package imported before the install; .env or ENV_FILE); the seed's API client and mail reader; deployment topology (docker-compose.yml and the Kubernetes manifests of deploy/k8s against the processes npm start runs); images free of tests (the production build emits no spec or test harness) and of packages their process cannot reach; every email a template (no email sentence in service code outside catalog's templates folder)"
  node --test scripts/supervisor.test.mjs scripts/processes.test.mjs scripts/stack-data.test.mjs scripts/front-door.test.mjs scripts/stack-env.test.mjs scripts/production-build.test.mjs scripts/seed/seed-io.test.mjs scripts/prune-optional-peers.test.mjs scripts/email-copy.test.mjs
  npx tsc -p deploy
  node deploy/check-deploy.mts
  node --test deploy/check-deploy.test.mts deploy/image-checks.test.mjs
}
side_by_side lint front_ends checks

bash scripts/test-unit.sh

stage "backups: the real services' schemas, dumped by pg-backup.sh, dropped and restored by pg-restore.sh, give back the same businesses, orders and accounts through their APIs (deploy/k8s/backup, docs/backups.md)"
node --test deploy/k8s/backup/backup-restore.test.mjs

bash scripts/test-e2e.sh

node scripts/test-summary.mjs "$results"
