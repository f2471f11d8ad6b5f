#!/usr/bin/env bash
# The system programs the tests need, from Debian's packages. Idempotent: installs only what is missing.
#   chromium                  browser tests (driven by playwright-core; never a downloaded browser)
#   postgresql                the PostgreSQL pass of the database tests (initdb/pg_ctl, a throwaway cluster)
#   libreoffice-writer-nogui  .doc → .docx conversion and output checks
#   fonts-noto-cjk            Korean, Chinese and Japanese glyphs in browser screenshots
#   pandoc                    the docx→docx yardstick of the conversion benches (bench/*convert*, bench/cli-startup)
#   nodejs, npm               only when no npm is on PATH: enough to fetch Node 22 (scripts/use-node-22.sh)
set -euo pipefail
packages=(chromium postgresql libreoffice-writer-nogui fonts-noto-cjk pandoc)
if ! command -v npm >/dev/null 2>&1; then packages+=(nodejs npm); fi
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "prerequisites: all present (${packages[*]})"
  exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "prerequisites: missing ${missing[*]}; run this script as root (no sudo here)" >&2
    exit 1
  fi
  sudo="sudo"
fi
echo "prerequisites: installing ${missing[*]}"
$sudo apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
