/**
 * @vitest-environment happy-dom
 * @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
 */
import { act } from 'preact/test-utils';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapDialog, PrivacyConsentDialog } from './dialogs-on-demand.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';
import { UNTIL_LOADED } from '../../test/unit-support/until-loaded.ts';

let mounted: TestHost | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});
const root = () => mounted!.root;

/** A screen's button that opens `dialog`, as the take-ticket form opens its clause and its map. */
function Opener({ dialog }: { dialog: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {dialog(open, () => setOpen(false))}
    </>
  );
}

const opener = () => Array.from(root().querySelectorAll('button')).find((b) => b.textContent === 'Open')!;
const shownDialog = () => vi.waitFor(() => root().querySelector('dialog') ?? Promise.reject(new Error('no dialog yet')), UNTIL_LOADED);

describe('dialogs whose code loads when first opened (docs/build.md)', () => {
  it('the map dialog: nothing while closed; opened, it shows the location\'s map; closed, focus returns to its opener', async () => {
    act(() => {
      mounted = mountInHost(
        <Opener dialog={(open, close) => <MapDialog open={open} place={{ latitude: 22.19, longitude: 113.54, name: 'Central office' }} onClose={close} />} />,
      );
    });
    expect(root().querySelector('dialog')).toBeNull();
    opener().focus();
    act(() => opener().click());
    const dialog = await shownDialog();
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toContain('lat=22.19');
    act(() => dialog.querySelector<HTMLButtonElement>('.cb-dialog__close')!.click());
    expect(root().querySelector('dialog')).toBeNull();
    expect(root().activeElement).toBe(opener());
  });

  it('the privacy consent dialog: the clause shown once its code has loaded', async () => {
    act(() => {
      mounted = mountInHost(
        <Opener dialog={(open, close) => <PrivacyConsentDialog open={open} html="<p>Clause</p>" onAccept={() => {}} onClose={close} />} />,
      );
    });
    expect(root().querySelector('dialog')).toBeNull();
    act(() => opener().click());
    const dialog = await shownDialog();
    await vi.waitFor(() => expect(dialog.textContent).toContain('Clause'), UNTIL_LOADED);
  });
});
