// This browser's device id for the privacy consent (docs/behaviour/7-api.md app/checkConsent/{account}/{deviceId}):
// a random id, not personal data, kept in localStorage so a consent given here holds the next time
// (in memory only where storage is blocked: the consent is then asked again on the next visit).
import { randomId } from '../../api/random-id.ts';

const DEVICE_ID_KEY = 'civic-booking.deviceId';

let inMemory: string | null = null;

export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = localStorageOrNull()): string {
  try {
    const kept = storage?.getItem(DEVICE_ID_KEY);
    if (kept) return kept;
    const made = inMemory ?? randomId();
    storage?.setItem(DEVICE_ID_KEY, made);
    inMemory = made;
    return made;
  } catch {
    return (inMemory ??= randomId());
  }
}

function localStorageOrNull(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
