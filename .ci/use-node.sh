#!/usr/bin/env bash
# Puts a Node.js that satisfies package.json "engines" first on PATH. When the machine's node is
# older, installs the newest release of the required major from the npm registry (the official
# build, packaged as node-linux-<arch>) into ~/.cache/copyvest, once, and uses it; npm itself is
# the machine's, run by that node. Usage: source .ci/use-node.sh
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# "engines": { "node": ">=22.12.0" } → the minimum version, and its major to install.
min=$(sed -n 's/.*"node": *">=\([0-9.]*\)".*/\1/p' "$root/package.json" | head -n 1)
if [ -z "$min" ]; then echo "package.json has no \"engines\": { \"node\": \">=x.y.z\" }" >&2; return 1; fi
major=${min%%.*}

# True when the node on PATH is at least $min.
node_is_recent() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = [process.argv[1], process.versions.node].map((v) => v.split(".").map(Number));
      process.exit((b[0] - a[0] || b[1] - a[1] || b[2] - a[2]) >= 0 ? 0 : 1)' "$min" 2>/dev/null
}

if ! node_is_recent; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No Node.js build on the npm registry for $(uname -m)" >&2; return 1 ;;
  esac
  prefix="${XDG_CACHE_HOME:-$HOME/.cache}/copyvest/node-$major"
  home="$prefix/node_modules/node-linux-$arch"
  if [ ! -x "$home/bin/node" ]; then
    echo "Node.js $(node --version 2>/dev/null || echo 'not found') is older than $min: installing Node.js $major from the npm registry"
    npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "node-linux-$arch@$major" >/dev/null
  fi
  export PATH="$home/bin:$PATH"
  # Native addons built from source compile against this node's headers, not the machine's.
  export npm_config_nodedir="$home"
  node_is_recent || { echo "Installed Node.js $(node --version) is still older than $min" >&2; return 1; }
fi
echo "Using Node.js $(node --version) ($(command -v node))"
