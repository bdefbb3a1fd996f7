// One session timeout per page, whatever the number of widgets on it (docs/behaviour/4-states.md, docs/behaviour/9-constants.md: 86400 s →
// one alert with Done, then the page closes), counted from the element's start though the
// timers' code loads later (use-platform-timers.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMEOUT_MS } from './session-timeout.ts';
import { createUiStore } from '../store/ui-store.ts';
import { mountInHost } from '../../test/unit-support/test-host.tsx';
import { PAGE_TIMERS_DELAY_MS } from './page-timers-delay.ts';
import { joinPageTimers, type TimerHost } from './page-timers.ts';
import { usePlatformTimers } from './use-platform-timers.ts';

const left: Array<() => void> = [];
function element(): TimerHost {
  return { host: document.createElement('div'), ui: createUiStore(), apiBase: '/api' };
}
function join(member: TimerHost): () => void {
  const leave = joinPageTimers(member);
  left.push(leave);
  return leave;
}
const alerts = (member: TimerHost) => member.ui.getState().dialogs.filter((d) => d.messageKey === 'messages.timeoutAlert').length;

// Only timeouts are faked: the version check's 300 s interval stays real and never comes due here.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  for (const leave of left.splice(0)) leave();
  vi.useRealTimers();
  delete (window as { CivicBookingBridge?: unknown }).CivicBookingBridge;
});

describe('the page’s session timeout', () => {
  it('three widgets on one page → one alert after 86400 s, in the first', () => {
    const [a, b, c] = [element(), element(), element()];
    join(a);
    join(b);
    join(c);
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1);
    expect([alerts(a), alerts(b), alerts(c)]).toEqual([0, 0, 0]);
    vi.advanceTimersByTime(1);
    expect([alerts(a), alerts(b), alerts(c)]).toEqual([1, 0, 0]);
  });

  it('the first widget leaves the page: the next one shows the alert, still 86400 s after the start', () => {
    const [a, b] = [element(), element()];
    const leaveA = join(a);
    join(b);
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS / 2);
    leaveA();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS / 2);
    expect([alerts(a), alerts(b)]).toEqual([0, 1]);
  });

  it('every widget gone: no timer runs', () => {
    const a = element();
    join(a)();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS * 2);
    expect(alerts(a)).toBe(0);
  });

  it('Done closes the page through the widget that showed the alert (cb-close)', async () => {
    (window as { CivicBookingBridge?: unknown }).CivicBookingBridge = { postMessage: () => undefined };
    const a = element();
    let closes = 0;
    a.host.addEventListener('cb-close', () => closes++);
    join(a);
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS);
    const dialog = a.ui.getState().dialogs[0]!;
    a.ui.getState().closeDialog(dialog.id, true);
    await Promise.resolve();
    expect(closes).toBe(1);
  });
});

describe('the timers’ code loads after the first screen, and they count from the element’s start', () => {
  it('joined 30 s after the element started: the alert still comes 86400 s after the start', () => {
    const a = { ...element(), startedAt: Date.now() };
    vi.advanceTimersByTime(PAGE_TIMERS_DELAY_MS);
    join(a);
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - PAGE_TIMERS_DELAY_MS - 1);
    expect(alerts(a)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(alerts(a)).toBe(1);
  });

  function Timed() {
    usePlatformTimers();
    return null;
  }
  /** An element rendering the hook, started now; its session alerts, once its timers' code is in. */
  function timedElement() {
    const mounted = mountInHost(<Timed />);
    left.push(mounted.unmount);
    return { alerts: () => mounted.ui.getState().dialogs.filter((d) => d.messageKey === 'messages.timeoutAlert').length };
  }
  /** The hook's chunk import has resolved and its join has run. */
  const joined = async () => {
    await import('./page-timers.ts');
    await Promise.resolve();
  };

  it('an element joins the page’s timers PAGE_TIMERS_DELAY_MS after it started, not before', async () => {
    const el = timedElement();
    await vi.advanceTimersByTimeAsync(PAGE_TIMERS_DELAY_MS - 1);
    const other = { ...element(), startedAt: Date.now() };
    join(other);
    await vi.advanceTimersByTimeAsync(1);
    await joined();
    // The other widget joined first, so the alert is its, a day after its start (1 ms ago).
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 2);
    expect([alerts(other), el.alerts()]).toEqual([0, 0]);
    vi.advanceTimersByTime(1);
    expect([alerts(other), el.alerts()]).toEqual([1, 0]);
  });

  it('alone on the page, its alert comes a day after it started, not a day after its timers’ code came', async () => {
    const el = timedElement();
    await vi.advanceTimersByTimeAsync(PAGE_TIMERS_DELAY_MS);
    await joined();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - PAGE_TIMERS_DELAY_MS - 1);
    expect(el.alerts()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(el.alerts()).toBe(1);
  });
});
