#!/usr/bin/env bash
# The package as integrators receive it (npm pack), checked four ways:
#  1. publint: package.json fields against the packed files;
#  2. are-the-types-wrong: types resolve for every export. ESM only, on purpose: the package has
#     no CommonJS build, so attw runs with the esm-only profile (node10 and require() not checked);
#  3. hosts in plain TypeScript, React 19 and Preact compile against the packed types
#     (scripts/package-consumer/, strict, NodeNext, skipLibCheck off), wrong attributes fail;
#  4. importing every entry in Node (a host doing server-side rendering) does not throw.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
if [ ! -f dist/civic-booking.js ] || [ ! -f dist/types/elements/index.d.ts ] || [ ! -f custom-elements.json ]; then
  echo "check-package: no build output; run 'npm run build' first" >&2
  exit 1
fi

npx --no-install publint --strict
# The ./elements/* wildcard is not expanded by attw: name each element entry.
npx --no-install attw --pack . --profile esm-only \
  --include-entrypoints ./elements/booking-app ./elements/queue-ticket ./elements/my-tickets ./elements/service-search

consumer="$(mktemp -d)"
trap 'rm -rf "$consumer"' EXIT
cp scripts/package-consumer/* "$consumer/"
npm pack --silent --pack-destination "$consumer" >/dev/null
mkdir -p "$consumer/node_modules/civic-booking" "$consumer/node_modules/@types"
tar -xzf "$consumer"/civic-booking-*.tgz -C "$consumer/node_modules/civic-booking" --strip-components=1
# The host's own dependencies (a React 19 host has @types/react, a Preact host has preact).
ln -s "$root/node_modules/preact" "$consumer/node_modules/preact"
ln -s "$root/node_modules/@types/react" "$consumer/node_modules/@types/react"
ln -s "$root/node_modules/csstype" "$consumer/node_modules/csstype"
echo "Host typings: plain TypeScript and Preact"
node_modules/.bin/tsc -p "$consumer/tsconfig.preact.json"
echo "Host typings: React 19"
node_modules/.bin/tsc -p "$consumer/tsconfig.react.json"
echo "Import in Node (server-side rendering)"
(cd "$consumer" && node --input-type=module -e "
  for (const entry of ['civic-booking', 'civic-booking/elements/booking-app', 'civic-booking/elements/queue-ticket',
                       'civic-booking/elements/my-tickets', 'civic-booking/elements/service-search']) await import(entry);
  console.log('all entries import in Node');
")
echo "check-package: all good"
