// The header's refresh cooldown in real Chromium, on a fake page clock (docs/behaviour/4-states.md (Refresh button) "Refresh
// button: disabled for a 6 second cooldown after use", docs/behaviour/9-constants.md 6 s): locked up to the last
// millisecond, open again at 6 s exactly.
import { expect } from 'chai';
import { afterEach, describe, installPageClock, it, loadFixtures, type TestHost } from './helpers.ts';

const { act, mountHeader } = await loadFixtures();
let mounted: TestHost | undefined;
let clock: ReturnType<typeof installPageClock> | undefined;
afterEach(() => {
  mounted?.unmount();
  clock?.uninstall();
});

describe('page header refresh cooldown', () => {
  it('a second click within 6 s does nothing; after 6 s refresh works again', async () => {
    clock = installPageClock((run) => act(run));
    const calls = { refresh: 0 };
    // Mounted inside act: its effects run now, not on a timer of the clock.
    await act(() => void (mounted = mountHeader(calls)));
    const button = mounted!.root.querySelector<HTMLButtonElement>('button[aria-label="Refresh"]')!;
    const click = () => act(() => button.click());
    await click();
    expect(calls.refresh).to.equal(1);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    await click();
    await clock.tick(5_000);
    await click();
    await clock.tick(999);
    await click();
    expect(calls.refresh, 'clicks at 0 s, 5 s and 5.999 s are ignored').to.equal(1);
    expect(button.getAttribute('aria-disabled'), 'still locked at 5.999 s').to.equal('true');
    await clock.tick(1);
    expect(button.hasAttribute('aria-disabled'), 'unlocked at 6 s').to.equal(false);
    await click();
    expect(calls.refresh).to.equal(2);
  });
});
