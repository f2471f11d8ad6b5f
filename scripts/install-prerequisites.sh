#!/usr/bin/env bash
# The system programs the tests need, from Debian's packages. Idempotent: installs only what is missing.
#   chromium                  browser tests (driven by playwright-core; never a downloaded browser)
#   postgresql                the PostgreSQL pass of the database tests (initdb/pg_ctl, a throwaway cluster)
#   libreoffice-writer-nogui  .doc → .docx conversion and output checks
#   fonts-noto-cjk            Korean, Chinese and Japanese glyphs in browser screenshots
set -euo pipefail
packages=(chromium postgresql libreoffice-writer-nogui fonts-noto-cjk)
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
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "prerequisites: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
