// A one-second memory of read-only answers on the booking path (the offering's flags and its
// calendar), per database: a booking burst reads them once a second instead of once a booking.
// Nothing here is authoritative (seats are taken by the database), so another process never
// needs it, and a change (a suspension, a new holiday) is seen within a second.
const stores = new WeakMap<object, Map<string, { until: number; value: Promise<unknown> }>>();

const SHORT_CACHE_MS = 1_000;

export function shortCached<T>(owner: object, key: string, load: () => Promise<T>, ttlMs = SHORT_CACHE_MS): Promise<T> {
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new Map()));
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  if (store.size > 5_000) store.clear();
  const value = load();
  store.set(key, { until: now + ttlMs, value });
  value.catch(() => store.delete(key));
  return value;
}
