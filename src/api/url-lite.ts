// The two URL helpers ofetch takes from ufo (withBase, withQuery), for the URLs this client makes:
// a path under the API base and a flat query of strings. The build aliases 'ufo' to this file
// (vite.config.ts): ufo's whole URL toolkit came to 2 kB gzip in every element's first API call.
// Same results as ufo for those inputs (url-lite.test.ts compares them).

const PROTOCOL = /^[\s\w\0+.-]{2,}:([/\\]{2})?/;

/** `input` under `base`, unless it is absolute or already under it. */
export function withBase(input: string, base: string | undefined): string {
  if (!base || base === '/' || PROTOCOL.test(input)) return input;
  const root = base.endsWith('/') ? base.slice(0, -1) : base;
  if (input.startsWith(root)) {
    const next = input[root.length];
    if (next === undefined || next === '/' || next === '?') return input;
  }
  if (input === '' || input === '/') return root;
  return `${root}/${input.replace(/^\.?\//, '')}`;
}

/** `input` with `query` merged into its query string (an undefined value removes the key). */
export function withQuery(input: string, query: Record<string, unknown>): string {
  const at = input.indexOf('?');
  const path = at === -1 ? input : input.slice(0, at);
  const params = new URLSearchParams(at === -1 ? '' : input.slice(at + 1));
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) params.delete(key);
    else params.set(key, String(value ?? ''));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
