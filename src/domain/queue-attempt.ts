// A retry of a queue-ticket request after its answer was lost (docs/conventions.md (No automatic retries): a retry is the
// citizen's choice and carries the same Idempotency-Key). The server stores the first answer
// under the key together with a hash of the request, and refuses a replay whose request differs;
// an anonymous request carries its SMS code, which the first try spent. So while a try's outcome
// is unknown, the next tap sends that same request again (same key, same code) to learn what
// became of it; only an answer, a ticket or a refusal, ends the doubt.
import type { QueueRequest } from '../common/api-contract.ts';

export interface SentRequest {
  /** The Idempotency-Key it went with (the store's attemptKey). */
  key: string;
  request: QueueRequest;
}

/**
 * No HTTP answer came back (status 0: timeout, connection lost), or a gateway answered in the
 * server's place (502, 504): the server may have issued the ticket.
 */
export function answerMayBeLost(status: number): boolean {
  return status === 0 || status === 502 || status === 504;
}

/** What to send now: the try still in doubt under the same key, else the request as the form has it. */
export function requestToSend(fresh: QueueRequest, key: string, inDoubt: SentRequest | null): SentRequest {
  if (inDoubt && inDoubt.key === key) return inDoubt;
  return { key, request: fresh };
}

/** The try in doubt after this one: itself when its answer may be lost, none once it was answered. */
export function inDoubtAfter(sent: SentRequest, failureStatus: number | null): SentRequest | null {
  return failureStatus !== null && answerMayBeLost(failureStatus) ? sent : null;
}
