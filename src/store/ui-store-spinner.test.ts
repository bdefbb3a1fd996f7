// The element's spinner over one piece of work (an action, a read outside a screen's load): only
// once it has run for 300 ms, so a quick answer never flashes it; gone when the work ends, or at
// its cap (the profile's 1 s) while the work goes on; ended once however often it is ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPINNER_DELAY_MS } from '../api/spinner-delay.ts';
import { createUiStore } from './ui-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spinnerIfSlow', () => {
  it('work done within 300 ms never shows the spinner', () => {
    const ui = createUiStore();
    const end = ui.getState().spinnerIfSlow();
    vi.advanceTimersByTime(SPINNER_DELAY_MS - 1);
    expect(ui.getState().loadingCount).toBe(0);
    end();
    vi.advanceTimersByTime(10_000);
    expect(ui.getState().loadingCount).toBe(0);
  });

  it('slower work shows it from 300 ms until it ends, once however often it is ended', () => {
    const ui = createUiStore();
    const end = ui.getState().spinnerIfSlow();
    vi.advanceTimersByTime(SPINNER_DELAY_MS);
    expect(ui.getState().loadingCount).toBe(1);
    end();
    end();
    expect(ui.getState().loadingCount).toBe(0);
  });

  it('a cap of 1 s hides it then, while the work goes on; its end changes nothing more', () => {
    const ui = createUiStore();
    const other = ui.getState().beginLoading();
    const end = ui.getState().spinnerIfSlow(1_000);
    vi.advanceTimersByTime(SPINNER_DELAY_MS);
    expect(ui.getState().loadingCount).toBe(2);
    vi.advanceTimersByTime(1_000 - SPINNER_DELAY_MS);
    expect(ui.getState().loadingCount).toBe(1);
    end();
    expect(ui.getState().loadingCount).toBe(1);
    other();
    expect(ui.getState().loadingCount).toBe(0);
  });
});
