// A retry never double-books (docs/conventions.md (No automatic retries) "a retry … carries the same idempotency key"): in Chromium
// against the reference server, a booking and a queue ticket reach the server, their answers are
// lost on the way back (the transport's `fetch` throws as a dropped connection does), the citizen
// retries with the attempt key the booking store kept, and the server holds exactly one of each.
import { expect } from 'chai';
import { loadAllLanguages } from '../load-dictionaries.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { createApi } from '../../../src/api/client.ts';
import type { JettonDetail } from '../../../src/common/api-contract.ts';
import { createBookingStore } from '../../../src/store/booking-store.ts';
import { findOpenQueue, findOpenSlot } from './open-offerings.ts';

await loadAllLanguages();

declare const describe: (name: string, body: () => void) => void;
/** Mocha's `it`; `this.timeout` widens the runner's 10 s for calls that walk the catalogue. */
declare const it: (name: string, body: (this: { timeout(ms: number): void }) => Promise<void>) => void;

const apiBase = (window as { __CB_API__?: string }).__CB_API__ ?? '/api';

/** A mobile number of this run alone, so the tickets counted below are this test's. */
const mobNum = `6${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** The page's fetch, except that the answer to the request after `loseNextAnswer()` never arrives. */
function answerLosingFetch() {
  let lose = false;
  const fetchLosing: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!lose) return response;
    lose = false;
    await response.arrayBuffer(); // the server has answered in full; the page never sees it
    throw new TypeError('Failed to fetch');
  };
  return { fetch: fetchLosing, loseNextAnswer: () => (lose = true) };
}

function setup() {
  let token: string | null = null;
  const network = answerLosingFetch();
  const api = createApi({
    baseURL: apiBase,
    platform: 'mobileWeb',
    getLanguage: () => 'en_us',
    getToken: () => token,
    fetch: network.fetch,
  });
  return { api, loseNextAnswer: network.loseNextAnswer, signIn: (jwt: string) => (token = jwt) };
}

async function lost(promise: Promise<JettonDetail>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).to.be.instanceOf(ApiError);
  return error as ApiError;
}

/** The newest SMS the server sent to the mobile number (the test-mode outbox). */
async function smsCode(fullMobile: string): Promise<string> {
  const response = await fetch(`${apiBase.replace(/\/api$/, '')}/dev/outbox?to=${fullMobile}`);
  const { value } = (await response.json()) as { value: Array<{ code: string }> };
  return value[0]!.code;
}

describe('a retry after a lost answer, with the booking store\'s attempt key', () => {
  it('a booking (POST booking/webJetton) and a queue ticket (POST queue/requestQueueTicket) whose answers were lost, retried: one of each on the server', async function () {
    this.timeout(60_000);
    const { api, loseNextAnswer, signIn } = setup();
    const store = createBookingStore();
    signIn((await api.account.testToken(`853${mobNum}`)).jwt);

    // The booking: the citizen's choice in the store, the request sent with the store's key.
    const slot = await findOpenSlot(api, mobNum, 'last');
    expect(slot, 'an open slot in the seed data').to.not.equal(undefined);
    const { payload } = slot!;
    const choose = store.getState();
    choose.pickService(slot!.service);
    choose.pickLocation(slot!.location);
    choose.setBookingDate(payload.bookingDate);
    choose.setBookingTime(payload.bookingTime);
    choose.setUserInfo({ identifyNo: payload.identifyNo, mobArea: payload.mobArea, mobNum });
    const bookingKey = store.getState().attemptKey;

    loseNextAnswer();
    const bookingLost = await lost(api.booking.book(payload, { idempotencyKey: store.getState().attemptKey }));
    expect(bookingLost.messageKey).to.equal('messages.network.connectFailed');
    expect(bookingLost.text).to.equal('Failed to connect to server');
    const booked = await api.booking.book(payload, { idempotencyKey: store.getState().attemptKey });
    expect(store.getState().attemptKey, 'the retry used the attempt key').to.equal(bookingKey);
    store.getState().finishAttempt();

    // The queue ticket: a new choice in the same store, the SMS code of the mobile number.
    const queue = await findOpenQueue(api);
    expect(queue, 'an open queue in the seed data').to.not.equal(undefined);
    store.getState().pickService(queue!.service);
    store.getState().pickLocation(queue!.location);
    expect(store.getState().attemptKey, 'a new choice, a new attempt').to.not.equal(bookingKey);
    await api.account.sendCode(`853${mobNum}`, { purpose: 'ticket' });
    const request = {
      serviceId: queue!.service.id,
      locationId: queue!.location.id,
      mobArea: '853',
      mobNum,
      cntToAlert: null,
      messageCode: await smsCode(`853${mobNum}`),
      ...(queue!.needsIdentity ? { identifyNo: '12345678' } : {}),
    };
    loseNextAnswer();
    const ticketLost = await lost(api.queue.requestTicket(request, { idempotencyKey: store.getState().attemptKey }));
    expect(ticketLost.messageKey).to.equal('messages.network.connectFailed');
    const ticket = await api.queue.requestTicket(request, { idempotencyKey: store.getState().attemptKey });

    const { bookingTickets, queueTickets } = await api.tickets.list();
    const bookingsOfSlot = bookingTickets.filter(
      (entry) =>
        String(entry.serviceId) === String(payload.serviceId) &&
        String(entry.locationId) === String(payload.locationId) &&
        entry.ticket.bookingDate === payload.bookingDate &&
        entry.ticket.bookingTime === payload.bookingTime,
    );
    expect(bookingsOfSlot.map((entry) => entry.ticket.id)).to.deep.equal([booked.id]);
    const ticketsOfQueue = queueTickets.filter(
      (entry) => String(entry.serviceId) === String(request.serviceId) && String(entry.locationId) === String(request.locationId),
    );
    expect(ticketsOfQueue.map((entry) => entry.ticket.id)).to.deep.equal([ticket.id]);

    await api.tickets.cancel(booked.id);
  });
});
