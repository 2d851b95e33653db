#!/usr/bin/env bash
# Installs the Debian packages the tests use, when missing: chromium for the browser tests (Playwright's own
# browser download is not reachable from these machines, so the tests drive /usr/bin/chromium), caddy,
# which serves the build with its generated Caddyfile, and the runtimes the first-payment programs of
# examples/getting-started/ run in (tests/support/languageRunner.ts): curl with jq, Python's requests for
# Debian's /usr/bin/python3, Java 17, Mono's C# compiler with its HttpClient and System.Json libraries, Go,
# PHP with its curl extension, and Ruby. Fails loudly when it cannot install them.
set -euo pipefail
declare -A checks=(
  [chromium]='test -x /usr/bin/chromium'
  [caddy]='test -x /usr/bin/caddy'
  [curl]='command -v curl'
  [jq]='command -v jq'
  [python3-requests]="/usr/bin/python3 -c 'import requests'"
  [default-jdk-headless]='command -v javac && command -v java'
  [mono-mcs]='command -v mcs && command -v mono'
  [libmono-system-net-http4.0-cil]='test -f /usr/lib/mono/4.5/System.Net.Http.dll'
  [libmono-system-json4.0-cil]='test -f /usr/lib/mono/4.5/System.Json.dll'
  [golang-go]='command -v go'
  [php-cli]='command -v php'
  [php-curl]="php -r 'exit(extension_loaded(\"curl\") ? 0 : 1);'"
  [ruby]='command -v ruby'
)
present() { bash -c "${checks[$1]}" >/dev/null 2>&1; }
missing=()
for package in "${!checks[@]}"; do
  present "$package" || missing+=("$package")
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
  present "$package" || { echo "$package is still missing after installing it: ${checks[$package]} fails" >&2; exit 1; }
done
/usr/bin/chromium --version
/usr/bin/caddy version
