// docs/behaviour/2-screens.md (Queue-or-book choice) from the location-service answer (docs/behaviour/3-entities.md): the take-ticket entry
// when the queue's status is on, disabled outside office time; the booking entry when booking or
// timed tickets are on. Outside office time the answer's pass is 'N' as well, which says nothing
// more than "off time": the refusal by queue state is for a queue that fails in office hours.
import type { LocationServiceAnswer } from '../common/api-contract.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { queueRefusal } from './queue-refusal.ts';
import type { RoutePath } from './route-guard.ts';
import { serviceTileState, type TileState } from './service-tile.ts';

export interface QueueOrBookEntries {
  /** null: no take-ticket entry. */
  takeTicket: { tile: TileState; refusal: MessageKey | null } | null;
  /** null: no booking entry. */
  booking: { onlyTimedTickets: boolean; route: RoutePath } | null;
}

/** `officeHours`: the location's opening-time text, shown when the queue is off time. */
export function queueOrBookEntries(
  answer: Pick<LocationServiceAnswer, 'booking' | 'ticket'>,
  officeHours?: string | null,
  service: { openReservationParameter: boolean } = { openReservationParameter: false },
): QueueOrBookEntries {
  const { ticket, booking } = answer;
  const takeTicket = ticket.status
    ? {
        tile: serviceTileState({ open: true, disabled: !ticket.isOfficeTime, officeHours }),
        refusal: ticket.isOfficeTime ? queueRefusal(ticket.pass, ticket.queueState, 'queueOrBook') : null,
      }
    : null;
  const bookable = booking.status || booking.timeTicketStatus;
  return {
    takeTicket,
    // As docs/behaviour/4-states.md's availability sum leads a booking: the parameters page first when the service has them.
    booking: bookable ? { onlyTimedTickets: booking.timeTicketStatus && !booking.status, route: service.openReservationParameter ? '/setParams' : '/reserve' } : null,
  };
}
