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

# Runs functions side by side, each in a subshell with its output kept apart and printed whole, in the order
# given, once all have ended: fails when any failed. For stages that need nothing of each other and leave a
# core idle alone (one eslint process, say).
side_by_side() {
  local pids=() logs=() failed=0 i
  for fn in "$@"; do
    logs+=("$(mktemp)")
    ("$fn") > "${logs[-1]}" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[i]}" || { failed=1; echo "[test] ${*:i+1:1} failed"; }
    cat "${logs[i]}"
    rm -f "${logs[i]}"
  done
  return "$failed"
}
