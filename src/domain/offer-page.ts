// SPEC.md §2 "Take ticket" and §4 "Reserve and queue flows": whether the offer page shows its
// form (and Submit) for the queue's latest figures, and what it says when it does not. A switched
// off queue is closed; outside office hours the reference server answers pass 'N' with state
// NORMAL, which the refusal by state leaves unexplained, so the page says "outside office hours"
// (with the location's opening times when known). For a state §4 gives no offer-page message, the
// page still says a ticket cannot be taken now rather than leave a form without its button.
import type { QueueInfo } from '../api/types.ts';
import type { KeyedText } from '../i18n/translate.ts';
import { queueRefusal } from './queue-refusal.ts';

export type OfferFigures = Pick<QueueInfo, 'pass' | 'queueState' | 'status' | 'isOfficeTime'>;

export type OfferPageState =
  /** The live figures are not in yet: neither form nor message. */
  | { kind: 'waiting' }
  | { kind: 'form' }
  /** No Submit: the lines say why, the first one being the refusal itself. */
  | { kind: 'refused'; lines: KeyedText[] };

export function offerPageState(figures: OfferFigures | null | undefined, officeHours?: string | null): OfferPageState {
  if (!figures) return { kind: 'waiting' };
  if (figures.pass === 'Y') return { kind: 'form' };
  if (figures.status === false) return { kind: 'refused', lines: [{ key: 'messages.queueClosed' }] };
  if (figures.isOfficeTime === false) {
    const hours = officeHours?.trim();
    const lines: KeyedText[] = [{ key: 'pages.offerNum.outsideOfficeHours' }];
    if (hours) lines.push({ key: 'components.serviceTypeList.officeHours', params: { hours } });
    return { kind: 'refused', lines };
  }
  const key = queueRefusal(figures.pass ?? 'N', figures.queueState, 'offerNum');
  return { kind: 'refused', lines: [{ key: key ?? 'pages.offerNum.queueNotPassed' }] };
}
