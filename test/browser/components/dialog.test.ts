// The dialog's focus handling in real Chromium with real key presses (docs/behaviour/2-screens.md (Dialogs, toasts and the spinner)):
// focus moves in, Tab and Shift+Tab wrap inside, Escape closes, focus returns to the opener.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { afterEach, deepActive, describe, it, loadFixtures, waitFor, type TestHost } from './helpers.ts';

const { mountDialogHarness } = await loadFixtures();
let mounted: TestHost | undefined;
afterEach(() => mounted?.unmount());

async function openDialog(log: string[]): Promise<TestHost> {
  mounted = mountDialogHarness(log);
  const opener = mounted.root.querySelector<HTMLButtonElement>('#opener')!;
  opener.focus();
  await sendKeys({ press: 'Enter' });
  await waitFor(() => mounted!.root.querySelector('dialog[open]'), 'the dialog to open');
  return mounted;
}

const activeId = () => (deepActive() as HTMLElement | null)?.id || deepActive()?.getAttribute('aria-label') || deepActive()?.localName;

describe('dialog focus', () => {
  it('opens modal, named by its title, with focus on its first field', async () => {
    const host = await openDialog([]);
    const dialog = host.root.querySelector('dialog')!;
    expect(dialog.matches(':modal'), 'shown with showModal()').to.equal(true);
    expect(host.root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Focus test');
    expect(activeId()).to.equal('name');
  });

  it('Tab cycles through the dialog and wraps from the last control to the first, never leaving it', async () => {
    const host = await openDialog([]);
    const dialog = host.root.querySelector('dialog')!;
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await sendKeys({ press: 'Tab' });
      seen.push(String(activeId()));
      expect(dialog.contains(deepActive()), `focus inside after Tab ${i + 1} (on ${activeId()})`).to.equal(true);
    }
    // name → cancel → ok → close(×) → name …
    expect(seen).to.deep.equal(['cancel', 'ok', 'Close', 'name', 'cancel', 'ok']);
  });

  it('Shift+Tab from the first control goes to the last', async () => {
    const host = await openDialog([]);
    host.root.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(activeId()).to.equal('ok');
  });

  it('Escape closes it and focus returns to the opener', async () => {
    const log: string[] = [];
    const host = await openDialog(log);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !host.root.querySelector('dialog'), 'the dialog to close');
    expect(log).to.deep.equal(['close']);
    expect(activeId()).to.equal('opener');
  });

  it('the × button closes it and focus returns to the opener', async () => {
    const host = await openDialog([]);
    host.root.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !host.root.querySelector('dialog'), 'the dialog to close');
    expect(activeId()).to.equal('opener');
  });
});
