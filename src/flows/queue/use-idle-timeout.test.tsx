// The offer page's idle time-out as it runs in a page: the countdown in the last minute, any
// action starting the spell anew, the expiry once (domain/offer-page-timeout.ts holds the rule).
import { useRef } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountInHost, type TestHost } from '../../../test/unit-support/test-host.tsx';
import { useIdleTimeout } from './use-idle-timeout.ts';

let mounted: TestHost | undefined;
let expired = 0;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-01T02:00:00Z') });
  expired = 0;
});
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.useRealTimers();
});

function Page() {
  const root = useRef<HTMLElement>(null);
  const timeout = useIdleTimeout(root, () => (expired += 1));
  return (
    <section ref={root}>
      <input aria-label="Mobile" />
      <p className="countdown">{timeout.warning ? String(timeout.secondsLeft) : ''}</p>
    </section>
  );
}

const countdown = () => mounted!.root.querySelector('.countdown')!.textContent;
const pass = (ms: number) => {
  for (let left = ms; left > 0; left -= 1000) act(() => void vi.advanceTimersByTime(Math.min(1000, left)));
};

describe('offer page idle time-out', () => {
  it('nothing for 4 minutes, then a countdown from 60 s, then home once', () => {
    act(() => {
      mounted = mountInHost(<Page />);
    });
    pass(4 * 60_000 - 1000);
    expect(countdown()).toBe('');
    pass(1000);
    expect(countdown()).toBe('60');
    pass(30_000);
    expect(countdown()).toBe('30');
    expect(expired).toBe(0);
    pass(30_000);
    expect(expired).toBe(1);
    expect(countdown()).toBe('');
    pass(60_000);
    expect(expired).toBe(1);
  });

  it('typing during the countdown starts the spell anew', () => {
    act(() => {
      mounted = mountInHost(<Page />);
    });
    pass(4 * 60_000 + 10_000);
    expect(countdown()).toBe('50');
    act(() => {
      mounted!.root.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true }));
    });
    expect(countdown()).toBe('');
    pass(4 * 60_000 - 1000);
    expect(countdown()).toBe('');
    expect(expired).toBe(0);
  });
});
