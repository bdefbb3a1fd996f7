// Every 400 has one shape, whichever module refuses: {code, message} and nothing else, code
// 601 (the request is malformed) or 602 (the rules refuse it), and the message one of the
// server's texts in the language the request asked for. A sample of bad requests across the
// catalogue, search, favourites, tickets, bookings, parameters, queue, identity and consent,
// each sent in the four languages.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LANGUAGES, type Lang } from '../src/common/languages.ts';
import { issueToken } from './auth/token.ts';
import { MESSAGE_KEYS, t } from './i18n/messages.ts';
import { call } from './test-support/http.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';
import { TEST_CLOCK, plainOffering, reservation, smsCitizen, type PlainOffering } from './booking/test-kit.ts';

interface BadRequest {
  path: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  as?: 'oneAccount' | 'sms';
}

let server: TestServer;
let tokens: Record<'oneAccount' | 'sms', string>;
let booking: PlainOffering;
let queue: PlainOffering;

beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false });
  const sms = await smsCitizen(server);
  tokens = { oneAccount: await issueToken(server, { euid: 'MO-0000001', mobArea: '853', mobNum: '66123456', kind: 'oneAccount' }), sms: sms.token };
  booking = await plainOffering(server.db, 'booking');
  queue = await plainOffering(server.db, 'queue');
});
afterAll(() => server?.close());

const someone = { mobArea: '853', mobNum: '66123456' };

const SAMPLE = (): BadRequest[] => [
  // Catalogue and lookups
  { path: '/api/booking/departments/abc' },
  { path: '/api/booking/location/0' },
  { path: '/api/booking/reservationParameters/-1' },
  { path: '/api/app/location/201?page=x' },
  { path: '/api/app/service/1.5' },
  // Search
  { path: `/api/appms/services/keyword/${encodeURIComponent('<b>')}` },
  { path: '/api/appms/services/keyword', body: { keyword: '   ' } },
  { path: `/api/appms/services/publicService/${encodeURIComponent('a b')}` },
  // Favourites and recently used
  { path: '/api/favourite', body: { mobNum: '66123456', serviceId: 3002, locationId: 201, type: 'OTHER' }, as: 'oneAccount' },
  { path: '/api/favourite', body: { mobNum: '6612', mobArea: '86', serviceId: 3002, locationId: 201, type: 'QUEUE' }, as: 'oneAccount' },
  { path: '/api/history/services?size=x', as: 'oneAccount' },
  // Tickets and notes
  { path: '/api/favourite/tickets/abc', method: 'DELETE', as: 'oneAccount' },
  { path: '/api/favourite/memo', body: { ticketId: 'x' }, as: 'oneAccount' },
  // Bookings
  { path: '/api/booking/time', body: { serviceId: booking.serviceId, locationId: booking.locationId, bookingDate: '' } },
  { path: '/api/booking/time', body: '{"serviceId":' },
  { path: '/api/booking/recommendTimes', body: [1, 2] },
  { path: '/api/booking/webJetton', body: { ...reservation(booking, someone, '31/02/2027', '10:00') }, as: 'sms' },
  { path: '/api/booking/webJetton', body: { ...reservation(booking, someone, '01/12/2026', '25:00') }, as: 'sms' },
  { path: '/api/booking/webJetton', body: reservation(booking, someone, '01/12/2026', '10:00'), headers: { 'Idempotency-Key': 'two words' }, as: 'sms' },
  { path: '/api/booking/updateTicket', method: 'PUT', body: reservation(booking, someone, '01/12/2026', '10:00'), as: 'sms' },
  { path: '/api/booking/registerTicket', body: { mobArea: '853', mobNum: '66123456', qrcodeContent: 'not a ticket' } },
  { path: '/api/booking/registerTicket', body: { mobArea: '853', mobNum: 'abc' } },
  { path: '/api/booking/checkParameter', body: { serviceId: 'x', locationId: 1 } },
  // Queue
  { path: '/api/queue/requestQueueTicket', body: { serviceId: queue.serviceId, locationId: queue.locationId, mobArea: '86', mobNum: '23456789012' } },
  { path: '/api/queue/requestQueueTicket', body: { serviceId: queue.serviceId, locationId: queue.locationId, ...someone, cntToAlert: 'many' } },
  { path: '/api/queue/requestQueueTicket', body: { serviceId: queue.serviceId, locationId: queue.locationId, ...someone, messageCode: '' } },
  // Identity, sign-on and consent
  { path: '/api/verificationCode/abc', headers: { bookingSource: 'PCWeb' } },
  { path: '/api/valid', body: { areaCode: '853', mobileNumber: '' } },
  { path: '/api/getAccessToken', body: { code: 'nope', url: 'http://localhost/', codeVerifier: 'x' } },
  { path: '/api/app/consent', body: { account: 'x', deviceId: '' }, as: 'oneAccount' },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every text the server can answer in lang, its {{placeholders}} matching anything. */
const textsOf = (lang: Lang) => MESSAGE_KEYS.map((key) => new RegExp(`^${escape(t(lang, key)).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`));

test('every 400 from a sample across the modules is {code: 601|602, message} in the request\'s language', async () => {
  const seen: string[] = [];
  for (const language of LANGUAGES) {
    const texts = textsOf(language);
    for (const bad of SAMPLE()) {
      const token = bad.as ? tokens[bad.as] : undefined;
      const answer = await call(server.url, bad.path, { method: bad.method, body: bad.body, headers: bad.headers, token, language });
      const where = `${bad.method ?? (bad.body === undefined ? 'GET' : 'POST')} ${bad.path} ${JSON.stringify(bad.body ?? '')} (${language})`;
      expect(answer.status, where).toBe(400);
      expect(Object.keys(answer.body as object).sort(), where).toEqual(['code', 'message']);
      const { code, message } = answer.body as { code: number; message: string };
      expect([601, 602], where).toContain(code);
      expect(texts.some((text) => text.test(message)), `${where}: ${message}`).toBe(true);
      seen.push(`${code}`);
    }
  }
  // The sample reaches both kinds.
  expect(new Set(seen)).toEqual(new Set(['601', '602']));
});
