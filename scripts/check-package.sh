#!/usr/bin/env bash
# The package as integrators receive it: publint (package.json fields against the packed files)
# and are-the-types-wrong (types resolve for every export). ESM only, on purpose: the package
# has no CommonJS build, so attw runs with the esm-only profile (node10 and require() not checked).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f dist/civic-booking.js ] || [ ! -f dist/types/elements/index.d.ts ] || [ ! -f custom-elements.json ]; then
  echo "check-package: no build output; run 'npm run build' first" >&2
  exit 1
fi
npx --no-install publint --strict
# The ./elements/* wildcard is not expanded by attw: name each element entry.
npx --no-install attw --pack . --profile esm-only \
  --include-entrypoints ./elements/booking-app ./elements/queue-ticket ./elements/my-tickets ./elements/service-search
