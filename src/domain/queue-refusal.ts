// docs/behaviour/4-states.md (Reserve and queue flows): why a queue ticket cannot be taken when the queue's
// pass is 'N', as a message key. The queue-or-book page and the offer-number page differ only
// for an unknown state: the first says "system abnormal", the second says nothing.
import type { MessageKey } from '../i18n/translate.ts';

export type QueuePage = 'queueOrBook' | 'offerNum';

const BY_STATE: Record<string, MessageKey> = {
  NOTBUSY: 'messages.notBusy',
  FULL: 'messages.full',
  NOCOUNTER: 'messages.noCounter',
  // Not in the spec's list: the reference server answers CLOSED when the queue is switched off
  // or outside office hours, and "ticket-taking is closed" is what the citizen needs to read.
  CLOSED: 'messages.queueClosed',
};

/** The message to show, or null when a ticket can be taken (or the page shows nothing). */
export function queueRefusal(pass: string | null | undefined, queueState: string | null | undefined, page: QueuePage): MessageKey | null {
  if (pass !== 'N') return null;
  const key = queueState ? BY_STATE[queueState] : undefined;
  if (key) return key;
  return page === 'queueOrBook' ? 'messages.systemAbnormal' : null;
}
