// An open shadow root styled only by constructable stylesheets shared across
// instances (no <style>, no style="…"), with the host page's CSS kept out and ours kept in.
import { describe, equal, it, load, mount, ok, title, waitFor } from './helpers.ts';

await load('/dist/elements/queue-ticket.js');

const hostile = document.createElement('style');
hostile.textContent = `
  * { font-family: 'Comic Sans MS', cursive !important; letter-spacing: 5px; text-transform: uppercase; }
  h2, header { color: rgb(255, 0, 0) !important; background: rgb(255, 105, 180) !important; }
  queue-ticket.branded { --cb-primary: rgb(0, 105, 92); }
  queue-ticket.tall { min-height: 1200px; }
  queue-ticket.roomier { --cb-min-height: 1000px; }
`;
document.head.append(hostile);

async function rendered(html: string): Promise<HTMLElement> {
  const el = mount(html);
  await waitFor(() => title(el), 'title');
  return el;
}

describe('styles', () => {
  it('the shadow root is open', async () => {
    const el = await rendered('<queue-ticket language="en"></queue-ticket>');
    ok(el.shadowRoot, 'a shadow root reachable from the page');
    equal(el.shadowRoot.mode, 'open', 'mode');
  });

  it('styles are adopted stylesheets, the same objects in every instance (but each one’s root font size)', async () => {
    const a = await rendered('<queue-ticket></queue-ticket>');
    const b = await rendered('<queue-ticket></queue-ticket>');
    // Both on the same screen (no service and location: the message), so both adopted the same sheets.
    await waitFor(() => a.shadowRoot!.querySelector('.cb-empty') && b.shadowRoot!.querySelector('.cb-empty'), 'both settled');
    // docs/behaviour/9-constants.md's root font size follows each element's own width: one sheet per instance (its
    // rule arrives with the first resize observation, which a background tab may not have run).
    const sheetsA = a.shadowRoot!.adoptedStyleSheets;
    const sheetsB = b.shadowRoot!.adoptedStyleSheets;
    const ownA = sheetsA.filter((sheet) => !sheetsB.includes(sheet));
    const ownB = sheetsB.filter((sheet) => !sheetsA.includes(sheet));
    const rootSize = (sheet: CSSStyleSheet | undefined) =>
      sheet !== undefined && (sheet.cssRules.length === 0 || (sheet.cssRules[0]?.cssText.includes('--cb-root-font-size') ?? false));
    ok(ownA.length === 1 && rootSize(ownA[0]), `one sheet of its own in the first instance, its root font size (got ${ownA.length})`);
    ok(ownB.length === 1 && rootSize(ownB[0]), `one sheet of its own in the second instance, its root font size (got ${ownB.length})`);
    const sharedA = sheetsA.filter((sheet) => sheet !== ownA[0]);
    const sharedB = sheetsB.filter((sheet) => sheet !== ownB[0]);
    ok(sharedA.length >= 3, `at least tokens, base and the root's sheet (got ${sharedA.length})`);
    equal(sharedB.length, sharedA.length, 'sheet count of the second instance');
    sharedA.forEach((sheet, i) => equal(sharedB[i], sheet, `sheet ${i} shared`));
  });

  it('no <style> element and no style attribute anywhere in the shadow tree or added to the page', async () => {
    const stylesBefore = document.querySelectorAll('style').length;
    const el = await rendered('<queue-ticket theme="dark" language="pt"></queue-ticket>');
    el.setAttribute('language', 'en');
    equal(el.shadowRoot!.querySelectorAll('style').length, 0, '<style> in the shadow root');
    equal(el.shadowRoot!.querySelectorAll('[style]').length, 0, 'elements with style="…"');
    equal(el.hasAttribute('style'), false, 'style attribute on the host');
    equal(document.querySelectorAll('style').length, stylesBefore, '<style> elements in the page');
  });

  it("the page's CSS does not leak in (global selectors, !important, inherited fonts)", async () => {
    const el = await rendered('<queue-ticket language="en"></queue-ticket>');
    const heading = el.shadowRoot!.querySelector('h2')!;
    const style = getComputedStyle(heading);
    ok(!/comic/i.test(style.fontFamily), `our font, not the page's (got ${style.fontFamily})`);
    equal(style.letterSpacing, 'normal', 'letter-spacing');
    equal(style.textTransform, 'none', 'text-transform');
    ok(style.color !== 'rgb(255, 0, 0)', 'heading colour from our tokens');
    const header = el.shadowRoot!.querySelector('[part~="header"]')!;
    equal(getComputedStyle(header).backgroundColor, 'rgb(11, 92, 173)', 'header background (--cb-primary)');
  });

  it('CSS custom properties on the host theme it: --cb-primary', async () => {
    const el = await rendered('<queue-ticket class="branded"></queue-ticket>');
    const header = el.shadowRoot!.querySelector('[part~="header"]')!;
    equal(getComputedStyle(header).backgroundColor, 'rgb(0, 105, 92)', 'header background');
  });

  it('a minimum height the page gives the element is filled by our surface', async () => {
    const el = await rendered('<queue-ticket class="tall"></queue-ticket>');
    const root = el.shadowRoot!.querySelector('[part~="root"]')!;
    equal(root.getBoundingClientRect().height, 1200, 'root height');
  });

  it('a widget holds its reserved height from the moment it is defined, through its start, to its first screen', async () => {
    // This page is 800 px wide: <queue-ticket>'s wide reservation (src/app/queue-ticket-root.tsx).
    const el = mount('<queue-ticket></queue-ticket>');
    equal(el.getBoundingClientRect().height, 880, 'height before its first render');
    await waitFor(() => title(el), 'title');
    equal(el.getBoundingClientRect().height, 880, 'height with its title');
  });

  it('--cb-min-height on the host gives the widget another least height', async () => {
    const el = await rendered('<queue-ticket class="roomier"></queue-ticket>');
    equal(el.getBoundingClientRect().height, 1000, 'element height');
    const box = el.shadowRoot!.querySelector('.cb-app')!;
    equal(box.getBoundingClientRect().height, 1000, "the widget's bordered box");
  });

  it("our CSS does not leak out: the page's own .placeholder is untouched", async () => {
    await rendered('<queue-ticket></queue-ticket>');
    const lookalike = mount('<section class="placeholder cb-root"><header class="placeholder-header"></header></section>');
    const style = getComputedStyle(lookalike);
    equal(style.borderTopStyle, 'none', 'border of a page element with our class names');
    equal(style.display, 'block', 'display');
  });
});
