// The proof-of-work worker (docs/abuse-resistance.md "Proof of work"): solves one challenge with
// Web Crypto off the page's thread, so the page stays responsive while the digests run, and
// answers the number (null: none found) and how long the search took.
import { solveChallenge, type AltchaChallenge } from '../domain/proof-of-work.ts';

addEventListener('message', (event: MessageEvent<AltchaChallenge>) => {
  const started = performance.now();
  void solveChallenge(event.data, (algorithm, data) => crypto.subtle.digest(algorithm, data)).then(
    (number) => postMessage({ number, took: performance.now() - started }),
    () => postMessage({ number: null, took: performance.now() - started }),
  );
});
