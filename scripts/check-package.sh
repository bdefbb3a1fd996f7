#!/usr/bin/env bash
# The build outputs (scripts/check-build.ts), then the package as integrators receive it
# (npm pack), checked five ways:
#  0. custom-elements.json lists every documented attribute, event, part and CSS property;
#  1. publint: package.json fields against the packed files;
#  2. are-the-types-wrong: types resolve for every export. ESM only, on purpose: the package has
#     no CommonJS build, so attw runs with the esm-only profile (node10 and require() not checked);
#  3. hosts in plain TypeScript, React 19 and Preact compile against the packed types
#     (scripts/package-consumer/, strict, NodeNext, skipLibCheck off), wrong attributes and wrong
#     event details fail, also for a host that imports one element's entry only;
#  4. importing every entry in Node (a host doing server-side rendering) does not throw.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
if [ ! -f dist/civic-booking.js ] || [ ! -f dist/types/elements/index.d.ts ] || [ ! -f custom-elements.json ]; then
  echo "check-package: no build output; run 'npm run build' first" >&2
  exit 1
fi

npx --no-install tsx scripts/check-build.ts
npx --no-install tsx scripts/check-manifest.ts
npx --no-install publint --strict
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
npm pack --silent --pack-destination "$work" >/dev/null
tarball="$(ls "$work"/civic-booking-*.tgz)"
# The ./elements/* wildcard is not expanded by attw: name each element entry.
npx --no-install attw "$tarball" --profile esm-only \
  --include-entrypoints ./elements/booking-app ./elements/queue-ticket ./elements/my-tickets ./elements/service-search

# Two hosts, each with only its own framework's types: the package must not need the other's.
for host in preact react; do
  consumer="$work/$host"
  mkdir -p "$consumer/node_modules/civic-booking" "$consumer/node_modules/@types"
  cp scripts/package-consumer/* "$consumer/"
  tar -xzf "$tarball" -C "$consumer/node_modules/civic-booking" --strip-components=1
done
ln -s "$root/node_modules/preact" "$work/preact/node_modules/preact"
ln -s "$root/node_modules/@types/react" "$work/react/node_modules/@types/react"
ln -s "$root/node_modules/csstype" "$work/react/node_modules/csstype"
echo "Host typings: plain TypeScript and Preact"
node_modules/.bin/tsc -p "$work/preact/tsconfig.preact.json"
echo "Host typings: one element's entry only"
node_modules/.bin/tsc -p "$work/preact/tsconfig.element.json"
echo "Host typings: React 19"
node_modules/.bin/tsc -p "$work/react/tsconfig.react.json"
echo "Import in Node (server-side rendering)"
(cd "$work/preact" && node --input-type=module -e "
  for (const entry of ['civic-booking', 'civic-booking/elements/booking-app', 'civic-booking/elements/queue-ticket',
                       'civic-booking/elements/my-tickets', 'civic-booking/elements/service-search',
                       'civic-booking/iife']) await import(entry);
  console.log('all entries import in Node');
")
echo "check-package: all good"
