// docs/behaviour/4-states.md (Other states): after a code is sent the send-code button is disabled for a 60 s
// countdown that shows the remaining seconds and re-enables at 0. Pure so it is tested without timers.

/** docs/behaviour/9-constants.md: send-code countdown. */
export const SEND_CODE_COUNTDOWN_S = 60;

/** Milliseconds left in the countdown; 0 when a code may be sent. */
export function countdownMsLeft(sentAt: number | null, now: number, seconds = SEND_CODE_COUNTDOWN_S): number {
  if (sentAt === null) return 0;
  const elapsed = now - sentAt;
  // A clock that went backwards (host changed the time) must not lock the button for ever.
  if (elapsed < 0) return 0;
  return Math.max(0, seconds * 1000 - elapsed);
}

/** Whole seconds left in the countdown (rounded up, so the label never shows 0 while disabled). */
export function countdownSecondsLeft(sentAt: number | null, now: number, seconds = SEND_CODE_COUNTDOWN_S): number {
  return Math.ceil(countdownMsLeft(sentAt, now, seconds) / 1000);
}

export function canSendCode(sentAt: number | null, now: number, seconds = SEND_CODE_COUNTDOWN_S): boolean {
  return countdownSecondsLeft(sentAt, now, seconds) === 0;
}
