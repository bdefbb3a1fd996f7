// Module preloading for the library build: the page-side helper (src/platform/chunk-preload.ts) and the
// build's rewrite of each chunk (scripts/chunk-preload-plugin.ts), on a small chunk graph shaped
// like the real one (an element file, its class chunk, the shared base, a lazy root).
import { describe, expect, it } from 'vitest';
import { initialFiles, staticClosure, withPreloads, type ChunkFacts } from './chunk-preload-plugin.ts';
import { installChunkPreload, PRELOAD_KEY, preloadModules } from '../src/platform/chunk-preload.ts';

const chunk = (imports: string[], code = '', isEntry = false): ChunkFacts => ({ code, isEntry, imports });

const GRAPH: Record<string, ChunkFacts> = {
  'elements/queue-ticket.js': chunk(['chunks/queue-ticket.js'], 'export{t as QueueTicketElement}from"../chunks/queue-ticket.js";', true),
  'chunks/queue-ticket.js': chunk(['chunks/base.js'], 'import{a as b}from"./base.js";const r=()=>import(`./root.js`);'),
  'chunks/base.js': chunk([]),
  'chunks/root.js': chunk(['chunks/layout.js', 'chunks/base.js'], 'import"./layout.js";const s=()=>import(`./screen.js`),d=()=>import("./dictionary.js");'),
  'chunks/layout.js': chunk(['chunks/spinner.js', 'chunks/base.js']),
  'chunks/spinner.js': chunk([]),
  'chunks/screen.js': chunk(['chunks/form.js', 'chunks/spinner.js', 'chunks/base.js']),
  'chunks/form.js': chunk(['chunks/button.js']),
  'chunks/button.js': chunk([]),
  'chunks/dictionary.js': chunk([]),
};


describe('the build: each chunk asks for what it will import all at once', () => {
  it('knows every file a chunk imports, directly or not', () => {
    expect([...staticClosure('chunks/screen.js', GRAPH)].sort()).toEqual(['chunks/base.js', 'chunks/button.js', 'chunks/form.js', 'chunks/spinner.js']);
    expect(staticClosure('chunks/spinner.js', GRAPH).size).toBe(0);
  });

  it('an import() of a chunk first preloads that chunk’s imports, leaving out what its importer has already loaded', () => {
    const code = withPreloads('chunks/root.js', GRAPH);
    expect(code).toContain('s=()=>(__cbPreload(["./form.js","./button.js"]),import(`./screen.js`))');
    // The chunk's one function forwards to the page's helper, with the chunk's own URL.
    expect(code.endsWith(`\nfunction __cbPreload(l){globalThis[Symbol.for("${PRELOAD_KEY}")]?.(import.meta.url,l)}`)).toBe(true);
    expect(code).not.toContain('"./spinner.js"');
    expect(code).not.toContain('"./base.js"');
  });

  it('an import() of a chunk that imports nothing new is left as it was', () => {
    expect(withPreloads('chunks/root.js', GRAPH)).toContain(',d=()=>import("./dictionary.js");');
  });

  it('the chunks of an element’s first render keep their import() calls: its first paint loads as it did', () => {
    expect([...initialFiles(GRAPH)].sort()).toEqual(['chunks/base.js', 'chunks/queue-ticket.js', 'elements/queue-ticket.js']);
    expect(withPreloads('chunks/queue-ticket.js', GRAPH)).toBe(GRAPH['chunks/queue-ticket.js']!.code);
  });

  it('an element file imports its whole static graph itself, after its own imports, so the browser asks for it at once', () => {
    const code = withPreloads('elements/queue-ticket.js', GRAPH);
    expect(code).toBe('export{t as QueueTicketElement}from"../chunks/queue-ticket.js";\nimport"../chunks/base.js";');
  });

  it('a chunk that is not an entry keeps its imports as they are', () => {
    expect(withPreloads('chunks/layout.js', GRAPH)).toBe('');
  });
});

describe('the page: preloadModules', () => {
  const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

  it('adds one modulepreload link per file, resolved against the importing chunk, and each file once', () => {
    const base = 'https://cdn.example.org/civic/chunks/queue-ticket.js';
    preloadModules(base, ['./layout.js', './spinner.js']);
    preloadModules(base, ['./spinner.js']);
    const hrefs = links().map((link) => link.href);
    expect(hrefs.filter((href) => href === 'https://cdn.example.org/civic/chunks/layout.js')).toHaveLength(1);
    expect(hrefs.filter((href) => href === 'https://cdn.example.org/civic/chunks/spinner.js')).toHaveLength(1);
  });

  it('carries the nonce a page under a nonce-based CSP publishes', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'r4nd0m';
    document.head.append(meta);
    try {
      preloadModules('https://cdn.example.org/civic/chunks/a.js', ['./with-nonce.js']);
      expect(links().find((link) => link.href.endsWith('/with-nonce.js'))?.nonce).toBe('r4nd0m');
    } finally {
      meta.remove();
    }
  });

  it('does nothing without a document (server-side rendering)', () => {
    expect(() => preloadModules('https://cdn.example.org/a.js', ['./b.js'], null)).not.toThrow();
  });

  it('is installed once for the whole page, where the rewritten import() calls look for it', () => {
    installChunkPreload();
    const slot = (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(PRELOAD_KEY)];
    expect(slot).toBe(preloadModules);
  });
});
