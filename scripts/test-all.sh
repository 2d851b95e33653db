#!/usr/bin/env bash
# The README's test command: a clean install, the static gates, then every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-chromium.sh
npm ci --no-audit --no-fund
npm run typecheck
npm run lint
npm test
