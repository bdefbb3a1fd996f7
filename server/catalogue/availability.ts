// The location-service answer of docs/behaviour/3-entities.md: booking and timed-ticket status, the queue's
// status with office time, pass and queueState (plus the live figures the queue-or-book page
// shows), and the identity-card flags. Queue figures and office time come from the booking
// side's queue module, so this answer and the take-ticket page never disagree.
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';
import { queueFigures, type QueueState } from '../queue/figures.ts';

export interface LocationServiceAnswer {
  booking: { status: boolean; timeTicketStatus: boolean };
  ticket: {
    status: boolean; isOfficeTime: boolean; pass: 'Y' | 'N'; queueState: QueueState;
    waitCount: number; openCounter: number; notCheckInCount: number;
  };
  checkIdCardReservation: boolean;
  checkIdCardTime: boolean;
  checkIdCardQueue: boolean;
}

interface OfferingRow {
  booking_open: boolean; timed_ticket_open: boolean; queue_open: boolean;
  check_id_card_reservation: boolean; check_id_card_time: boolean; check_id_card_queue: boolean;
  closed: boolean;
}

export async function locationService(
  db: Queryable, clock: Clock, serviceId: number, locationId: number,
): Promise<LocationServiceAnswer | undefined> {
  const [o] = await db.query<OfferingRow>(
    `SELECT sl.booking_open, sl.timed_ticket_open, sl.queue_open, sl.check_id_card_reservation, sl.check_id_card_time,
            sl.check_id_card_queue, (sl.suspended OR s.suspended OR l.suspended OR d.suspended) AS closed
       FROM service_locations sl JOIN services s ON s.id = sl.service_id JOIN locations l ON l.id = sl.location_id
       JOIN departments d ON d.id = s.department_id
      WHERE sl.service_id = $1 AND sl.location_id = $2`,
    [serviceId, locationId],
  );
  if (!o) return undefined;
  const q = await queueFigures(db, clock, serviceId, locationId);
  const queueOpen = o.queue_open && !o.closed && (q?.status ?? false);
  return {
    booking: { status: o.booking_open && !o.closed, timeTicketStatus: o.timed_ticket_open && !o.closed },
    ticket: {
      status: queueOpen,
      isOfficeTime: q?.isOfficeTime ?? false,
      // A suspended department closes the queue even when the offering itself is on.
      pass: queueOpen && q?.pass === 'Y' ? 'Y' : 'N',
      queueState: queueOpen ? (q?.queueState ?? 'CLOSED') : 'CLOSED',
      waitCount: q?.waitCount ?? 0,
      openCounter: q?.openCounter ?? 0,
      notCheckInCount: q?.notCheckInCount ?? 0,
    },
    checkIdCardReservation: o.check_id_card_reservation,
    checkIdCardTime: o.check_id_card_time,
    checkIdCardQueue: o.check_id_card_queue,
  };
}
