import { afterEach, describe, expect, test } from 'vitest';
import { randomId } from './random-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const original = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(globalThis.crypto), 'randomUUID');

afterEach(() => {
  if (original) Object.defineProperty(Object.getPrototypeOf(globalThis.crypto), 'randomUUID', original);
});

describe('traceId and idempotency keys', () => {
  test('a secure context: crypto.randomUUID, version 4', () => {
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  test('plain http on a LAN address (no crypto.randomUUID): still a distinct version 4 id', () => {
    Object.defineProperty(Object.getPrototypeOf(globalThis.crypto), 'randomUUID', { configurable: true, value: undefined });
    expect(typeof globalThis.crypto.randomUUID).toBe('undefined');
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
