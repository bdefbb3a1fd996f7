import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUiStore } from './ui-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('UI store (docs/behaviour/8-errors.md feedback)', () => {
  it('a toast shows for 2 s by default, then goes', () => {
    const ui = createUiStore();
    ui.getState().showToast('The system is busy');
    expect(ui.getState().toasts.map((t) => [t.text, t.ms])).toEqual([['The system is busy', 2000]]);
    vi.advanceTimersByTime(1999);
    expect(ui.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ui.getState().toasts).toHaveLength(0);
  });

  it('a 1 s toast (hot services) goes after 1 s', () => {
    const ui = createUiStore();
    ui.getState().showToast('short', 1000);
    vi.advanceTimersByTime(1000);
    expect(ui.getState().toasts).toHaveLength(0);
  });

  it('beginLoading counts each call in and out once, however often the end runs', () => {
    const ui = createUiStore();
    const endA = ui.getState().beginLoading();
    const endB = ui.getState().beginLoading();
    expect(ui.getState().loadingCount).toBe(2);
    endA();
    endA();
    expect(ui.getState().loadingCount).toBe(1);
    endB();
    expect(ui.getState().loadingCount).toBe(0);
  });

  it('dialogs queue in order and resolve with the choice', async () => {
    const ui = createUiStore();
    const first = ui.getState().openDialog({ kind: 'confirm', messageKey: 'messages.confirmationDeleteByWeb' });
    const second = ui.getState().openDialog({ kind: 'alert', text: 'error from link' });
    expect(ui.getState().dialogs.map((d) => d.kind)).toEqual(['confirm', 'alert']);
    ui.getState().closeDialog(ui.getState().dialogs[0]!.id, false);
    await expect(first).resolves.toBe(false);
    expect(ui.getState().dialogs.map((d) => d.text)).toEqual(['error from link']);
    ui.getState().closeDialog(ui.getState().dialogs[0]!.id, true);
    await expect(second).resolves.toBe(true);
  });

  it('two UI stores never share toasts', () => {
    const a = createUiStore();
    const b = createUiStore();
    a.getState().showToast('only in a');
    expect(b.getState().toasts).toEqual([]);
  });
});
