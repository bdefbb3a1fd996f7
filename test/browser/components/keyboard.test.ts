// The shared pieces driven by real key presses in Chromium: the tabs' arrow keys, and the phone
// input's country picker (open, search by name prefix after the 600 ms pause, pick, focus back).
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { afterEach, deepActive, describe, installPageClock, it, loadFixtures, waitFor, type TestHost } from './helpers.ts';

const { act, mountGallery } = await loadFixtures();
let mounted: TestHost | undefined;
let clock: ReturnType<typeof installPageClock> | undefined;
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
  mounted?.unmount();
});

describe('keyboard', () => {
  it('tabs: ArrowRight / ArrowLeft move selection and focus, only the selected tab is in the Tab order', async () => {
    mounted = mountGallery();
    const tabs = () => Array.from(mounted!.root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    tabs()[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => tabs()[1]!.getAttribute('aria-selected') === 'true', 'the second tab selected');
    expect(deepActive() === tabs()[1], 'focus on the second tab').to.equal(true);
    expect(tabs().map((t) => t.tabIndex)).to.deep.equal([-1, 0]);
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => tabs()[0]!.getAttribute('aria-selected') === 'true', 'the first tab selected again');
    expect(deepActive() === tabs()[0], 'focus back on the first tab').to.equal(true);
  });

  it('phone input: Enter opens the country picker, typing "hong" filters after 600 ms, Enter on it picks +852, focus returns', async () => {
    mounted = mountGallery();
    const area = mounted.root.querySelector<HTMLButtonElement>('.cb-phone__area')!;
    area.focus();
    await sendKeys({ press: 'Enter' });
    const search = await waitFor(() => mounted!.root.querySelector<HTMLInputElement>('dialog[open] input[type="search"]'), 'the picker');
    expect(deepActive() === search, 'focus in the search field').to.equal(true);
    // The pause on a fake page clock; the keys typed inside act, so the renders and effects they
    // cause have run (the pause's timer set) when it returns.
    clock = installPageClock((run) => act(run));
    await act(() => sendKeys({ type: 'hong' }));
    const names = () => Array.from(mounted!.root.querySelectorAll('.cb-phone__country')).map((b) => b.firstElementChild!.textContent);
    await clock.tick(599);
    expect(search.value).to.equal('hong');
    expect(names().length, 'not filtered before the pause').to.be.greaterThan(1);
    await clock.tick(1);
    expect(names(), 'filtered at 600 ms').to.deep.equal(['Hong Kong']);
    // What the filtered render set off on the clock (its effects) runs now, not later on the real
    // clock in the middle of the keys below.
    await clock.tick(1000);
    clock.uninstall();
    clock = undefined;
    await sendKeys({ press: 'Tab' });
    // The Hong Kong option itself, not any country: a list shown unfiltered again would fail here.
    await waitFor(() => deepActive()?.textContent === 'Hong Kong+852', 'focus on the Hong Kong option');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !mounted!.root.querySelector('dialog'), 'the picker to close');
    // The choice reaches the area button in a render of its own, after the picker's: waited for,
    // so a loaded machine does not read the button between the two.
    const areaButton = () => mounted!.root.querySelector<HTMLButtonElement>('.cb-phone__area');
    const areaAfter = await waitFor(() => areaButton()?.textContent === '+852' && areaButton(), 'the area button to show +852').catch((err: Error) => {
      // Seen once in a clean-clone run (stop 32's session) and not in 12 runs under load: what the
      // button showed instead tells the next hunter whether another country or none was picked.
      throw new Error(`${err.message}; it shows ${areaButton()?.textContent ?? 'nothing'}, focus on ${deepActive()?.outerHTML.slice(0, 120) ?? 'nothing'}`);
    });
    expect(deepActive() === areaAfter, 'focus back on the area button').to.equal(true);
  });
});
