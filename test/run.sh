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
  "${group[@]}" bash -c 'start=$SECONDS; "$@" >"$0.log" 2>&1; echo $? >"$0.rc"; echo $((SECONDS - start)) >"$0.took"' "$logs/$name" "$@" &
  eval "job_$name=$!"
}
# Waits for `later NAME`, prints what it wrote and how long it took, and fails like it did.
report() {
  local job="job_$1"
  wait "${!job}" || true
  cat "$logs/$1.log"
  echo "($1 took $(cat "$logs/$1.took") s)"
  return "$(cat "$logs/$1.rc")"
}

# The build is needed by the browser tests and the journeys, and uses more than one core while the
# type check, ESLint, dependency-cruiser and knip use one each: all side by side, so the journeys
# can start early.
step "Type check (tsc), lint (ESLint: typescript-eslint, React hooks), the floors (dependency-cruiser), dead code (knip) and build, side by side"
later lint npx eslint .
later floors npx depcruise --config dependency-cruiser.config.mjs src server elements
later dead npx knip --no-progress
later build npm run build --silent
tsc_rc=0; npx tsc --noEmit -p tsconfig.json || tsc_rc=$?
report lint; report floors; report dead; report build; [ "$tsc_rc" = 0 ]

# The journeys (two files at a time) wait on their browser and server most of the time: they run
# in the background from here, beside every suite after them, rather than alone at the end with a
# core idle (on 2 cores that was half of npm test's time).
step "End-to-end journeys (playwright-core, Chromium, reference server), in the background from now"
later e2e npx vitest run --project e2e

step "Unit and component tests (Vitest, happy-dom)"
npx vitest run --project rules --project client --maxWorkers="$workers"

# The PGlite server suite is the longest suite (one file at a time); the PostgreSQL suite, the
# package checks and the browser tests run beside it, one after the other.
step "Server tests on PGlite, beside: server tests on PostgreSQL, package checks, browser tests"
later pglite npx vitest run --project server
CB_TEST_DATABASE=postgres npx vitest run --project server

if [ -f scripts/check-package.sh ]; then
  step "Package checks (publint, are-the-types-wrong)"
  bash scripts/check-package.sh
fi

step "Browser tests (web-test-runner, Chromium, built bundle)"
NODE_OPTIONS="--import tsx" npx web-test-runner --config web-test-runner.config.mjs

step "Server tests on PGlite (their output, once done)"
report pglite

step "End-to-end journeys (their output, once done)"
report e2e

step "All tests passed"
# The machine's count includes whatever else ran meanwhile; `times` counts this run's processes
# (not the PostgreSQL cluster, which runs detached).
# (`times` in this shell, not in a pipeline's subshell, which has no children of its own.)
times >"$logs/times"
own_cpu=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$logs/times")
echo "The CPU was busy $(( $(cpu_busy) - cpu_at_start )) s in all, on $(nproc) cores; this run's own processes used ${own_cpu} s of it."
