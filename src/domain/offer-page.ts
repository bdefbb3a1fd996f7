// docs/behaviour/2-screens.md (Take ticket) and docs/behaviour/4-states.md (Reserve and queue flows): whether the offer page shows its
// form (and Submit) for the queue's latest figures, and what it says when it does not. A switched
// off queue is closed; outside office hours the reference server answers pass 'N' with state
// NORMAL, which the refusal by state leaves unexplained, so the page says "outside office hours"
// (with the location's opening times when known). For a state the brief gives no offer-page message, the
// page still says a ticket cannot be taken now rather than leave a form without its button.
import type { LocationServiceAnswer, QueueInfo } from '../common/api-contract.ts';
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

export interface HeldAnswer {
  serviceId: string;
  locationId: string;
  answer: Pick<LocationServiceAnswer, 'ticket'>;
  /** When it came (ms). */
  at: number;
}

/**
 * What a queue page knows before its own first poll answers: the queue's state in the
 * location-service answer the citizen came through (start-up or the queue-or-book page), when it
 * is about this service at this location and younger than one poll. That answer carries no figures
 * and no reminder bounds (the contract gives them in counterInfo only): the figures are unknown
 * (-1, not shown) and the reminder waits for the poll; pass, state and office time are there, so
 * the form or the refusal shows a round trip sooner.
 */
export function heldFigures(held: HeldAnswer | null | undefined, serviceId: number | string, locationId: number | string, now: number, maxAgeMs: number): QueueInfo | null {
  if (!held || held.serviceId !== String(serviceId) || held.locationId !== String(locationId)) return null;
  if (now - held.at < 0 || now - held.at > maxAgeMs) return null;
  const { ticket } = held.answer;
  return {
    waitCount: -1,
    openCounter: -1,
    notCheckInCount: -1,
    pass: ticket.pass,
    queueState: ticket.queueState,
    status: ticket.status,
    isOfficeTime: ticket.isOfficeTime,
  };
}
