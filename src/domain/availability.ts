// docs/behaviour/4-states.md (Availability): what is open there adds up to a sum
// (booking 1, timed ticket 2, queue in office hours 4, queue outside office hours 8), and the sum
// decides where the citizen goes next.
import type { LocationServiceAnswer } from '../common/api-contract.ts';
import type { MessageKey } from '../i18n/translate.ts';
import type { RoutePath } from './route-guard.ts';

const BOOKING_OPEN = 1;
const TIMED_TICKET_OPEN = 2;
const QUEUE_OPEN_IN_OFFICE_HOURS = 4;
const QUEUE_OPEN_OUTSIDE_OFFICE_HOURS = 8;

/** The flags of GET booking/locationService/{serviceId}/{locationId} as one sum. */
export function availabilitySum(answer: Pick<LocationServiceAnswer, 'booking' | 'ticket'>): number {
  let sum = 0;
  if (answer.booking.status) sum += BOOKING_OPEN;
  if (answer.booking.timeTicketStatus) sum += TIMED_TICKET_OPEN;
  if (answer.ticket.status) sum += answer.ticket.isOfficeTime ? QUEUE_OPEN_IN_OFFICE_HOURS : QUEUE_OPEN_OUTSIDE_OFFICE_HOURS;
  return sum;
}

export type AvailabilityNext =
  | { kind: 'error'; messageKey: MessageKey }
  | { kind: 'route'; route: RoutePath; onlyTimeTicket: boolean };

/**
 * 0: nothing can be booked (error). 1, 2 or 3: the parameters page when the service has
 * reservation parameters, else the reserve page; 2 alone means only timed tickets. 4: take a
 * queue ticket. Any other sum: the choice between queue and booking.
 */
export function nextAfterAvailability(sum: number, service: { openReservationParameter: boolean }): AvailabilityNext {
  if (sum === 0) return { kind: 'error', messageKey: 'messages.errorServiceCanNotBooking' };
  if (sum === 1 || sum === 2 || sum === 3) {
    return { kind: 'route', route: service.openReservationParameter ? '/setParams' : '/reserve', onlyTimeTicket: sum === TIMED_TICKET_OPEN };
  }
  if (sum === QUEUE_OPEN_IN_OFFICE_HOURS) return { kind: 'route', route: '/offerNum', onlyTimeTicket: false };
  return { kind: 'route', route: '/queueOrBook', onlyTimeTicket: false };
}
