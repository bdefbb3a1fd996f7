import { expect, test } from 'vitest';
import { base64url } from './base64url.ts';

test('base64url (RFC 4648 §5): no padding, - and _ instead of + and /', () => {
  expect(base64url(Uint8Array.from([0xfb, 0xff]))).toBe('-_8');
  expect(base64url(new Uint8Array(0))).toBe('');
});
