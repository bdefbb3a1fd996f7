#!/usr/bin/env bash
# `npm test`: every test of the project, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"

# Each step says when it starts, in seconds since npm test began (where the time goes).
step() { printf '\n\033[1m== %s\033[0m (%d s)\n' "$*" "$SECONDS"; }
# The machine's busy CPU seconds so far (Linux /proc/stat, in USER_HZ ticks; 0 elsewhere): the
# run's total says how short the run can get on this many cores, whatever runs side by side.
cpu_busy() { awk '/^cpu /{ printf "%d", ($2 + $3 + $4 + $7 + $8 + $9) / 100 }' /proc/stat 2>/dev/null || echo 0; }
cpu_at_start=$(cpu_busy)

step "System tools (Chromium, PostgreSQL)"
bash test/support/ensure-tools.sh

# Vitest runs one file at a time on 2 cores by default (cores − 1). The client suite uses every
# core; the two server suites keep the default and run side by side instead: more PGlite workers
# on 2 cores only slowed each other down (WORKERS overrides the client suite's).
workers="${WORKERS:-$(( $(nproc) > 2 ? $(nproc) : 2 ))}"
logs=$(mktemp -d)
# A step that fails stops the run, and what still runs in the background with it (each such
# command runs in a process group of its own, so its children stop too).
trap 'for job in $(jobs -p); do kill -- "-$job" 2>/dev/null; done; rm -rf "$logs"' EXIT

# Runs a command in the background with its output kept for later: `later NAME command…`.
later() {
  local name=$1; shift
  local group=(setsid); command -v setsid >/dev/null || group=()
  "${group[@]}" bash -c '"$@" >"$0.log" 2>&1; echo $? >"$0.rc"' "$logs/$name" "$@" &
}
# Prints what `later NAME` wrote, and fails like it did.
report() { cat "$logs/$1.log"; return "$(cat "$logs/$1.rc")"; }

step "Type check (tsc), lint (ESLint: typescript-eslint, React hooks) and the floors (dependency-cruiser), side by side"
later lint npx eslint .
later floors npx depcruise --config dependency-cruiser.config.mjs src server elements
tsc_rc=0; npx tsc --noEmit -p tsconfig.json || tsc_rc=$?
wait
report lint; report floors; [ "$tsc_rc" = 0 ]

step "Unit and component tests (Vitest, happy-dom)"
npx vitest run --project rules --project client --maxWorkers="$workers"

# The PGlite server suite is the longest step (one file at a time, ~290 s on 2 cores); the
# PostgreSQL suite, the build, the package checks and the browser tests run beside it, one after
# the other, in about as long (before, the second core idled through PGlite's last two minutes).
step "Server tests on PGlite, beside: server tests on PostgreSQL, the build, package checks, browser tests"
later pglite npx vitest run --project server
postgres_rc=0; CB_TEST_DATABASE=postgres npx vitest run --project server || postgres_rc=$?

step "Build"
npm run build --silent

if [ -f scripts/check-package.sh ]; then
  step "Package checks (publint, are-the-types-wrong)"
  bash scripts/check-package.sh
fi

step "Browser tests (web-test-runner, Chromium, built bundle)"
NODE_OPTIONS="--import tsx" npx web-test-runner --config web-test-runner.config.mjs

step "Server tests on PGlite (their output, once done)"
wait
report pglite; [ "$postgres_rc" = 0 ]

step "End-to-end journeys (playwright-core, Chromium, reference server)"
npx vitest run --project e2e

step "All tests passed"
echo "The CPU was busy $(( $(cpu_busy) - cpu_at_start )) s in all, on $(nproc) cores."
