// Solving a proof-of-work challenge for the transport (docs/abuse-resistance.md "Proof of work"):
// in a Web Worker, whose code travels inline in this chunk (a worker script must come from the
// page's own origin, and the widgets' files often come from another), started per challenge and
// ended with it. A page whose Content-Security-Policy allows no blob: or data: worker gets the same
// search on its own thread: each digest is awaited, so the page still answers meanwhile.
import SolverWorker from './challenge-worker.ts?worker&inline';
import { challengeOf, solutionPayload, solveChallenge, type AltchaChallenge } from '../domain/proof-of-work.ts';

interface WorkerAnswer {
  number: number | null;
  took: number;
}

function inWorker(challenge: AltchaChallenge, signal?: AbortSignal): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new SolverWorker();
    const end = () => {
      signal?.removeEventListener('abort', abort);
      worker.terminate();
    };
    const abort = () => {
      end();
      resolve(null);
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
      end();
      resolve(event.data.number);
    });
    worker.addEventListener('error', (event) => {
      end();
      reject(event.error ?? new Error('proof-of-work worker failed'));
    });
    worker.postMessage(challenge);
  });
}

/**
 * The solution to send with the request again (ALTCHA's payload), or null when the refusal
 * carries no challenge of ALTCHA's, none was found or the signal aborted.
 */
export async function solveRefusal(refusal: unknown, signal?: AbortSignal): Promise<string | null> {
  const challenge = challengeOf(refusal);
  if (!challenge) return null;
  let number: number | null;
  try {
    number = await inWorker(challenge, signal);
  } catch {
    number = await solveChallenge(challenge, (algorithm, data) => crypto.subtle.digest(algorithm, data), signal);
  }
  return number === null ? null : solutionPayload(challenge, number);
}
