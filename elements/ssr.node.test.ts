// @vitest-environment node
// A host doing server-side rendering imports the package in Node, where there is no DOM:
// every entry must import without throwing (src/element/ssr-shim.ts installs
// @lit-labs/ssr-dom-shim's HTMLElement and customElements), and define its elements there.
import { describe, expect, it } from 'vitest';

const entries = [
  ['booking-app', () => import('./booking-app.ts')],
  ['queue-ticket', () => import('./queue-ticket.ts')],
  ['my-tickets', () => import('./my-tickets.ts')],
  ['service-search', () => import('./service-search.ts')],
] as const;

// The first import transforms the whole element graph through Vite: 5 s took longer under a load
// of 15 on 2 cores. A guard, not a time the import must keep to.
const FIRST_IMPORT_GUARD_MS = 30_000;

describe('importing the entries in Node (no DOM)', () => {
  it('Node has no DOM before the import', () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    expect(typeof (globalThis as { HTMLElement?: unknown }).HTMLElement).toBe('undefined');
  });

  for (const [tag, load] of entries) {
    it(`import 'elements/${tag}.ts' → no error, <${tag}> defined in the shim's registry`, async () => {
      const module = await load();
      const exported = Object.values(module)[0];
      expect(typeof exported).toBe('function');
      expect(customElements.get(tag)).toBe(exported);
    }, FIRST_IMPORT_GUARD_MS);
  }

  it("import 'src/iife.ts' (the <script> build, civic-booking/iife) → no error; outside a page it loads nothing", async () => {
    await import('../src/iife.ts');
    expect((globalThis as { CivicBooking?: unknown }).CivicBooking).toBeUndefined();
  });

  it("import 'elements/index.ts' → no error, all four exported, defining again is quiet", async () => {
    const index = await import('./index.ts');
    expect(Object.keys(index).sort()).toEqual(['BookingAppElement', 'MyTicketsElement', 'QueueTicketElement', 'ServiceSearchElement']);
    expect(() => index.QueueTicketElement.define()).not.toThrow();
    expect(customElements.get('queue-ticket')).toBe(index.QueueTicketElement);
  });
});
