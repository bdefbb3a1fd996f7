// The shared pieces on a page with a strict Content-Security-Policy (`default-src 'self'`, images also from data: URIs: no
// 'unsafe-inline', no 'unsafe-eval'): styles come only as adopted stylesheets, the sanitised
// detail HTML carries no inline style, and DOMPurify's chunk loads from 'self'.
import { expect } from 'chai';
import { cspViolationsSoFar } from '../support/reported-so-far.ts';
import { describe, it, waitFor } from './helpers.ts';

type CspWindow = Window & { cspViolations: string[]; gallery?: { root: ShadowRoot; ui: { getState(): { showToast(text: string): void } } } };

async function openCspPage(query: string): Promise<CspWindow> {
  const frame = document.createElement('iframe');
  frame.src = `/test/browser/components/gallery.csp.html?${query}`;
  frame.width = '800';
  frame.height = '700';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as CspWindow;
  await waitFor(() => win.gallery, 'the gallery mounted');
  return win;
}

describe('shared pieces under a strict Content-Security-Policy', () => {
  for (const dialog of ['detail', 'privacy', 'phone', 'about']) {
    it(`gallery with the ${dialog} dialog open: no securitypolicyviolation`, async () => {
      const win = await openCspPage(`dialog=${dialog === 'phone' ? '' : dialog}&theme=dark`);
      const root = win.gallery!.root;
      if (dialog === 'phone') root.querySelector<HTMLButtonElement>('.cb-phone__area')!.click();
      await waitFor(() => root.querySelector('dialog[open]'), 'the dialog');
      if (dialog === 'detail' || dialog === 'privacy') await waitFor(() => root.querySelector('.cb-safe-html'), 'the sanitised HTML');
      win.gallery!.ui.getState().showToast('網絡異常');
      await waitFor(() => root.querySelector('.cb-toast'), 'the toast');
      expect((await cspViolationsSoFar(win)).join(' | ')).to.equal('');
      expect(root.adoptedStyleSheets.length, 'styled by adopted sheets').to.be.greaterThan(3);
      expect(root.querySelectorAll('style, [style]').length, 'no <style>, no style attribute').to.equal(0);
    });
  }

  it('the page really is strict: an inline style attribute set from markup is reported', async () => {
    const win = await openCspPage('dialog=');
    const holder = win.document.createElement('div');
    holder.innerHTML = '<p style="color: red">x</p>';
    win.document.body.append(holder);
    await waitFor(() => win.cspViolations.length > 0, 'a violation for the inline style');
    expect(win.cspViolations[0]).to.match(/style-src/);
  });
});
