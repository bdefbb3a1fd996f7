import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageHeader } from './page-header.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';

let mounted: TestHost | undefined;
const q = <T extends Element>(selector: string) => mounted!.root.querySelector<T>(selector)!;
/** Lets the clock run as a browser would: effects scheduled by one timer run before the next. */
const tick = (ms: number) => {
  for (let left = ms; left > 0; left -= 100) act(() => void vi.advanceTimersByTime(Math.min(100, left)));
};
const button = (name: string) => Array.from(mounted!.root.querySelectorAll('button')).find((b) => b.getAttribute('aria-label') === name);

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') }));
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.useRealTimers();
});

describe('page header (docs/behaviour/2-screens.md (Page header))', () => {
  it('shows the title as the heading, and back and home only when asked for', () => {
    const back = vi.fn();
    act(() => {
      mounted = mountInHost(<PageHeader title="My tickets" onBack={back} />);
    });
    expect(q('h1').textContent).toBe('My tickets');
    button('Back')!.click();
    expect(back).toHaveBeenCalledTimes(1);
    expect(button('Home')).toBeUndefined();
    expect(button('Refresh')).toBeUndefined();
  });

  it('names its buttons in the element language (<… language="zh-Hant"> → 返回 / 主頁)', () => {
    act(() => {
      mounted = mountInHost(<PageHeader title="x" onBack={() => {}} onHome={() => {}} />, { lang: 'zh_hant' });
    });
    expect(button('返回')).toBeDefined();
    expect(button('主頁')).toBeDefined();
  });

  it('refresh is locked for 6 s after use (docs/behaviour/4-states.md (Refresh button) "Refresh button: disabled for a 6 second cooldown")', () => {
    const refresh = vi.fn();
    act(() => {
      mounted = mountInHost(<PageHeader title="x" onRefresh={refresh} />);
    });
    act(() => button('Refresh')!.click());
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(button('Refresh')!.getAttribute('aria-disabled')).toBe('true');

    tick(5_900);
    act(() => button('Refresh')!.click());
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(button('Refresh')!.getAttribute('title')).toBe('You can refresh again in 1 s');

    tick(200);
    expect(button('Refresh')!.hasAttribute('aria-disabled')).toBe(false);
    act(() => button('Refresh')!.click());
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('the right action shows its icon button with its name', () => {
    const run = vi.fn();
    act(() => {
      mounted = mountInHost(<PageHeader title="x" rightAction={{ icon: <span>i</span>, label: 'Favourite', run }} />);
    });
    button('Favourite')!.click();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a widget inside a host page titles its header with an h2 (the page has its own h1)', () => {
    act(() => {
      mounted = mountInHost(<PageHeader title="Take a ticket" level={2} />);
    });
    expect(mounted!.root.querySelector('h1')).toBeNull();
    expect(q('h2').textContent).toBe('Take a ticket');
  });
});
