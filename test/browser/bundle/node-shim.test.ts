// The DOM shim (@lit-labs/ssr-dom-shim) is for importing the package in Node only: a browser,
// which has HTMLElement and customElements, never fetches its chunk (src/element/ssr-shim.ts).
import { describe, equal, it, load, mount, title, waitFor } from '../elements/helpers.ts';

await load('/dist/civic-booking.js');

describe('Node-only DOM shim', () => {
  it('loading the bundle and rendering an element fetches no ssr-dom-shim chunk', async () => {
    const el = mount('<queue-ticket language="en"></queue-ticket>');
    await waitFor(() => title(el) === 'Take a ticket', 'English title');
    const scripts = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/dist/'));
    equal(scripts.length > 3, true, `bundle files fetched (${scripts.join(', ')})`);
    // By content, not by file name: the shim must not ride along inside another chunk either.
    // Its ElementInternals stand-in sets every ARIA property; Chromium's own needs no such code.
    const withShim: string[] = [];
    for (const path of scripts) {
      if ((await (await fetch(path)).text()).includes('ariaBrailleRoleDescription')) withShim.push(path);
    }
    equal(withShim.join(', '), '', 'fetched files carrying the shim');
  });
});
