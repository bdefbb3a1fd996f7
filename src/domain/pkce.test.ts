import { describe, expect, test } from 'vitest';
import { codeChallenge, CODE_CHALLENGE_METHOD, createCodeVerifier } from './pkce.ts';

// RFC 7636 appendix B: the 32 octets, the verifier they make, and its S256 challenge.
const APPENDIX_B_OCTETS = [
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
];
const APPENDIX_B_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const APPENDIX_B_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE (RFC 7636) for the one-account login', () => {
  test('appendix B: 32 octets → verifier dBjftJeZ…', () => {
    const verifier = createCodeVerifier((length) => {
      expect(length).toBe(32);
      return Uint8Array.from(APPENDIX_B_OCTETS);
    });
    expect(verifier).toBe(APPENDIX_B_VERIFIER);
  });

  test('appendix B: verifier → S256 challenge E9Melhoa…', async () => {
    expect(await codeChallenge(APPENDIX_B_VERIFIER)).toBe(APPENDIX_B_CHALLENGE);
    expect(CODE_CHALLENGE_METHOD).toBe('S256');
  });

  test('10,000 verifiers from Web Crypto: 43 characters of the base64url alphabet each, no repeats', () => {
    const verifiers = Array.from({ length: 10_000 }, () => createCodeVerifier());
    expect(verifiers.filter((v) => !/^[A-Za-z0-9_-]{43}$/.test(v))).toEqual([]);
    expect(new Set(verifiers).size).toBe(10_000);
  });
});
