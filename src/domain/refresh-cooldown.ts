// docs/behaviour/4-states.md (Other states): a refresh button is disabled for a 6 s cooldown after use, so a
// citizen hammering it cannot flood the server. Pure so that the rule is tested without timers.

/** docs/behaviour/9-constants.md: refresh cooldown. */
export const REFRESH_COOLDOWN_MS = 6_000;

/** Milliseconds left before refresh may be used again; 0 when it is allowed now. */
export function refreshCooldownLeft(lastUsedAt: number | null, now: number, cooldownMs = REFRESH_COOLDOWN_MS): number {
  if (lastUsedAt === null) return 0;
  const elapsed = now - lastUsedAt;
  // A clock that went backwards (host changed the time) must not lock the button for ever.
  if (elapsed < 0) return 0;
  return Math.max(0, cooldownMs - elapsed);
}

export function canRefresh(lastUsedAt: number | null, now: number, cooldownMs = REFRESH_COOLDOWN_MS): boolean {
  return refreshCooldownLeft(lastUsedAt, now, cooldownMs) === 0;
}
