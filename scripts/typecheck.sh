#!/usr/bin/env bash
# `npm run typecheck` and the first stages of `npm test`. `node`: the node packages build with tsc -b (the
# production build, then the specs and test harnesses beside it); `front-ends`: the front ends check with
# tsc --noEmit, against that build. No argument: both.
set -euo pipefail
source "$(dirname "$0")/test-common.sh"

part="${1:-all}"
case "$part" in all | node | front-ends) ;; *) echo "typecheck.sh: the part is node or front-ends, not '$part'" >&2; exit 2 ;; esac
if [ "$part" = all ] || [ "$part" = node ]; then
  stage "typecheck: the node packages (tsc -b: the production build, then the specs and test harnesses beside it)"
  npx tsc -b
fi
if [ "$part" = all ] || [ "$part" = front-ends ]; then
  stage "typecheck: the front ends and the e2e suite (tsc --noEmit)"
  for dir in ui-kit shell mfe-intake mfe-lockin mfe-admin mfe-client e2e; do npx tsc -p "$dir"; done
fi
