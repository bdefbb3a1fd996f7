// The API client in Chromium against the reference server, through the calls that need a
// citizen: the Authorization header is what lets them through, and a booking retried with the
// same Idempotency-Key books once (docs/behaviour/7-api.md, docs/conventions.md (No automatic retries) "a retry … carries the same key").
// Base URL as in headers.test.ts: `window.__CB_API__`, else `/api` on the page's origin.
import { expect } from 'chai';
import { loadAllLanguages } from '../load-dictionaries.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { createApi } from '../../../src/api/client.ts';
import { randomId } from '../../../src/api/random-id.ts';
import { findOpenSlot } from './open-offerings.ts';

await loadAllLanguages();

declare const describe: (name: string, body: () => void) => void;
/** Mocha's `it`; `this.timeout` widens the runner's 10 s for calls that walk the catalogue. */
declare const it: (name: string, body: (this: { timeout(ms: number): void }) => Promise<void>) => void;

const apiBase = (window as { __CB_API__?: string }).__CB_API__ ?? '/api';

function setup(token: () => string | null) {
  const api = createApi({
    baseURL: apiBase,
    platform: 'mobileWeb',
    getLanguage: () => 'en_us',
    getToken: token,
  });
  return { api };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).to.be.instanceOf(ApiError);
  return error as ApiError;
}

/** A distinct test mobile number per run, so repeated runs on one database don't collide. */
const mobNum = `6${String(Date.now() % 10_000_000).padStart(7, '0')}`;

describe('API client with a citizen token, in Chromium against the reference server', () => {
  it('without a token my tickets answer 401 (unauthorized); with the token from the server they load', async () => {
    let token: string | null = null;
    const { api } = setup(() => token);
    const refused = await rejection(api.tickets.list());
    expect(refused.status).to.equal(401);
    expect(refused.text).to.equal('Unauthorised access to resources');

    token = (await api.account.testToken(`853${mobNum}`)).jwt;
    expect(token).to.be.a('string').with.lengthOf.above(0);
    const lists = await api.tickets.list();
    expect(lists).to.have.keys(['queueTickets', 'bookingTickets']);
  });

  it('a booking sent twice with one Idempotency-Key books once; cancelling answers 204 (nothing to unwrap)', async function () {
    this.timeout(60_000);
    let token: string | null = null;
    const { api } = setup(() => token);
    token = (await api.account.testToken(`853${mobNum}`)).jwt;

    const open = await findOpenSlot(api, mobNum);
    expect(open, 'an open slot in the seed data').to.not.equal(undefined);
    const payload = open!.payload;

    const key = randomId();
    const first = await api.booking.book(payload, { idempotencyKey: key });
    const replay = await api.booking.book(payload, { idempotencyKey: key });
    expect(first.jettonCode).to.be.a('string').with.lengthOf.above(0);
    expect(replay.id).to.equal(first.id);
    const { bookingTickets } = await api.tickets.list();
    expect(bookingTickets.filter((entry) => entry.ticket.id === first.id)).to.have.length(1);

    expect(await api.tickets.cancel(first.id)).to.equal(undefined);
    const after = await api.tickets.list();
    expect(after.bookingTickets.some((entry) => entry.ticket.id === first.id)).to.equal(false);
  });
});
