#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing. Playwright's own browser
# download is not reachable from these machines, so the tests drive /usr/bin/chromium.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing and this user cannot install it: run 'apt-get install chromium' as root." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
