#!/usr/bin/env bash
# Every check and test (`npm test`), in two lanes that share the machine's cores: the static checks with the
# unit and contract tests in one, the build and the browser tests on it in the other. Each line of output
# is prefixed with its lane; a failing lane fails the run, and the run names it.
set -uo pipefail
cd "$(dirname "$0")/.."

# With DEBIAN_PACKAGES set (scripts/test-all.sh), Debian's packages are still installing in the background:
# the steps that run programs (tests, Chromium, Caddy, the samples' runtimes) wait until they are in.
needs_packages=" test:unit test:contract test:e2e "
await_packages() {
  [ -n "${DEBIAN_PACKAGES:-}" ] || return 0
  until [ -s "$DEBIAN_PACKAGES/status" ]; do sleep 1; done
  cat "$DEBIAN_PACKAGES/log"
  if [ "$(cat "$DEBIAN_PACKAGES/status")" != 0 ]; then
    echo "Installing Debian's packages failed (scripts/install-debian-packages.sh); see above." >&2
    return 1
  fi
}

lane() {
  local name=$1
  shift
  (
    set -e
    for script in "$@"; do
      if [[ $needs_packages == *" $script "* ]]; then await_packages; fi
      echo "== npm run $script"
      local started=$SECONDS
      npm run --silent "$script"
      echo "== npm run $script passed in $((SECONDS - started)) s"
    done
  ) 2>&1 | sed -u "s/^/[$name] /"
}

lane checks typecheck lint lint:openapi test:audit test:unit test:contract &
checks=$!
lane site build test:e2e &
site=$!

failed=()
wait "$checks" || failed+=(checks)
wait "$site" || failed+=(site)
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: the ${failed[*]} lane(s); see the lines prefixed with their names above." >&2
  exit 1
fi
echo "Every check and test passed."
