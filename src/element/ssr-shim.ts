// Imported first by every element file, so that importing the package in Node (a host page's
// server-side rendering) does not throw on `class extends HTMLElement` or `customElements`.
// In a browser both exist, nothing is touched, and the shim is never fetched: it is a dynamic
// import behind the check (a lazy chunk), awaited at the top level so the element files that
// import this module run after it.
const scope = globalThis as unknown as { HTMLElement?: unknown; customElements?: unknown };
if (scope.HTMLElement === undefined || scope.customElements === undefined) {
  const shim = await import('@lit-labs/ssr-dom-shim');
  scope.HTMLElement ??= shim.HTMLElement;
  scope.customElements ??= shim.customElements;
}

export {};
