// The header's refresh cooldown in real Chromium, real clock (SPEC.md §4 "Refresh button:
// disabled for a 6 second cooldown after use", §9 6 s).
import { expect } from 'chai';
import { afterEach, describe, it, loadFixtures, sleep, type TestHost } from './helpers.ts';

const { mountHeader } = await loadFixtures();
let mounted: TestHost | undefined;
afterEach(() => mounted?.unmount());

describe('page header refresh cooldown', () => {
  it('a second click within 6 s does nothing; after 6 s refresh works again', async function (this: { timeout(ms: number): void }) {
    this.timeout(15_000);
    const calls = { refresh: 0 };
    mounted = mountHeader(calls);
    const button = mounted.root.querySelector<HTMLButtonElement>('button[aria-label="Refresh"]')!;
    button.click();
    expect(calls.refresh).to.equal(1);
    await sleep(50);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    button.click();
    await sleep(5_000);
    button.click();
    expect(calls.refresh, 'clicks at 0 s and 5 s are ignored').to.equal(1);
    await sleep(1_100);
    expect(button.hasAttribute('aria-disabled'), 'unlocked after 6 s').to.equal(false);
    button.click();
    expect(calls.refresh).to.equal(2);
  });
});
