#!/usr/bin/env bash
# Makes sure the two system tools the tests drive are present: Debian's Chromium (browser tests,
# end-to-end tests) and PostgreSQL (the server suite runs on PGlite and on PostgreSQL).
# Installs them with apt-get when missing and running as root; otherwise says how.
set -euo pipefail

need_apt=()
chrome="${CHROME_PATH:-/usr/bin/chromium}"
[ -x "$chrome" ] || need_apt+=(chromium)

pg_bindir() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then pg_config --bindir; return; fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}
bindir=$(pg_bindir || true)
[ -n "$bindir" ] && [ -x "$bindir/initdb" ] || need_apt+=(postgresql)

if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${need_apt[*]} with apt-get (needed by the browser and database tests)…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
  else
    cat >&2 <<MSG
The tests need: ${need_apt[*]}.
Install them with:   sudo apt-get install -y ${need_apt[*]}
(or set CHROME_PATH to a Chromium binary). Then run npm test again.
MSG
    exit 1
  fi
fi
[ -x "$chrome" ] || { echo "Chromium is still missing at $chrome" >&2; exit 1; }
