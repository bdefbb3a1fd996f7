// How a ticket is answered on the wire (docs/behaviour/3-entities.md, the jettonDetail and the
// ticket lists), shaped from the rows of server/booking/ticket-reads.ts: the one place the
// booking, queue and ticket routes shape a ticket, so a stricter answer mode changes it here.
// Names stay Texts until ok() answers them in the request's language.
import type * as contract from '../../src/common/api-contract.ts';
import { wireDate } from '../../src/common/wire-dates.ts';
import { qrPngDataUri, ticketQrContent } from '../booking/qr-image.ts';
import { isActive, type ListedTicket, type TicketDetail } from '../booking/ticket-reads.ts';
import { textsOf } from '../i18n/messages.ts';
import type { InLanguage } from '../i18n/texts.ts';

export function jettonDetail({ row: t, counter }: TicketDetail) {
  const queue = t.ticket_type === 'QUEUE';
  const detail = {
    id: t.id,
    uid: t.uid,
    jettonCode: t.jetton_code,
    qrcodeImg: qrPngDataUri(ticketQrContent(t.uid)),
    ticketType: t.ticket_type,
    ticketState: t.state as contract.TicketState,
    bookingDate: t.booking_date ? wireDate(t.booking_date) : null,
    bookingTime: t.booking_time,
    ticketDate: wireDate(t.ticket_date),
    mobArea: t.mob_area,
    mobNum: t.mob_num,
    identifyNo: t.identify_no,
    businessCode: t.business_code,
    cntToAlert: t.cnt_to_alert,
    serviceId: t.service_id,
    locationId: t.location_id,
    departmentId: t.department_id,
    departmentCode: t.department_code,
    serviceName: t.service_name,
    locationName: t.location_name,
    telephone: t.telephone,
    address: t.address,
    latitude: t.latitude,
    longitude: t.longitude,
    waitCount: counter?.waitCount ?? null,
    notCheckInCount: counter?.notCheckInCount ?? null,
    openCounter: counter?.openCounter ?? null,
    jettonInfo: {
      area: t.location_name,
      subArea: t.service_name,
      htmlText: textsOf(queue ? 'noticeQueue' : 'noticeReservation'),
    },
  };
  return detail satisfies Answered<typeof detail, contract.JettonDetail>;
}

/** GET favourite/tickets: queue tickets and bookings apart, in the order listed. */
export function ticketLists(listed: ListedTicket[]) {
  const entries = listed.map(({ row: t, counter }) => {
    const entry = {
      ticket: {
        id: t.id,
        uid: t.uid,
        jettonCode: t.jetton_code,
        bookingDate: t.booking_date ? wireDate(t.booking_date) : null,
        bookingTime: t.booking_time,
        ticketState: t.state as contract.TicketState,
        ticketType: t.ticket_type,
        ticketDate: wireDate(t.ticket_date),
      },
      serviceId: t.service_id,
      locationId: t.location_id,
      serviceName: t.service_name,
      locationName: t.location_name,
      waitCount: t.ticket_type === 'QUEUE' && isActive(t.state) ? (counter?.waitCount ?? null) : null,
      notCheckInCount: t.ticket_type === 'QUEUE' && isActive(t.state) ? (counter?.notCheckInCount ?? null) : null,
    };
    return entry satisfies Answered<typeof entry, contract.TicketListEntry>;
  });
  return {
    queueTickets: entries.filter((e) => e.ticket.ticketType === 'QUEUE'),
    bookingTickets: entries.filter((e) => e.ticket.ticketType !== 'QUEUE'),
  };
}

/** T, which answered in one language must be the contract's W (a field shaped otherwise fails the type check). */
type Answered<T, W> = InLanguage<T> extends W ? T : never;
