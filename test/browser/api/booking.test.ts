// The API client in Chromium against the reference server, through the calls that need a
// citizen: the Authorization header is what lets them through, and a booking retried with the
// same Idempotency-Key books once (SPEC.md §7, STYLE.md "a retry … carries the same key").
// Base URL as in headers.test.ts: `window.__CB_API__`, else `/api` on the page's origin.
import { expect } from 'chai';
import { loadAllLanguages } from '../load-dictionaries.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { createIdempotencyKey } from '../../../src/api/booking.ts';
import { createApi } from '../../../src/api/client.ts';
import type { ReservationPayload, Service } from '../../../src/api/types.ts';

await loadAllLanguages();

declare const describe: (name: string, body: () => void) => void;
/** Mocha's `it`; `this.timeout` widens the runner's 10 s for calls that walk the catalogue. */
declare const it: (name: string, body: (this: { timeout(ms: number): void }) => Promise<void>) => void;

const apiBase = (window as { __CB_API__?: string }).__CB_API__ ?? '/api';

function setup(token: () => string | null) {
  const toasts: string[] = [];
  const api = createApi({
    baseURL: apiBase,
    platform: 'mobileWeb',
    getLanguage: () => 'en_us',
    getToken: token,
    feedback: { beginLoading: () => () => undefined, toast: (text) => toasts.push(text) },
  });
  return { api, toasts };
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

/** DD/MM/YYYY → the next day, in the same form (calendar arithmetic in UTC, no time zone). */
function nextDay(wire: string): string {
  const [d, m, y] = wire.split('/').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${String(next.getUTCDate()).padStart(2, '0')}/${String(next.getUTCMonth() + 1).padStart(2, '0')}/${next.getUTCFullYear()}`;
}

describe('API client with a citizen token, in Chromium against the reference server', () => {
  it('without a token my tickets answer 401 (unauthorized); with the token from the server they load', async () => {
    let token: string | null = null;
    const { api, toasts } = setup(() => token);
    const refused = await rejection(api.tickets.list());
    expect(refused.status).to.equal(401);
    expect(refused.text).to.equal('Unauthorised access to resources');
    expect(toasts).to.deep.equal(['Unauthorised access to resources']);

    token = (await api.account.testToken(`853${mobNum}`)).jwt;
    expect(token).to.be.a('string').and.not.empty;
    const lists = await api.tickets.list();
    expect(lists).to.have.keys(['queueTickets', 'bookingTickets']);
  });

  it('a booking sent twice with one Idempotency-Key books once; cancelling answers 204 with the success toast', async function () {
    this.timeout(60_000);
    let token: string | null = null;
    const { api, toasts } = setup(() => token);
    token = (await api.account.testToken(`853${mobNum}`)).jwt;

    // Find an open slot: a service without reservation parameters, booking open at one of its locations.
    const { services } = await api.catalogue.hotServices();
    const candidates: Service[] = [...services];
    const departments = (await api.catalogue.departments()).filter((d) => !d.suspended).slice(0, 4);
    for (const department of departments) {
      for (const type of await api.catalogue.serviceTypes(department.id)) candidates.push(...(type.services ?? []));
    }
    let payload: ReservationPayload | undefined;
    search: for (const service of candidates) {
      if (service.openReservationParameter || service.suspended) continue;
      for (const location of service.locations ?? []) {
        if (location.suspended || location.remoteCounter) continue;
        const answer = await api.availability.locationService(service.id, location.id).catch(() => undefined);
        if (!answer?.booking.status) continue;
        const departmentId = service.departmentId ?? location.depId ?? 0;
        const dates = await api.availability.dates({ locationId: location.id, serviceId: service.id, departmentId });
        if (!dates.startDate || !dates.endDate) continue;
        let day = nextDay(dates.startDate);
        for (let i = 0; i < 14; i++, day = nextDay(day)) {
          const times = await api.availability.times({ locationId: location.id, serviceId: service.id, departmentId, bookingDate: day });
          const slot = times.totalTimeSlot.find((s) => s.enabled);
          if (!slot) continue;
          payload = {
            departmentId,
            departmentCode: service.departmentCode ?? location.depCode ?? '',
            locationId: location.id,
            serviceId: service.id,
            bookingDate: day,
            bookingTime: slot.timeSlot,
            identifyNo: '12345678',
            contactType: 'phone',
            mobNum,
            mobArea: '853',
            contactEmail: null,
            otherContact: null,
          };
          break search;
        }
      }
    }
    expect(payload, 'an open slot in the seed data').to.not.equal(undefined);

    const key = createIdempotencyKey();
    const first = await api.booking.book(payload!, { idempotencyKey: key });
    const replay = await api.booking.book(payload!, { idempotencyKey: key });
    expect(first.jettonCode).to.be.a('string').and.not.empty;
    expect(replay.id).to.equal(first.id);
    const { bookingTickets } = await api.tickets.list();
    expect(bookingTickets.filter((entry) => entry.ticket.id === first.id)).to.have.length(1);

    toasts.length = 0;
    await api.tickets.cancel(first.id);
    expect(toasts).to.deep.equal(['Operation successful']);
    const after = await api.tickets.list();
    expect(after.bookingTickets.some((entry) => entry.ticket.id === first.id)).to.equal(false);
  });
});
