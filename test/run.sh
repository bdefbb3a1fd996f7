#!/usr/bin/env bash
# `npm test`: every test of the project, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "System tools (Chromium, PostgreSQL)"
bash test/support/ensure-tools.sh

# Vitest runs one file at a time on 2 cores by default (cores − 1). The client suite and the
# journeys (which wait on a browser and a server as much as on the CPU) use every core; the two
# server suites keep the default and run side by side instead: more PGlite workers on 2 cores
# only slowed each other down (WORKERS overrides).
workers="${WORKERS:-$(( $(nproc) > 2 ? $(nproc) : 2 ))}"
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# Runs a command in the background with its output kept for later: `later NAME command…`.
later() { local name=$1; shift; ( set +e; "$@" >"$logs/$name.log" 2>&1; echo $? >"$logs/$name.rc" ) & }
# Prints what `later NAME` wrote, and fails like it did.
report() { cat "$logs/$1.log"; return "$(cat "$logs/$1.rc")"; }

step "Type check (tsc) and lint (ESLint: typescript-eslint, React hooks), side by side"
later lint npx eslint .
tsc_rc=0; npx tsc --noEmit -p tsconfig.json || tsc_rc=$?
wait
report lint; [ "$tsc_rc" = 0 ]

step "Unit and component tests (Vitest, happy-dom)"
npx vitest run --project client --maxWorkers="$workers"

step "Server tests on PGlite and on PostgreSQL, and the build with its package checks, side by side"
# The server suites leave part of the CPU idle (they wait on child processes and databases);
# the build and the package checks need no server and no browser, so they take it.
build_and_check() {
  npm run build --silent && { [ ! -f scripts/check-package.sh ] || bash scripts/check-package.sh; }
}
later postgres env CB_TEST_DATABASE=postgres npx vitest run --project server
later build build_and_check
pglite_rc=0; npx vitest run --project server || pglite_rc=$?
wait
step "Server tests on PostgreSQL (their output)"
report postgres
step "Build and package checks (publint, are-the-types-wrong) (their output)"
report build
[ "$pglite_rc" = 0 ]

step "Browser tests (web-test-runner, Chromium, built bundle)"
NODE_OPTIONS="--import tsx" npx web-test-runner --config web-test-runner.config.mjs

step "End-to-end journeys (playwright-core, Chromium, reference server)"
npx vitest run --project e2e --maxWorkers="$workers"

step "All tests passed"
