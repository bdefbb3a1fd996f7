// The one error both database adapters throw when the database cannot be reached: the PGlite
// worker died and a new one is starting, or PostgreSQL is down or unreachable. The app answers
// it 503 with Retry-After, so a client waits and tries again instead of seeing a 500.
export class DatabaseUnavailable extends Error {
  override readonly name = 'DatabaseUnavailable';
}
