// The citizen's profile asked by an element: its spinner shows once the answer is slow and for the
// profile's 1 s at most (the login's own wait), while the answer may come later; asked once per token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api/client.ts';
import type { Profile } from '../../domain/profile-user-info.ts';
import { getSessionStore } from '../../store/session-store.ts';
import { createUiStore } from '../../store/ui-store.ts';
import { askProfile, forgetProfileAsks, PROFILE_WAIT_MS } from './profile.ts';

beforeEach(() => {
  vi.useFakeTimers();
  getSessionStore().getState().signOut();
  forgetProfileAsks();
});
afterEach(() => {
  getSessionStore().getState().signOut();
  vi.useRealTimers();
});

function slowProfile() {
  let answer: (profile: Profile) => void = () => undefined;
  let asked = 0;
  const api = {
    account: {
      profile: () => {
        asked += 1;
        return new Promise<Profile>((resolve) => (answer = resolve));
      },
    },
  } as unknown as Api;
  return { api, answer: (profile: Profile) => answer(profile), asked: () => asked };
}

describe('askProfile', () => {
  it('a slow profile: the spinner from 300 ms, gone at 1 s although the answer comes later; asked once', async () => {
    getSessionStore().getState().setToken('tok');
    const ui = createUiStore();
    const profile = slowProfile();
    const first = askProfile(profile.api, ui);
    const second = askProfile(profile.api, ui);
    vi.advanceTimersByTime(300);
    expect(ui.getState().loadingCount).toBe(1);
    vi.advanceTimersByTime(PROFILE_WAIT_MS - 300);
    expect(ui.getState().loadingCount).toBe(0);
    profile.answer({ euid: 'MO-0000001' } as Profile);
    await expect(first).resolves.toEqual({ euid: 'MO-0000001' });
    await expect(second).resolves.toEqual({ euid: 'MO-0000001' });
    expect(profile.asked()).toBe(1);
    expect(PROFILE_WAIT_MS).toBe(1_000);
  });

  it('a quick profile never shows the spinner', async () => {
    getSessionStore().getState().setToken('tok');
    const ui = createUiStore();
    const profile = slowProfile();
    const asked = askProfile(profile.api, ui);
    vi.advanceTimersByTime(100);
    expect(ui.getState().loadingCount).toBe(0);
    profile.answer({ euid: 'MO-0000001' } as Profile);
    await asked;
    vi.advanceTimersByTime(2_000);
    expect(ui.getState().loadingCount).toBe(0);
  });
});
