#!/usr/bin/env bash
# `npm run lint` and the lint stage of `npm test`: 0 warnings. The type-aware rules hold a TypeScript
# program per package in memory (about 5 GB for the tree), past Node's default heap (decision 016).
set -euo pipefail
source "$(dirname "$0")/test-common.sh"

stage "lint (0 warnings; import cycles, boundaries, test helpers, deep imports, floating promises)"
NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=8192" npx eslint . --max-warnings 0
