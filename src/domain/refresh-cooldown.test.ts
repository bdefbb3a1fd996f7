import { describe, expect, it } from 'vitest';
import { canRefresh, REFRESH_COOLDOWN_MS, refreshCooldownLeft } from './refresh-cooldown.ts';

describe('refresh cooldown (docs/behaviour/4-states.md (Refresh button) "Refresh button: disabled for a 6 second cooldown after use")', () => {
  const cases: Array<[string, number | null, number, number, boolean]> = [
    ['never used → refresh allowed', null, 1_000, 0, true],
    ['just used → 6 s left, disabled', 10_000, 10_000, 6_000, false],
    ['used 1 s ago → 5 s left, disabled', 10_000, 11_000, 5_000, false],
    ['used 5.999 s ago → still disabled', 10_000, 15_999, 1, false],
    ['used exactly 6 s ago → allowed again', 10_000, 16_000, 0, true],
    ['used 1 min ago → allowed', 10_000, 70_000, 0, true],
    ['clock moved backwards → allowed, never locked for ever', 10_000, 9_000, 0, true],
  ];
  it.each(cases)('%s', (_name, last, now, left, allowed) => {
    expect(refreshCooldownLeft(last, now)).toBe(left);
    expect(canRefresh(last, now)).toBe(allowed);
  });

  it('the cooldown constant is 6 s (docs/behaviour/9-constants.md)', () => {
    expect(REFRESH_COOLDOWN_MS).toBe(6_000);
  });
});
