// A service's detail HTML with a <script>, an onerror attribute and a javascript: link, shown by
// the service detail dialog in real Chromium: nothing in it runs, since the detail comes from the
// administration's server and is shown inside the host's page (docs/behaviour/5-validation.md). Anything that ran
// would set window.__cbHacked.
import { expect } from 'chai';
import { afterEach, describe, imagesSettled, it, loadFixtures, nextTask, waitFor, type TestHost } from './helpers.ts';

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

/** DOMPurify's chunk as fetched so far: when each request started (performance.now()). */
const purifyRequests = () => performance.getEntriesByType('resource').filter((entry) => /purify/i.test(entry.name)).map((entry) => entry.startTime);

/** Clicks a javascript: link of the test's own and waits for it to run (the links clicked before it ran before). */
async function javascriptLinkRun(): Promise<void> {
  const ran = window as unknown as { __cbLinkRan?: boolean };
  delete ran.__cbLinkRan;
  const control = document.createElement('a');
  control.href = 'javascript:void (window.__cbLinkRan = true)';
  document.body.append(control);
  control.click();
  await waitFor(() => ran.__cbLinkRan, 'a javascript: link of the test to run');
  control.remove();
}

describe('service detail dialog with hostile HTML', () => {
  // First in the file: nothing before it has opened a detail in this page.
  it('DOMPurify is fetched only when an HTML detail is first shown (SPEC: loaded only when needed)', async () => {
    expect(purifyRequests(), 'not loaded with the components').to.deep.equal([]);
    mounted = mountServiceDetail({ name: 'Passport', serviceDetailType: 'URL', serviceDetailUrl: 'https://gov.example/passport' });
    await waitFor(() => mounted!.root.querySelector('.cb-detail__open'), 'the URL detail');
    mounted.unmount();
    // A request the URL detail started would be listed once answered, and the HTML detail would
    // then find the chunk loaded: the one request must have started after the HTML detail opened.
    const htmlOpenedAt = performance.now();
    mounted = mountServiceDetail({ name: 'Passport', serviceDetailType: 'HTML', serviceDetailHtml: '<p>Bring your card.</p>' });
    await waitFor(() => mounted!.root.querySelector('.cb-safe-html'), 'the sanitised detail');
    const requests = purifyRequests();
    expect(requests.length, 'loaded once for the HTML detail').to.equal(1);
    expect(requests[0], 'not loaded for the URL detail: asked for by the HTML detail').to.be.at.least(htmlOpenedAt);
  });

  it('runs nothing: no script, no handler, no javascript: link', async () => {
    delete flag.__cbHacked;
    mounted = mountServiceDetail({ name: 'Passport', serviceDetailType: 'HTML', serviceDetailHtml: HOSTILE });
    const html = await waitFor(() => mounted!.root.querySelector('.cb-safe-html'), 'the sanitised detail');
    expect(html.textContent).to.contain('Bring your card.');

    const link = html.querySelector<HTMLAnchorElement>('a')!;
    expect(link.textContent).to.equal('Details');
    link.click();
    // What could still run: a handler of an image (once it has loaded or failed), and the clicked
    // link's javascript: URL, which runs in a later task, as does one of the test's own clicked
    // after it: once that one has run, the first would have.
    await imagesSettled(html);
    await javascriptLinkRun();

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
    await nextTask();
    expect(flag.__cbHacked, 'nothing ran').to.equal(undefined);
    const handlers = Array.from(shown.querySelectorAll('*')).flatMap((el) => el.getAttributeNames().filter((n) => n.startsWith('on')));
    expect(handlers, 'handler attributes left').to.deep.equal([]);
    const left = Array.from(shown.querySelectorAll('style, svg, math, template, noscript, form'), (el) => el.localName);
    expect(left, 'raw-text, foreign or form elements left').to.deep.equal([]);
  });

  it('the sanity check can fail: the same flag is set when script does run', async () => {
    delete flag.__cbHacked;
    const img = document.createElement('img');
    img.setAttribute('onerror', "(window.__cbHacked ??= []).push('control')");
    img.src = 'x:broken';
    await waitFor(() => flag.__cbHacked, 'the handler to run');
    expect(flag.__cbHacked).to.deep.equal(['control']);
    delete flag.__cbHacked;
  });

  it('a detail of type URL shows the page and a link, never a javascript: URL', async () => {
    mounted = mountServiceDetail({ name: 'Passport', serviceDetailType: 'URL', serviceDetailUrl: 'javascript:(window.__cbHacked ??= []).push("url")' });
    // Refused as a web link, the detail says there is none.
    await waitFor(() => mounted!.root.querySelector('.cb-detail__none'), 'the detail without a page');
    await javascriptLinkRun();
    expect(mounted.root.querySelector('iframe')).to.equal(null);
    expect(mounted.root.querySelector('a[href]')).to.equal(null);
    expect(flag.__cbHacked).to.equal(undefined);
  });
});

describe('service detail dialog with a URL detail', () => {
  it('shows the page, which runs in an opaque origin: it cannot reach the host page even when served from its origin (docs/abuse-resistance.md)', async () => {
    const told = new Promise<{ detailShown: string; origin: string; readsParent: boolean }>((resolve) => {
      const listen = (event: MessageEvent) => {
        if (!event.data?.detailShown) return;
        window.removeEventListener('message', listen);
        resolve(event.data);
      };
      window.addEventListener('message', listen);
    });
    mounted = mountServiceDetail({ name: 'Passport', serviceDetailType: 'URL', serviceDetailUrl: `${location.origin}/test/browser/components/detail-page.html` });
    expect(await told).to.deep.equal({ detailShown: 'Bring your identity card.', origin: 'null', readsParent: false });
  });
});
