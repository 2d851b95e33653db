#!/usr/bin/env bash
# The README's test command: a clean install, then every check and test. Debian's packages (Chromium, Caddy
# and the code samples' runtimes, when missing) install in the background while npm installs and the first
# checks and the build run, none of which needs them; the steps that do wait for them (scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
packages=$(mktemp -d)
trap 'rm -rf "$packages"' EXIT
(
  status=0
  bash scripts/install-debian-packages.sh >"$packages/log" 2>&1 || status=$?
  echo "$status" >"$packages/status"
) &
npm ci --no-audit --no-fund
DEBIAN_PACKAGES="$packages" npm test
