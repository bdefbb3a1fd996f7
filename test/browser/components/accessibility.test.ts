// The shared pieces checked for accessibility in real Chromium: axe-core (WCAG 2 A/AA, colour
// contrast included) in both themes with each dialog open, and 44 × 44 px targets for every
// control (WCAG 2.5.5).
import { expect } from 'chai';
import { afterEach, describe, it, loadFixtures, stillFrame, waitFor, type TestHost } from './helpers.ts';

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}
interface Axe {
  run(context: unknown, options: unknown): Promise<AxeResult>;
}

async function loadAxe(): Promise<Axe> {
  const holder = window as unknown as { axe?: Axe };
  if (!holder.axe) {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
    });
    document.head.append(script);
    await loaded;
  }
  return holder.axe!;
}

const { mountGallery } = await loadFixtures();
const axe = await loadAxe();
let mounted: TestHost | undefined;
afterEach(() => mounted?.unmount());

function describeViolations(result: AxeResult): string {
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`).join('\n');
}

describe('shared pieces accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const dialog of [null, 'privacy', 'detail', 'about', 'update', 'map-missing']) {
      it(`axe finds no WCAG A/AA violation (${theme}${dialog ? `, ${dialog} dialog open` : ''})`, async () => {
        mounted = mountGallery({ theme, dialog });
        if (dialog) await waitFor(() => mounted!.root.querySelector('dialog[open]'), 'the dialog');
        // The sanitiser's chunk loads on first use: the cleaned HTML, then fonts and transitions.
        if (dialog === 'privacy' || dialog === 'detail') await waitFor(() => mounted!.root.querySelector('.cb-safe-html'), 'the sanitised HTML');
        await stillFrame();
        const result = await axe.run(mounted.host, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
        expect(result.violations, describeViolations(result)).to.deep.equal([]);
      });
    }
  }

  it('the check can fail: a nameless button inside the shadow root is reported', async () => {
    mounted = mountGallery({ theme: 'light' });
    const bad = document.createElement('div');
    bad.innerHTML = '<button type="button"></button>';
    mounted.container.append(bad);
    const result = await axe.run(mounted.host, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    expect(result.violations.map((v) => v.id)).to.include('button-name');
  });

  it('every button, link and field is at least 44 × 44 px (the inline link inside text excepted)', async () => {
    mounted = mountGallery({ theme: 'light' });
    await stillFrame();
    const small = Array.from(mounted.root.querySelectorAll<HTMLElement>('button, a[href], input:not([type="checkbox"]), select'))
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ el, box }) => `${el.localName}.${el.className} ${Math.round(box.width)}×${Math.round(box.height)}`);
    expect(small).to.deep.equal([]);
  });
});
