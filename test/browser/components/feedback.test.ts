// Toasts and the spinner of the UI store in real Chromium (docs/behaviour/8-errors.md: failures show a 2 s
// toast; a slow call shows the spinner named "Loading"). The toast's 2 s run on a fake page clock.
import { expect } from 'chai';
import { afterEach, describe, installPageClock, it, loadFixtures, waitFor, type TestHost } from './helpers.ts';

const { act, mountFeedback, mountFeedbackAndDialog } = await loadFixtures();
let mounted: TestHost | undefined;
let clock: ReturnType<typeof installPageClock> | undefined;
afterEach(() => {
  mounted?.unmount();
  clock?.uninstall();
  clock = undefined;
});

describe('toast and spinner', () => {
  it('a toast is visible in the polite live region for 2 s, then gone', async () => {
    clock = installPageClock((run) => act(run));
    // Mounted inside act: its effects (the store subscription) run now, not on a timer of the clock.
    await act(() => void (mounted = mountFeedback()));
    const region = mounted!.root.querySelector('[role="status"][aria-live="polite"]')!;
    expect(region, 'live region present before any toast').to.not.equal(null);
    await act(() => mounted!.ui.getState().showToast('The system is busy'));
    const toast = region.querySelector('.cb-toast')!;
    expect(toast.textContent).to.equal('The system is busy');
    expect(toast.getBoundingClientRect().height, 'rendered with a size').to.be.greaterThan(0);
    await clock.tick(1_999);
    expect(region.textContent, 'still shown at 1.999 s').to.equal('The system is busy');
    await clock.tick(1);
    expect(region.textContent, 'gone at 2 s').to.equal('');
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

  // Hit testing cannot tell (a modal dialog makes everything else inert, and inert boxes are not
  // hit), so the test checks the top-layer order the browser keeps: an element shown later is
  // painted above. screenshots.ts's "toast" shot shows the same on screen.
  it('a toast and the spinner are (re)shown in the top layer after a modal dialog opened before them', async () => {
    mounted = mountFeedbackAndDialog();
    const layer = mounted.root.querySelector<HTMLElement>('.cb-toasts')!;
    const shownAt: number[] = [];
    layer.addEventListener('toggle', (event) => {
      if ((event as ToggleEvent).newState === 'open') shownAt.push(performance.now());
    });
    mounted.root.querySelector<HTMLButtonElement>('#opener')!.click();
    const dialog = await waitFor(() => mounted!.root.querySelector('dialog[open]'), 'the dialog');
    expect(dialog.matches(':modal')).to.equal(true);
    const dialogAt = performance.now();

    mounted.ui.getState().showToast('Failed to connect to server');
    const toast = await waitFor(() => mounted!.root.querySelector<HTMLElement>('.cb-toast'), 'the toast');
    await waitFor(() => shownAt.some((at) => at > dialogAt), 'the toast layer shown again after the dialog', 1_000);
    expect(layer.matches(':popover-open'), 'the toast layer is in the top layer').to.equal(true);
    expect(toast.checkVisibility(), 'the toast is visible').to.equal(true);

    const end = mounted.ui.getState().beginLoading();
    const spinnerLayer = await waitFor(() => mounted!.root.querySelector<HTMLElement>('.cb-spinner-layer'), 'the spinner');
    expect(spinnerLayer.matches(':popover-open'), 'the spinner is in the top layer, shown after the dialog').to.equal(true);
    end();
  });
});
