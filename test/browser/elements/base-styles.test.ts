// Base styles every root gets (src/styles/base.css): 44 px touch targets, a visible keyboard focus
// ring, and no motion for people who ask the system for less.
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, equal, it, loadProbe, mount, ok, probe, waitFor } from './helpers.ts';

const { ProbeElement } = await loadProbe();
ProbeElement.define('style-probe');

async function button(): Promise<HTMLButtonElement> {
  const el = mount('<style-probe id="b1"></style-probe>');
  await waitFor(() => probe(el, 'clicks'), 'probe rendered');
  return el.shadowRoot!.querySelector<HTMLButtonElement>('button[data-probe="click"]')!;
}

afterEach(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' });
  document.body.replaceChildren();
});

describe('base styles', () => {
  it('a button with a one-character label is still at least 44 × 44 px', async () => {
    const rect = (await button()).getBoundingClientRect();
    ok(rect.height >= 44, `height ≥ 44 (got ${rect.height})`);
    ok(rect.width >= 44, `width ≥ 44 (got ${rect.width})`);
  });

  it('keyboard focus shows a 3 px outline', async () => {
    const target = await button();
    target.blur();
    const before = getComputedStyle(target).outlineStyle;
    ok(before === 'none', `no outline before focus (got ${before})`);
    const first = document.createElement('button');
    first.textContent = 'before';
    document.body.prepend(first);
    first.focus();
    await sendKeys({ press: 'Tab' });
    equal(target.matches(':focus-visible'), true, 'the probe button has keyboard focus');
    const style = getComputedStyle(target);
    equal(style.outlineStyle, 'solid', 'outline style');
    equal(style.outlineWidth, '3px', 'outline width');
  });

  it('prefers-reduced-motion: reduce → transitions of 0.01 ms at most', async () => {
    const target = await button();
    equal(getComputedStyle(target).transitionDuration, '2s', 'the probe button transition without the preference');
    await emulateMedia({ reducedMotion: 'reduce' });
    const seconds = parseFloat(getComputedStyle(target).transitionDuration);
    ok(seconds <= 0.00001, `transition-duration ≤ 0.01ms (got ${getComputedStyle(target).transitionDuration})`);
  });
});
