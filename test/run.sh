#!/usr/bin/env bash
# `npm test`: every test of the project, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "System tools (Chromium, PostgreSQL)"
bash test/support/ensure-tools.sh

step "Type check"
npx tsc --noEmit -p tsconfig.json

step "Lint (ESLint: typescript-eslint, React hooks)"
npx eslint .

step "Unit and component tests (Vitest, happy-dom)"
npx vitest run --project client

step "Server tests on the embedded database (PGlite)"
npx vitest run --project server

step "Server tests on PostgreSQL"
CB_TEST_DATABASE=postgres npx vitest run --project server

step "Build"
npm run build --silent

if [ -f scripts/check-package.sh ]; then
  step "Package checks (publint, are-the-types-wrong)"
  bash scripts/check-package.sh
fi

step "Browser tests (web-test-runner, Chromium, built bundle)"
NODE_OPTIONS="--import tsx" npx web-test-runner --config web-test-runner.config.mjs

step "End-to-end journeys (playwright-core, Chromium, reference server)"
npx vitest run --project e2e

step "All tests passed"
