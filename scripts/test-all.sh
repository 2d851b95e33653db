#!/usr/bin/env bash
# The README's test command: a clean install (Debian's Chromium included, when missing), then every check and test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-chromium.sh
npm ci --no-audit --no-fund
npm test
