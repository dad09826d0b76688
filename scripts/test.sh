#!/usr/bin/env bash
# `npm test`: installs what the tests need when it is missing, then runs every suite.
set -euo pipefail
cd "$(dirname "$0")/.."
# The phase clock's first line: how long making sure of node_modules, Chromium and PostgreSQL took.
install_check_started=$(date +%s%N)

if [ ! -d node_modules ]; then
  npm install --no-audit --no-fund
fi

# Browser tests use Debian's Chromium (browser downloads do not work here): its headless shell
# for the journeys, the full browser for those that need its PDF viewer (test/support/chromium.ts).
missing=""
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing="$missing chromium"
[ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || missing="$missing chromium-headless-shell"
if [ -n "$missing" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing$missing from Debian for the browser tests..."
    # shellcheck disable=SC2086
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  else
    echo "Missing for the browser tests:$missing. Install with apt-get install$missing (or set CHROMIUM_PATH / CHROMIUM_HEADLESS_SHELL_PATH)." >&2
    exit 1
  fi
fi

# The tests create their own database on a PostgreSQL server (127.0.0.1:5432 here).
if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null && [ -z "${TEST_DATABASE_ADMIN_URL:-}" ]; then
  if command -v pg_ctlcluster >/dev/null; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
  fi
fi

export TEST_INSTALL_CHECK_MS=$((($(date +%s%N) - install_check_started) / 1000000))
exec npx tsx scripts/run-tests.ts "$@"
