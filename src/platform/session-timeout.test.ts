import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMEOUT_MS, startSessionTimeout } from './session-timeout.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** An alert the test answers by pressing Done. */
function alertWithDone() {
  let pressDone: () => void = () => {};
  const alert = vi.fn(() => new Promise<void>((resolve) => (pressDone = resolve)));
  return { alert, pressDone: () => pressDone() };
}

describe('session timeout (docs/behaviour/4-states.md, docs/behaviour/9-constants.md: 86400 s → alert with Done, then the page closes)', () => {
  it('the timeout is 86400 s', () => expect(SESSION_TIMEOUT_MS).toBe(86_400 * 1000));

  it('nothing happens before 86400 s', () => {
    const { alert } = alertWithDone();
    const close = vi.fn();
    startSessionTimeout({ alert, close });
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1);
    expect(alert).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it('at 86400 s the alert shows; the page closes only after Done', async () => {
    const { alert, pressDone } = alertWithDone();
    const close = vi.fn();
    startSessionTimeout({ alert, close });
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS);
    expect(alert).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(close).not.toHaveBeenCalled();
    pressDone();
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });

  it('stopping (element removed) cancels it', () => {
    const { alert } = alertWithDone();
    const stop = startSessionTimeout({ alert, close: () => {} });
    stop();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS * 2);
    expect(alert).not.toHaveBeenCalled();
  });
});
