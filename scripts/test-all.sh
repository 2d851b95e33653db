#!/usr/bin/env bash
# The README's test command: a clean install (Debian's Chromium and Caddy included, when missing), then every check and test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-debian-packages.sh
npm ci --no-audit --no-fund
npm test
