#!/usr/bin/env bash
# The README's front door, walked as a newcomer walks it: `npm start` in this checkout, first, before
# anything has installed a package (so .ci/run calls it before its tests). The stack gets ports, schemas,
# a queue prefix and a run folder of its own (FRONT_DOOR_PORT_BASE, 23080 up to +5), and the URLs between
# its processes are left for npm start to derive from the ports. Passes once the gateway's /healthz says ok
# and /lockin and /admin-login answer 200; then stops the stack by its process group and drops its data.
# Fails with the start log's last lines when that takes longer than FRONT_DOOR_TIMEOUT_S (300).
#   bash scripts/front-door.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
base="${FRONT_DOOR_PORT_BASE:-23080}"
timeout_s="${FRONT_DOOR_TIMEOUT_S:-300}"
log="$(mktemp)"

export GATEWAY_PORT="$base" INTAKE_PORT=$((base + 1)) BILLING_PORT=$((base + 2)) ADMIN_PORT=$((base + 3))
export WORKER_PORT=$((base + 4)) GATEWAY_INTERNAL_PORT=$((base + 5))
export INTAKE_DB_SCHEMA=front_door_intake BILLING_DB_SCHEMA=front_door_billing ADMIN_DB_SCHEMA=front_door_admin
export QUEUE_PREFIX=front_door RUN_DIR=.run/front-door
url="http://127.0.0.1:$base"

echo "[front door] npm start in $(pwd), serving at $url (log: $log)"
started=$(date +%s)
# A session of its own, so its process group (npm, Node, start.mjs and every child) is stopped as one.
setsid npm start >"$log" 2>&1 </dev/null &
group=$!

stop_stack() {
  kill -TERM -- "-$group" 2>/dev/null || return 0
  for _ in $(seq 1 60); do kill -0 -- "-$group" 2>/dev/null || return 0; sleep 0.5; done
  echo "[front door] the stack outlived SIGTERM by 30 s: SIGKILL"
  kill -KILL -- "-$group" 2>/dev/null || true
}

# Its schemas and queue keys, through scripts/stack-data.mjs (the packages are installed by now, if start got that far).
drop_data() {
  [ -d node_modules ] || return 0
  bash scripts/on-node.sh node scripts/stack-data.mjs drop ||
    echo "[front door] could not drop the stack's data (schemas front_door_*, keys front_door:*)"
}

give_up() {
  echo "[front door] FAILED: $1. The last lines of npm start:"
  tail -n 40 "$log" | sed 's/^/  | /'
  stop_stack
  drop_data
  exit 1
}

answers() { [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$url$1")" = 200 ]; }

until answers /healthz && answers /lockin && answers /admin-login; do
  kill -0 "$group" 2>/dev/null || give_up "npm start exited before serving"
  [ $(($(date +%s) - started)) -lt "$timeout_s" ] || give_up "not serving /healthz, /lockin and /admin-login after $timeout_s s"
  sleep 2
done
echo "[front door] serving after $(($(date +%s) - started)) s: /healthz, /lockin and /admin-login answer 200"
stop_stack
drop_data
rm -f "$log"
