// A service's detail HTML with a <script>, an onerror attribute and a javascript: link, shown by
// the service detail dialog in real Chromium: nothing in it runs, since the detail comes from the
// administration's server and is shown inside the host's page (SPEC.md §5). Anything that ran
// would set window.__cbHacked.
import { expect } from 'chai';
import { afterEach, describe, imagesSettled, it, loadFixtures, sleep, waitFor, type TestHost } from './helpers.ts';

const { mountServiceDetail } = await loadFixtures();
let mounted: TestHost | undefined;
afterEach(() => mounted?.unmount());

const flag = window as unknown as { __cbHacked?: string[] };

const HOSTILE = `<p>Bring your card.</p>
<script>(window.__cbHacked ??= []).push('script')</script>
<img src="x:broken" onerror="(window.__cbHacked ??= []).push('onerror')">
<img src="https://127.0.0.1:1/missing.png" onerror="(window.__cbHacked ??= []).push('onerror-http')">
<a id="bad" href="javascript:(window.__cbHacked ??= []).push('javascript-link')">Details</a>
<svg><image href="x" onerror="(window.__cbHacked ??= []).push('svg')"></image></svg>
<iframe srcdoc="<script>parent.__cbHacked = ['iframe']</script>"></iframe>`;

const purifyRequests = () => performance.getEntriesByType('resource').filter((entry) => /purify/i.test(entry.name)).length;

describe('service detail dialog with hostile HTML', () => {
  // First in the file: nothing before it has opened a detail in this page.
  it('DOMPurify is fetched only when an HTML detail is first shown (SPEC: loaded only when needed)', async () => {
    expect(purifyRequests(), 'not loaded with the components').to.equal(0);
    mounted = mountServiceDetail({ name: 'Passport', serviceDetailType: 'URL', serviceDetailUrl: 'https://gov.example/passport' });
    await sleep(200);
    expect(purifyRequests(), 'not loaded for a URL detail').to.equal(0);
    mounted.unmount();
    mounted = mountServiceDetail({ name: 'Passport', serviceDetailType: 'HTML', serviceDetailHtml: '<p>Bring your card.</p>' });
    await waitFor(() => mounted!.root.querySelector('.cb-safe-html'), 'the sanitised detail');
    expect(purifyRequests(), 'loaded once for the HTML detail').to.equal(1);
  });

  it('runs nothing: no script, no handler, no javascript: link', async () => {
    delete flag.__cbHacked;
    mounted = mountServiceDetail({ name: 'Passport', serviceDetailType: 'HTML', serviceDetailHtml: HOSTILE });
    const html = await waitFor(() => mounted!.root.querySelector('.cb-safe-html'), 'the sanitised detail');
    expect(html.textContent).to.contain('Bring your card.');

    const link = html.querySelector<HTMLAnchorElement>('a')!;
    expect(link.textContent).to.equal('Details');
    link.click();
    await sleep(500);

    expect(flag.__cbHacked, 'nothing ran').to.equal(undefined);
    expect(html.querySelector('script, iframe, svg, [onerror]'), 'no script, frame, svg or handler left').to.equal(null);
    expect(link.hasAttribute('href'), 'javascript: href removed').to.equal(false);
  });

  it('runs nothing from mutation-XSS markup (svg/math namespaces, noscript, template, nested style)', async () => {
    delete flag.__cbHacked;
    const run = (id: string) => `src=https://127.0.0.1:1/m.png onerror=(window.__cbHacked??=[]).push(&#39;${id}&#39;)`;
    const html = [
      `<p>Bring your card.</p><form><math><mtext></form><form><mglyph><style></math><img ${run('form-math')}>`,
      `<svg></p><style><a id="</style><img ${run('svg-style')}>">`,
      `<noscript><p title="</noscript><img ${run('noscript')}>"></p></noscript>`,
      `<template><style></template><img ${run('template-style')}>`,
      `<style><style/><img ${run('nested-style')}></style>`,
    ].join('');
    mounted = mountServiceDetail({ name: 'Passport', serviceDetailType: 'HTML', serviceDetailHtml: html });
    const shown = await waitFor(() => mounted!.root.querySelector('.cb-safe-html'), 'the sanitised detail');
    expect(shown.textContent).to.contain('Bring your card.');
    await imagesSettled(shown);
    await sleep(0);
    expect(flag.__cbHacked, 'nothing ran').to.equal(undefined);
    const handlers = Array.from(shown.querySelectorAll('*')).flatMap((el) => el.getAttributeNames().filter((n) => n.startsWith('on')));
    expect(handlers, 'handler attributes left').to.deep.equal([]);
    const left = Array.from(shown.querySelectorAll('style, svg, math, template, noscript, form'), (el) => el.localName);
    expect(left, 'raw-text, foreign or form elements left').to.deep.equal([]);
  });

  it('the sanity check can fail: the same flag is set when script does run', () => {
    delete flag.__cbHacked;
    const img = document.createElement('img');
    img.setAttribute('onerror', "(window.__cbHacked ??= []).push('control')");
    img.src = 'x:broken';
    return new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        try {
          expect(flag.__cbHacked).to.deep.equal(['control']);
          delete flag.__cbHacked;
          resolve();
        } catch (error) {
          reject(error);
        }
      }, 300);
    });
  });

  it('a detail of type URL shows the page and a link, never a javascript: URL', async () => {
    mounted = mountServiceDetail({ name: 'Passport', serviceDetailType: 'URL', serviceDetailUrl: 'javascript:(window.__cbHacked ??= []).push("url")' });
    await sleep(100);
    expect(mounted.root.querySelector('iframe')).to.equal(null);
    expect(mounted.root.querySelector('a[href]')).to.equal(null);
    expect(flag.__cbHacked).to.equal(undefined);
  });
});
