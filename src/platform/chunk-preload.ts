// Library builds get no module preloading from Vite, so each lazy chunk would fetch its static
// imports only once it has arrived and been parsed, and theirs after that: ten round trips before
// <queue-ticket> could ask the server anything. The build (scripts/chunk-preload-plugin.ts) makes
// every `import()` of a chunk first call this with the files that chunk will import, so they all
// load side by side. A preload only fetches and parses: the modules still run in their own order.

/** Where the build's rewritten `import()` calls find this function (shared by every chunk on the page). */
export const PRELOAD_KEY = 'civic-booking.preload';

const asked = new Set<string>();

/** Asks the browser for `files` (relative to `base`, the importing chunk's URL) as module preloads, each once. */
export function preloadModules(base: string, files: readonly string[], doc: Document | null = globalThis.document ?? null): void {
  if (!doc?.head) return;
  // A page whose CSP allows scripts by nonce publishes it the way Vite's apps read it.
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  for (const file of files) {
    const href = new URL(file, base).href;
    if (asked.has(href)) continue;
    asked.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (nonce) link.nonce = nonce;
    doc.head.append(link);
  }
}

/** Makes `preloadModules` reachable from the built chunks (once per page, whichever element loads first). */
export function installChunkPreload(): void {
  const slots = globalThis as unknown as Record<symbol, unknown>;
  slots[Symbol.for(PRELOAD_KEY)] ??= preloadModules;
}
