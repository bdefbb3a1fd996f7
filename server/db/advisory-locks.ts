// The PostgreSQL advisory lock keys of this server, in one place so no two tasks share one by
// accident: a shared key makes unrelated work wait on each other (a seed would wait for a
// queue tick, and a tick taken during a seed would be skipped). PGlite accepts the same calls.
export const ADVISORY_LOCK = {
  /** Applying migrations (several processes may start together). */
  migrations: 7_301_001,
  /** Checking for and seeding an empty database. */
  seed: 7_301_002,
  /** One queue-simulation tick at a time across processes. */
  queueTick: 7_301_003,
  /** Reading or starting the shared origin of a simulated clock. */
  clockOrigin: 7_301_004,
  /** Deciding whether an SMS may be sent: the budgets per number, address, prefix and overall hold across processes. */
  smsSend: 7_301_005,
  /**
   * The class of the fair-share locks, one per citizen key (account, mobile, identity number), in
   * the two-key form: pg_advisory_xact_lock(fairShare, hash of the key) (server/booking/fair-share.ts).
   */
  fairShare: 7_301_006,
} as const;
