// Toasts and the spinner of the UI store in real Chromium, real clock (SPEC.md §8: failures show
// a 2 s toast; a slow call shows the spinner named "Loading").
import { expect } from 'chai';
import { afterEach, describe, it, loadFixtures, sleep, waitFor, type TestHost } from './helpers.ts';

const { mountFeedback } = await loadFixtures();
let mounted: TestHost | undefined;
afterEach(() => mounted?.unmount());

describe('toast and spinner', () => {
  it('a toast is visible in the polite live region for 2 s, then gone', async () => {
    mounted = mountFeedback();
    const region = mounted.root.querySelector('[role="status"][aria-live="polite"]')!;
    expect(region, 'live region present before any toast').to.not.equal(null);
    const shownAt = performance.now();
    mounted.ui.getState().showToast('The system is busy');
    const toast = await waitFor(() => region.querySelector('.cb-toast'), 'the toast');
    expect(toast.textContent).to.equal('The system is busy');
    expect(toast.getBoundingClientRect().height, 'rendered with a size').to.be.greaterThan(0);
    await sleep(1_800 - (performance.now() - shownAt));
    expect(region.textContent, 'still shown at 1.8 s').to.equal('The system is busy');
    await waitFor(() => region.textContent === '', 'the toast to go', 1_000);
    const goneAt = performance.now() - shownAt;
    expect(goneAt, 'gone at about 2 s').to.be.within(1_900, 2_400);
  });

  it('the spinner shows while a slow call is counted in, named Loading, and goes after', async () => {
    mounted = mountFeedback();
    expect(mounted.root.querySelector('[role="progressbar"]')).to.equal(null);
    const end = mounted.ui.getState().beginLoading();
    const spinner = await waitFor(() => mounted!.root.querySelector('[role="progressbar"]'), 'the spinner');
    expect(spinner.getAttribute('aria-label')).to.equal('Loading');
    end();
    await waitFor(() => !mounted!.root.querySelector('[role="progressbar"]'), 'the spinner to go');
  });
});
