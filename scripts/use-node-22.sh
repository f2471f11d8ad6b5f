#!/usr/bin/env bash
# Sourced by scripts/test-all.sh (and usable by hand: `source scripts/use-node-22.sh`): puts Node.js 22
# first on PATH. A system Node older than 22 is left alone; Node 22 comes from the npm registry's `node`
# package (a binary inside a registry package), installed once into .tools/node22 of this checkout.
tools_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tools/node22"
# The registry's Node binary trusts only its bundled CAs; let it trust the system's too (a proxy's CA, say).
if [ -z "${NODE_EXTRA_CA_CERTS:-}" ] && [ -r /etc/ssl/certs/ca-certificates.crt ]; then
  export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
fi
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 22 ]; then
  if [ ! -x "$tools_dir/node_modules/node/bin/node" ]; then
    echo "node: system Node $(node --version 2>/dev/null || echo none) is older than 22; installing Node 22 into .tools/node22"
    mkdir -p "$tools_dir"
    npm install --prefix "$tools_dir" --no-audit --no-fund --no-save node@22 >/dev/null
  fi
  export PATH="$tools_dir/node_modules/node/bin:$PATH"
fi
echo "node: $(node --version) ($(command -v node))"
