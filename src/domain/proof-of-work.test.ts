// docs/abuse-resistance.md "Proof of work": the widget's solver against challenges made by
// altcha-lib (what the reference server uses), checked by altcha-lib's own verifySolution.
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, test } from 'vitest';
import { challengeOf, solutionPayload, solveChallenge, type Digest } from './proof-of-work.ts';

const webCrypto: Digest = (algorithm, data) => crypto.subtle.digest(algorithm, data);
const HMAC_KEY = 'a test key';

describe('proof of work: solving an ALTCHA challenge', () => {
  test.each([0, 1, 31, 32, 777, 1000])('the number %i is found, and altcha-lib accepts the payload', async (number) => {
    const made = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 1000, number });
    const challenge = challengeOf({ code: 602, altcha: made })!;
    const found = await solveChallenge(challenge, webCrypto);
    expect(found).toBe(number);
    expect(await verifySolution(solutionPayload(challenge, found!), HMAC_KEY)).toBe(true);
  });

  test('a salt with parameters (the expiry) is hashed as it is', async () => {
    const made = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 500, number: 321, expires: new Date(Date.now() + 60_000) });
    expect(made.salt).toMatch(/\?expires=\d+&$/);
    const challenge = challengeOf({ altcha: made })!;
    expect(await solveChallenge(challenge, webCrypto)).toBe(321);
  });

  test('SHA-512 and SHA-1, the other algorithms ALTCHA names, are solved too', async () => {
    for (const algorithm of ['SHA-512', 'SHA-1'] as const) {
      const made = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 100, number: 42, algorithm });
      expect(await solveChallenge(challengeOf({ altcha: made })!, webCrypto)).toBe(42);
    }
  });

  test('no number up to maxnumber matches → null, after trying each once', async () => {
    const made = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 1000, number: 900 });
    let tried = 0;
    const counting: Digest = (algorithm, data) => {
      tried += 1;
      return webCrypto(algorithm, data);
    };
    expect(await solveChallenge({ ...challengeOf({ altcha: made })!, maxnumber: 100 }, counting)).toBeNull();
    expect(tried).toBe(101);
  });

  test('an aborted search stops and answers null', async () => {
    const made = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 100_000, number: 99_999 });
    const controller = new AbortController();
    let tried = 0;
    const abortAfterSome: Digest = (algorithm, data) => {
      if (++tried === 100) controller.abort();
      return webCrypto(algorithm, data);
    };
    expect(await solveChallenge(challengeOf({ altcha: made })!, abortAfterSome, controller.signal)).toBeNull();
    expect(tried).toBeLessThan(200);
  });
});

describe('proof of work: what counts as a challenge in a refusal', () => {
  const good = { algorithm: 'SHA-256', challenge: 'ab'.repeat(32), maxnumber: 10, salt: 'abc?expires=1&', signature: 'cd'.repeat(32) };

  test('a refusal without altcha, or with one that is not ALTCHA\'s, carries none', () => {
    expect(challengeOf({ code: 602, message: 'no' })).toBeUndefined();
    expect(challengeOf(null)).toBeUndefined();
    expect(challengeOf('text')).toBeUndefined();
    expect(challengeOf({ altcha: { ...good, algorithm: 'MD5' } })).toBeUndefined();
    expect(challengeOf({ altcha: { ...good, challenge: 'xyz' } })).toBeUndefined();
    expect(challengeOf({ altcha: { ...good, maxnumber: -1 } })).toBeUndefined();
    expect(challengeOf({ altcha: { ...good, salt: '鹽' } })).toBeUndefined();
  });

  test('ALTCHA\'s challenge is taken, its algorithm and digest in one case; no maxnumber means ALTCHA\'s 1,000,000', () => {
    expect(challengeOf({ altcha: { ...good, algorithm: 'sha-256', challenge: good.challenge.toUpperCase() } })).toEqual(good);
    const { maxnumber: _, ...withoutMax } = good;
    expect(challengeOf({ altcha: withoutMax })?.maxnumber).toBe(1_000_000);
  });
});
