// Fair share (docs/abuse-resistance.md "Fair share"), with the defaults: 2 active bookings of a
// service a day and 2 active tickets a queue per citizen, counted by account, mobile and identity
// number; refused with a 602 that names the field to show it by.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { issueToken } from '../auth/token.ts';
import { call, value } from '../test-support/http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { TEST_CLOCK, bookableDays, plainOffering, reservation, smsCitizen, type PlainOffering } from './test-kit.ts';

const N = 2;
const M = 2;
let server: TestServer;
let booking: PlainOffering;
let days: string[];
/** Times with room on each of `days`. */
let times: string[];
beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false, citizenBookingsPerServicePerDay: N, citizenTicketsPerQueue: M });
  booking = await plainOffering(server.db, 'booking', 1);
  days = await bookableDays(server.url, booking, 2);
  const open = async (day: string) =>
    (await value(server.url, '/api/booking/time', { body: { serviceId: booking.serviceId, locationId: booking.locationId, bookingDate: day } })).totalTimeSlot
      .filter((slot: { enabled: boolean }) => slot.enabled)
      .map((slot: { timeSlot: string }) => slot.timeSlot) as string[];
  const [first, second] = await Promise.all(days.map(open));
  times = first!.filter((time) => second!.includes(time));
});
afterAll(async () => server?.close());

const book = (token: string, who: { mobArea: string; mobNum: string }, day: string, time: string, extra: Record<string, unknown> = {}) =>
  call(server.url, '/api/booking/webJetton', { token, body: { ...reservation(booking, who, day, time), ...extra }, language: 'en_us' });
const LIMIT_MESSAGE = { code: 602, message: `You already have ${N} bookings of this service on this day; please choose another date`, field: 'bookingDate' };

test(`a citizen's (N+1)th active booking of a service on one day is refused (N = ${N}); another day or another citizen is not, nor is moving one of the N`, async () => {
  const who = await smsCitizen(server);
  const [day, nextDay] = days as [string, string];
  const statuses = [];
  for (const time of times.slice(0, 3)) statuses.push((await book(who.token, who, day, time)).status);
  expect(statuses).toEqual([200, 200, 400]);
  expect((await book(who.token, who, day, times[3]!)).body).toEqual(LIMIT_MESSAGE);
  expect((await book(who.token, who, nextDay, times[3]!)).status).toBe(200);
  const other = await smsCitizen(server);
  expect((await book(other.token, other, day, times[3]!)).status).toBe(200);
  // Moving one of the two to another time that day is not a third.
  const { bookingTickets } = await value(server.url, '/api/favourite/tickets', { token: who.token });
  const first = bookingTickets.find((t: { ticket: { bookingDate: string } }) => t.ticket.bookingDate === day);
  const moved = await call(server.url, '/api/booking/updateTicket', { method: 'PUT', token: who.token, body: { ...reservation(booking, who, day, times[4]!), id: first.ticket.id } });
  expect(moved.status).toBe(200);
});

test('the share is counted by mobile and by identity number too: two accounts that give one mobile, or one identity number, share it', async () => {
  const [day] = days as [string];
  const account = (n: number) => issueToken(server, { euid: `MO-77000${n}`, kind: 'oneAccount', mobArea: '853', mobNum: `6677000${n}` });
  const sameMobile = { mobArea: '853', mobNum: '66770999' };
  expect((await book(await account(1), sameMobile, day, times[5]!)).status).toBe(200);
  expect((await book(await account(2), sameMobile, day, times[6]!)).status).toBe(200);
  expect((await book(await account(3), sameMobile, day, times[7]!)).body).toEqual(LIMIT_MESSAGE);
  const identity = { identifyNo: '5215299(8)' };
  expect((await book(await account(4), { mobArea: '853', mobNum: '66770004' }, day, times[5]!, identity)).status).toBe(200);
  expect((await book(await account(5), { mobArea: '853', mobNum: '66770005' }, day, times[6]!, identity)).status).toBe(200);
  expect((await book(await account(6), { mobArea: '853', mobNum: '66770006' }, day, times[7]!, identity)).body).toEqual(LIMIT_MESSAGE);
});

test(`a citizen's (M+1)th active ticket in one queue is refused (M = ${M}); a one-account ticket only for the account's own mobile`, async () => {
  const queue = await plainOffering(server.db, 'queue', 3);
  const token = await issueToken(server, { euid: 'MO-7710001', kind: 'oneAccount', mobArea: '853', mobNum: '66771001' });
  const take = (mobNum: string) =>
    call(server.url, '/api/queue/requestQueueTicket', { token, language: 'en_us', body: { serviceId: queue.serviceId, locationId: queue.locationId, mobArea: '', mobNum, cntToAlert: null } });
  const answers = [await take('66771001'), await take('66771001'), await take('66771001')];
  expect(answers.map((a) => a.status)).toEqual([200, 200, 400]);
  expect(answers[2]!.body).toEqual({ code: 602, message: `You already have ${M} tickets in this queue; please use or cancel them first`, field: 'mobNum' });
  const other = await take('66771002');
  expect(other.body).toEqual({ code: 602, message: 'With a one-account login, a ticket can only be taken with your own mobile number', field: 'mobNum' });
});

test(`N+4 bookings of one citizen sent at the same moment: exactly N = ${N} are booked, the rest refused with the share's message (the count and the write are one step per citizen)`, async () => {
  const who = await smsCitizen(server);
  const [day] = days as [string];
  // Each at its own time, so that only the share can refuse; and N+4 rather than N+1, so that a
  // race has every chance to show. Both runs (PGlite, PostgreSQL) interleave the requests.
  const sent = times.slice(0, N + 4);
  const answers = await Promise.all(sent.map((time) => book(who.token, who, day, time)));
  console.log(`${sent.length} concurrent bookings for one citizen, share ${N}: ${answers.filter((a) => a.status === 200).length} booked`);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(N);
  expect(answers.filter((a) => a.status !== 200).map((a) => a.body)).toEqual(Array(sent.length - N).fill(LIMIT_MESSAGE));
  const { bookingTickets } = await value(server.url, '/api/favourite/tickets', { token: who.token });
  expect(bookingTickets.filter((t: { ticket: { bookingDate: string } }) => t.ticket.bookingDate === day)).toHaveLength(N);
});

test(`M+3 queue tickets of one citizen asked for at the same moment: exactly M = ${M} are taken`, async () => {
  const queue = await plainOffering(server.db, 'queue', 4);
  const token = await issueToken(server, { euid: 'MO-7720001', kind: 'oneAccount', mobArea: '853', mobNum: '66772001' });
  const answers = await Promise.all(Array.from({ length: M + 3 }, () =>
    call(server.url, '/api/queue/requestQueueTicket', { token, language: 'en_us', body: { serviceId: queue.serviceId, locationId: queue.locationId, mobArea: '', mobNum: '66772001', cntToAlert: null } })));
  console.log(`${answers.length} concurrent queue tickets for one citizen, share ${M}: ${answers.filter((a) => a.status === 200).length} taken`);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(M);
  expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.message))).toEqual(new Set([`You already have ${M} tickets in this queue; please use or cancel them first`]));
});
