import { useSyncExternalStore } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UiStore } from '../store/ui-store.ts';
import { Spinner } from './spinner.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';
import { ToastList } from './toast.tsx';

// ToastHost and LoadingHost read the store through zustand's React hook, which under Vitest
// resolves the real React instead of preact/compat; they are covered in Chromium
// (test/browser/components). Here the list is driven by the same UI store directly.
function StoreToasts({ store }: { store: UiStore }) {
  const toasts = useSyncExternalStore(store.subscribe, () => store.getState().toasts);
  return <ToastList toasts={toasts} />;
}

let mounted: TestHost | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.useRealTimers();
});

describe('toast (docs/behaviour/8-errors.md (Failure feedback) "Failures show a short toast (2 s)")', () => {
  it('a toast of the UI store shows in a polite live region for 2 s, then goes', () => {
    act(() => {
      mounted = mountInHost(<></>);
    });
    act(() => mounted!.rerender(<StoreToasts store={mounted!.ui} />));
    const region = mounted!.root.querySelector('[role="status"]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => mounted!.ui.getState().showToast('The system is busy'));
    expect(region.textContent).toBe('The system is busy');
    act(() => void vi.advanceTimersByTime(1_999));
    expect(region.textContent).toBe('The system is busy');
    act(() => void vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('');
  });

  it('two toasts show together, each for its own time', () => {
    act(() => {
      mounted = mountInHost(<></>);
    });
    act(() => mounted!.rerender(<StoreToasts store={mounted!.ui} />));
    act(() => mounted!.ui.getState().showToast('first'));
    act(() => void vi.advanceTimersByTime(1_000));
    act(() => mounted!.ui.getState().showToast('second', 1_000));
    expect(Array.from(mounted!.root.querySelectorAll('.cb-toast')).map((t) => t.textContent)).toEqual(['first', 'second']);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(mounted!.root.querySelector('[role="status"]')!.textContent).toBe('');
  });
});

describe('spinner (docs/behaviour/8-errors.md (Failure feedback) "loading shows a spinner")', () => {
  it('a region waits 300 ms before its spinner shows: a quick answer never flashes it, and the box keeps its place', () => {
    vi.useFakeTimers();
    act(() => {
      mounted = mountInHost(<Spinner />, { lang: 'en_us' });
    });
    const box = () => mounted!.root.querySelector('.cb-spinner');
    expect(box()?.getAttribute('aria-busy')).toBe('true');
    act(() => void vi.advanceTimersByTime(299));
    expect(mounted!.root.querySelector('[role="progressbar"]')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(mounted!.root.querySelector('[role="progressbar"]')).not.toBeNull();
    vi.useRealTimers();
  });

  it.each([
    ['en_us', 'Loading'],
    ['zh_hant', '載入中'],
    ['pt_pt', null],
  ] as const)('is a progressbar named in the element language (%s)', (lang, name) => {
    act(() => {
      mounted = mountInHost(<Spinner delayMs={0} />, { lang });
    });
    const label = mounted!.root.querySelector('[role="progressbar"]')?.getAttribute('aria-label');
    expect(label).toBeTruthy();
    if (name) expect(label).toBe(name);
    mounted!.unmount();
    mounted = undefined;
  });
});
