#!/usr/bin/env bash
# Installs the Debian packages the tests use, when missing: chromium for the browser tests (Playwright's own
# browser download is not reachable from these machines, so the tests drive /usr/bin/chromium) and caddy,
# which serves the build with its generated Caddyfile. Fails loudly when it cannot install them.
set -euo pipefail
declare -A commands=([chromium]=/usr/bin/chromium [caddy]=/usr/bin/caddy)
missing=()
for package in "${!commands[@]}"; do
  [ -x "${commands[$package]}" ] || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages (${missing[*]}), and this user cannot install them: run 'apt-get install ${missing[*]}' as root." >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
for package in "${missing[@]}"; do
  [ -x "${commands[$package]}" ] || { echo "${commands[$package]} is still missing after installing $package" >&2; exit 1; }
done
/usr/bin/chromium --version
/usr/bin/caddy version
