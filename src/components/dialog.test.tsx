import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';

let mounted: TestHost | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Privacy"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">OK</button>}
      >
        <p>Body</p>
      </Dialog>
    </>
  );
}

const dialog = () => mounted!.root.querySelector('dialog');

describe('dialog (docs/behaviour/2-screens.md (Dialogs, toasts and the spinner))', () => {
  it('is absent until opened, then a modal dialog named by its title', () => {
    act(() => {
      mounted = mountInHost(<Harness />);
    });
    expect(dialog()).toBeNull();
    act(() => mounted!.root.querySelector<HTMLButtonElement>('.opener')!.click());
    const opened = dialog()!;
    expect(opened.getAttribute('aria-modal')).toBe('true');
    const title = mounted!.root.getElementById(opened.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Privacy');
    expect(opened.textContent).toContain('Body');
  });

  it('Escape asks the owner to close it', () => {
    const closed = vi.fn();
    act(() => {
      mounted = mountInHost(<Harness onClose={closed} />);
    });
    act(() => mounted!.root.querySelector<HTMLButtonElement>('.opener')!.click());
    act(() => void dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('the × button (named Close) closes it', () => {
    act(() => {
      mounted = mountInHost(<Harness />);
    });
    act(() => mounted!.root.querySelector<HTMLButtonElement>('.opener')!.click());
    act(() => mounted!.root.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click());
    expect(dialog()).toBeNull();
  });

  it('a click on the backdrop (the <dialog> itself) closes it; a click inside does not', () => {
    act(() => {
      mounted = mountInHost(<Harness />);
    });
    act(() => mounted!.root.querySelector<HTMLButtonElement>('.opener')!.click());
    act(() => mounted!.root.querySelector<HTMLElement>('.cb-dialog__body p')!.click());
    expect(dialog()).not.toBeNull();
    act(() => dialog()!.click());
    expect(dialog()).toBeNull();
  });
});
