#!/usr/bin/env bash
# The README's test command: everything a fresh Debian 12 machine needs, then the whole suite.
#   1. system programs from Debian's packages (Chromium, PostgreSQL, LibreOffice Writer, CJK fonts)
#   2. Node.js 22 first on PATH (from the npm registry's `node` package when the system Node is older)
#   3. npm ci
#   4. npm test: check, unit, integration on PGlite and on PostgreSQL, build, browser tests
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-prerequisites.sh
# shellcheck source=use-node-22.sh
source scripts/use-node-22.sh
npm ci --no-audit --no-fund
npm test
