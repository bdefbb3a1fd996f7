import { describe, expect, it } from 'vitest';
import { canSendCode, countdownSecondsLeft, SEND_CODE_COUNTDOWN_S } from './send-code-countdown.ts';

describe('send-code countdown (docs/behaviour/4-states.md (Send-code button) "disables for a 60 second countdown ... re-enables at 0")', () => {
  const cases: Array<[string, number | null, number, number, boolean]> = [
    ['no code sent yet → button enabled', null, 5_000, 0, true],
    ['code just sent → label shows 60', 1_000, 1_000, 60, false],
    ['0.2 s later → still 60 (rounded up)', 1_000, 1_200, 60, false],
    ['1 s later → 59', 1_000, 2_000, 59, false],
    ['59.5 s later → 1, never 0 while disabled', 1_000, 60_500, 1, false],
    ['60 s later → 0, enabled again', 1_000, 61_000, 0, true],
    ['long after → enabled', 1_000, 600_000, 0, true],
    ['clock moved backwards → enabled', 10_000, 5_000, 0, true],
  ];
  it.each(cases)('%s', (_name, sentAt, now, left, enabled) => {
    expect(countdownSecondsLeft(sentAt, now)).toBe(left);
    expect(canSendCode(sentAt, now)).toBe(enabled);
  });

  it('the countdown constant is 60 s (docs/behaviour/9-constants.md)', () => {
    expect(SEND_CODE_COUNTDOWN_S).toBe(60);
  });
});
