import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { loginNonce } from './login-nonce.ts';

// RFC 7636 appendix B's verifier and its S256 challenge.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

test('docs/behaviour/4-states.md (Login): the nonce is BASE64URL(SHA-256("civic-booking nonce:" + verifier)), not the challenge', async () => {
  const nonce = await loginNonce(VERIFIER);
  expect(nonce).toBe('yVYPm_HCNs_epxad6-lsWC3dSRUbzevh0aMX5YUlgFw');
  expect(nonce).toBe(createHash('sha256').update(`civic-booking nonce:${VERIFIER}`).digest('base64url'));
  expect(nonce).not.toBe(CHALLENGE);
});

test('another verifier, another nonce', async () => {
  expect(await loginNonce(`${VERIFIER.slice(0, -1)}A`)).not.toBe(await loginNonce(VERIFIER));
});
