# Sourced by scripts/test.sh and the stage scripts it calls (typecheck.sh, test-unit.sh, test-e2e.sh), so
# each also runs alone (`npm run typecheck`, `npm run test:unit`, `npm run test:e2e`) with the same setup.
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PACT_DO_NOT_TRACK=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 FORCE_COLOR=0
# Where Jest and Playwright write their JSON; scripts/test-summary.mjs reads it. test.sh empties it first.
results=.run/test-results
mkdir -p "$results"
# Each stage's heading says when it began, from the start of the whole run, so a slow stage shows in CI's log.
export TEST_STARTED="${TEST_STARTED:-$(date +%s)}"
stage() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$*" "$(( $(date +%s) - TEST_STARTED ))"; }
