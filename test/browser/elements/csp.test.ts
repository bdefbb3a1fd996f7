// All four elements on a page with a strict Content-Security-Policy (`default-src 'self'`, images also from data: URIs: no
// 'unsafe-inline', no 'unsafe-eval') render and cause no violation.
import { cspViolationsSoFar } from '../support/reported-so-far.ts';
import { describe, equal, it, ok, renderedText, title, waitFor } from './helpers.ts';

type CspWindow = Window & typeof globalThis & { cspViolations: string[] };

async function openCspPage(page = 'elements.csp.html'): Promise<{ doc: Document; win: CspWindow }> {
  const frame = document.createElement('iframe');
  frame.src = `/test/browser/elements/fixtures/${page}`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return { doc: frame.contentDocument!, win: frame.contentWindow as CspWindow };
}

describe('strict Content-Security-Policy', () => {
  it('all four elements render with no securitypolicyviolation', async () => {
    const { doc, win } = await openCspPage();
    for (const tag of ['booking-app', 'service-search', 'queue-ticket', 'my-tickets']) {
      const el = doc.querySelector(tag)!;
      await waitFor(() => renderedText(el), `${tag} rendered`);
    }
    equal(title(doc.querySelector('queue-ticket')!), '取筹', 'queue-ticket title (zh-hans)');
    equal((await cspViolationsSoFar(win)).join(' | '), '', 'violations');
    for (const tag of ['booking-app', 'service-search', 'queue-ticket', 'my-tickets']) {
      ok(doc.querySelector(tag)!.shadowRoot!.adoptedStyleSheets.length > 0, `${tag} styled`);
    }
  });

  it('the <script> tag build (civic-booking.iife.js, which loads the ESM build) renders all four with no violation', async () => {
    const { doc, win } = await openCspPage('elements-iife.csp.html');
    for (const tag of ['booking-app', 'service-search', 'queue-ticket', 'my-tickets']) {
      await waitFor(() => renderedText(doc.querySelector(tag)!), `${tag} rendered`);
    }
    equal(title(doc.querySelector('queue-ticket')!), 'Tirar senha', 'queue-ticket title (pt)');
    equal((await cspViolationsSoFar(win)).join(' | '), '', 'violations');
  });

  it('the page really is strict: an inline style is reported (the listener works)', async () => {
    const { doc, win } = await openCspPage();
    await waitFor(() => title(doc.querySelector('queue-ticket')!), 'queue-ticket rendered');
    const style = doc.createElement('style');
    style.textContent = 'body { color: red }';
    doc.head.append(style);
    await waitFor(() => win.cspViolations.length > 0, 'a violation for the inline <style>');
    ok(/style-src/.test(win.cspViolations[0]!), `a style-src violation (got ${win.cspViolations[0]})`);
  });
});
