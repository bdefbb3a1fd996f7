import { describe, expect, test } from 'vitest';
import type { JettonDetail, TicketType } from '../common/api-contract.ts';
import { t } from '../i18n/translate.ts';
import { businessCodeAfter, inNotes, namesTicket, successActions, successArrival, successBack, ticketPlaceToRead, ticketWithPlace, successDetails, successMapPlace, successTitleKey, type NotesOutcome, type SuccessArrival, type SuccessCitizen } from './success-page.ts';

const titles: Array<[string, TicketType, SuccessArrival, string]> = [
  ['a reservation just booked → "Booking successful"', 'RESERCATION', 'new', 'Booking successful'],
  ['a queue ticket just taken → "Ticket taken"', 'QUEUE', 'new', 'Ticket taken'],
  ['a timed ticket just taken → "Timed ticket taken"', 'PERIOD', 'new', 'Timed ticket taken'],
  ['an existing reservation → "Booking details"', 'RESERCATION', 'existing', 'Booking details'],
  ['an existing queue ticket → "Ticket details"', 'QUEUE', 'existing', 'Ticket details'],
  ['an existing timed ticket → "Timed ticket details"', 'PERIOD', 'existing', 'Timed ticket details'],
  ['a ticket registered by its QR code → "Registration successful"', 'QUEUE', 'registered', 'Registration successful'],
];

describe('docs/behaviour/2-screens.md (Success and ticket detail): title by ticket type and new versus existing', () => {
  test.each(titles)('%s', (_name, type, arrival, expected) => {
    expect(t('en_us', successTitleKey(type, arrival))).toBe(expected);
  });
});

describe('docs/behaviour/2-screens.md (Success and ticket detail): reached after a booking, a queue ticket, a QR registration or a memo jump', () => {
  test.each<[string, Parameters<typeof successArrival>[0], SuccessArrival]>([
    ['registered by its QR code → registered', { registered: true }, 'registered'],
    ['just taken or booked → new', { isNew: true }, 'new'],
    ['a memo jump, a ticket opened from the list → existing', {}, 'existing'],
  ])('%s', (_name, state, expected) => {
    expect(successArrival(state)).toBe(expected);
    if (expected === 'registered') expect(t('en_us', successTitleKey('QUEUE', successArrival(state)))).toBe('Registration successful');
  });
});

describe('docs/behaviour/4-states.md (Ticket page): after a new booking back goes home; for an existing ticket, to the previous page', () => {
  test.each([
    ['new → home', 'new', 'home'],
    ['registered by QR → home', 'registered', 'home'],
    ['existing (my tickets, memo link) → previous page', 'existing', 'previous'],
  ] as const)('%s', (_name, arrival, expected) => {
    expect(successBack(arrival)).toBe(expected);
  });
});

type Ticket = Pick<JettonDetail, 'ticketType' | 'ticketState' | 'bookingDate' | 'bookingTime' | 'serviceId' | 'locationId'>;
const BOOKING: Ticket = { ticketType: 'RESERCATION', ticketState: 'WAITING', bookingDate: '01/12/2026', bookingTime: '09:30', serviceId: 3029, locationId: 213 };
const QUEUE: Ticket = { ticketType: 'QUEUE', ticketState: 'WAITING', bookingDate: null, bookingTime: null, serviceId: 3002, locationId: 201 };
const on = (a: ReturnType<typeof successActions>) => Object.entries(a).filter(([, v]) => v).map(([k]) => k).join(' ') || 'none';
const ANONYMOUS: SuccessCitizen = { loggedIn: false, oneAccount: false };
const SMS: SuccessCitizen = { loggedIn: true, oneAccount: false };
const ONE_ACCOUNT: SuccessCitizen = { loggedIn: true, oneAccount: true };

const actions: Array<[string, Ticket, SuccessArrival, SuccessCitizen, string]> = [
  ['a new booking, anonymous → add to calendar only', BOOKING, 'new', ANONYMOUS, 'calendar'],
  ['a new booking, logged in by SMS code → calendar and favourite', BOOKING, 'new', SMS, 'calendar favourite'],
  ['a new booking, one-account → notes, calendar and favourite', BOOKING, 'new', ONE_ACCOUNT, 'notes calendar favourite'],
  ['an existing booking → cancel, edit, calendar, favourite', BOOKING, 'existing', SMS, 'cancel edit calendar favourite'],
  ['an existing booking opened without a login (a memo link) → calendar only: cancel, edit and favourites need the holder’s token', BOOKING, 'existing', ANONYMOUS, 'calendar'],
  ['an existing queue ticket → cancel, favourite, counters polled; no edit (reservations only), no calendar (no time)', QUEUE, 'existing', SMS, 'cancel favourite pollCounter'],
  ['an existing timed ticket → cancel, calendar, favourite; no edit', { ...BOOKING, ticketType: 'PERIOD' }, 'existing', SMS, 'cancel calendar favourite'],
  ['a new queue ticket → counters polled, its holder is waiting (no cancel for a new ticket)', QUEUE, 'new', ANONYMOUS, 'pollCounter'],
  ['an existing booking already TREATED → nothing to cancel, edit or add; still a favourite service', { ...BOOKING, ticketState: 'TREATED' }, 'existing', SMS, 'favourite'],
  ['an existing queue ticket ABSENT, one-account → notes and favourite, no polling', { ...QUEUE, ticketState: 'ABSENT' }, 'existing', ONE_ACCOUNT, 'notes favourite'],
  ['a cancelled booking → nothing to cancel, edit or add', { ...BOOKING, ticketState: 'CANCELLED' }, 'existing', SMS, 'favourite'],
  ['a ticket without its service or location id → no favourite (docs/behaviour/5-validation.md needs both)', { ...BOOKING, locationId: undefined }, 'new', SMS, 'calendar'],
];

describe('docs/behaviour/2-screens.md existing tickets have cancel and edit (reservations only); notes for one-account; calendar for bookings; favourites with a login', () => {
  test.each(actions)('%s', (_name, ticket, arrival, citizen, expected) => {
    expect(on(successActions(ticket, arrival, citizen))).toBe(expected);
  });
});

describe('the ticket a route names: its id, or its uid (memo link, QR code)', () => {
  const ticket = { id: 41, uid: '3f9a0c2e7b6d4e1f8a5b2c9d0e1f2a3b' };
  test.each<[string, string | number | null | undefined, boolean]>([
    ['the same id as a number → yes', 41, true],
    ['the same id as text → yes', '41', true],
    ['its uid → yes', '3f9a0c2e7b6d4e1f8a5b2c9d0e1f2a3b', true],
    ['its uid in capitals (as a QR code writes it) → yes', '3F9A0C2E7B6D4E1F8A5B2C9D0E1F2A3B', true],
    ['another id → no', 42, false],
    ['nothing named → no', undefined, false],
    ['an empty name → no', '', false],
  ])('%s', (_name, wanted, expected) => {
    expect(namesTicket(ticket, wanted)).toBe(expected);
  });
  test('a ticket without a uid is named by its id alone', () => {
    expect(namesTicket({ id: 41 }, 'undefined')).toBe(false);
  });
});

const notes: Array<[string, string | null, NotesOutcome, string | null]> = [
  ['not in notes, add answers a businessCode → set from the answer', null, { added: { businessCode: 'BC-7' } }, 'BC-7'],
  ['in notes, remove → cleared', 'BC-7', { removed: true }, null],
  ['not in notes, add fails (silently) → unchanged', null, { failed: true }, null],
  ['in notes, remove fails (silently) → unchanged', 'BC-7', { failed: true }, 'BC-7'],
  ['add answers without a businessCode → unchanged', null, { added: { businessCode: '' } }, null],
];

describe('docs/behaviour/4-states.md the notes button toggles on businessCode', () => {
  test.each(notes)('%s', (_name, current, outcome, expected) => {
    const next = businessCodeAfter(current, outcome);
    expect(next).toBe(expected);
    expect(inNotes(next)).toBe(expected !== null);
  });
});

const DETAIL_QUEUE = {
  ticketType: 'QUEUE' as const,
  bookingDate: null,
  bookingTime: null,
  ticketDate: '01/12/2026',
  mobArea: '853',
  mobNum: '6612****',
  jettonInfo: { area: 'DSI Headquarters', subArea: 'Travel permit', htmlText: '<p>…</p>' },
};
const DETAIL_BOOKING = { ...DETAIL_QUEUE, ticketType: 'RESERCATION' as const, bookingDate: '03/12/2026', bookingTime: '09:30' };
const shown = (details: ReturnType<typeof successDetails>) =>
  details.map((d) => `${d.field}=${'text' in d ? d.text : 'date' in d ? d.date : d.count}`).join(' ');

describe('docs/behaviour/2-screens.md success page details: area and sub-area, booking date and time (reservations), counts (queues), phone, ticket date', () => {
  test.each<[string, Parameters<typeof successDetails>[0], Parameters<typeof successDetails>[1], string]>([
    ['a queue ticket with its counter → counts, no booking date or time', DETAIL_QUEUE, { waitCount: 4, notCheckInCount: 2, openCounter: 3 }, 'area=DSI Headquarters subArea=Travel permit waitCount=4 notCheckInCount=2 phone=+853 6612**** ticketDate=01/12/2026'],
    ['a queue ticket with nobody not checked in → that count left out (docs/behaviour/5-validation.md)', DETAIL_QUEUE, { waitCount: 0, notCheckInCount: 0, openCounter: 1 }, 'area=DSI Headquarters subArea=Travel permit waitCount=0 phone=+853 6612**** ticketDate=01/12/2026'],
    ['a queue ticket whose figures are unknown (-1) → no counts', DETAIL_QUEUE, { waitCount: -1, notCheckInCount: -1, openCounter: -1 }, 'area=DSI Headquarters subArea=Travel permit phone=+853 6612**** ticketDate=01/12/2026'],
    ['a reservation → booking date and time, no counts', DETAIL_BOOKING, { waitCount: 4, notCheckInCount: 2, openCounter: 3 }, 'area=DSI Headquarters subArea=Travel permit bookingDate=03/12/2026 bookingTime=09:30 phone=+853 6612**** ticketDate=01/12/2026'],
    ['a phone without area → the number alone; no sub-area → left out', { ...DETAIL_QUEUE, mobArea: null, jettonInfo: { area: 'X' } }, null, 'area=X phone=6612**** ticketDate=01/12/2026'],
  ])('%s', (_name, ticket, counter, expected) => {
    expect(shown(successDetails(ticket, counter))).toBe(expected);
  });
});

describe('docs/behaviour/2-screens.md map link: fetch the location when the ticket lacks its id or longitude', () => {
  test.each<[string, Parameters<typeof successMapPlace>[0], ReturnType<typeof successMapPlace>]>([
    ['id and coordinates → the ticket’s place', { locationId: 201, latitude: 22.19, longitude: 113.54 }, { kind: 'place' }],
    ['no longitude → fetch location 201', { locationId: 201, latitude: 22.19, longitude: null }, { kind: 'fetch', locationId: 201 }],
    ['no id → nothing to fetch (notMapInfo)', { latitude: 22.19, longitude: 113.54 }, { kind: 'fetch', locationId: null }],
  ])('%s', (_name, ticket, expected) => {
    expect(successMapPlace(ticket)).toEqual(expected);
  });
});

describe('docs/behaviour/3-entities.md (jettonDetail names its service and location by id only): their names and place read from booking/service/id and booking/location', () => {
  const bare = { id: 7, jettonCode: 'A001', ticketType: 'RESERCATION' as const, serviceId: 3002, locationId: 201 };
  test('a ticket with ids only → both read; with its names → none; without ids → none', () => {
    expect(ticketPlaceToRead(bare)).toEqual({ serviceId: 3002, locationId: 201 });
    expect(ticketPlaceToRead({ ...bare, serviceName: 'Renewal', locationName: 'HQ' })).toEqual({ serviceId: null, locationId: null });
    expect(ticketPlaceToRead({ ...bare, serviceId: undefined, locationId: '' })).toEqual({ serviceId: null, locationId: null });
  });
  test('what was read fills what the ticket lacks; what it carries wins', () => {
    const location = { name: 'HQ', address: '1 Main St', telephone: '2888', latitude: 22.1, longitude: 113.5 };
    expect(ticketWithPlace(bare, { name: 'Renewal' }, location)).toMatchObject({ serviceName: 'Renewal', locationName: 'HQ', address: '1 Main St', telephone: '2888', latitude: 22.1, longitude: 113.5 });
    expect(ticketWithPlace({ ...bare, serviceName: 'Own', address: 'Own St' }, { name: 'Renewal' }, location)).toMatchObject({ serviceName: 'Own', address: 'Own St' });
    expect(ticketWithPlace(bare, null, null)).toBe(bare);
  });
});
