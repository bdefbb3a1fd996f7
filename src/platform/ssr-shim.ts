// Imported first by every element file, so that importing the package in Node (a host page's
// server-side rendering) does not throw on `class extends HTMLElement` or `customElements`.
// In a browser both exist and nothing is touched.
import { HTMLElement as ShimHTMLElement, customElements as shimCustomElements } from '@lit-labs/ssr-dom-shim';

const scope = globalThis as unknown as { HTMLElement?: unknown; customElements?: unknown };
scope.HTMLElement ??= ShimHTMLElement;
scope.customElements ??= shimCustomElements;
