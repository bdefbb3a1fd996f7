// What the booking journeys need around the browser: a host page holding one <booking-app> with
// start attributes (served on the reference server's origin under the demo's CSP), citizens'
// tokens as the server issues them (SMS-kind from the test-mode shortcut, one-account through the
// development sign-on with PKCE), the SMS outbox, and bookings made straight on the API to fill a
// slot. Everything goes through the server's real endpoints.
import { createHash, randomBytes } from 'node:crypto';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { DEMO_CSP } from '../../server/routes/static.ts';
import { expect } from 'vitest';
import { openPage, shadowText } from './browser.ts';
import { E2E_CLOCK } from './e2e-global-setup.ts';
import type { RunningServer } from './server-process.ts';

/** The server's clock in the journeys (a Tuesday, inside office hours). */
export const CLOCK = E2E_CLOCK;

export type BookingAttributes = Record<string, string>;

/**
 * A host page with `<booking-app …attrs>` on the server's origin. `token` goes in as the
 * property, as a host that already holds a login does; the browser's clock is the server's.
 */
export async function openBookingApp(
  browser: Browser,
  server: RunningServer,
  attrs: BookingAttributes,
  { token, contextOptions = {} }: { token?: string; contextOptions?: BrowserContextOptions } = {},
): Promise<Page> {
  const path = `/booking-host-${randomBytes(4).toString('hex')}.html`;
  const attributes = Object.entries(attrs).map(([k, v]) => ` ${k}="${v}"`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Booking</title><script type="module" src="/dist/civic-booking.js"></script></head>
<body><main><booking-app${attributes}></booking-app></main></body></html>`;
  const page = await openPage(browser, 'about:blank', contextOptions);
  await page.clock.install({ time: new Date(CLOCK) });
  await page.clock.resume();
  await page.route(`${server.url}${path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': DEMO_CSP }, body: html }),
  );
  // What the host page hears: every cb-* event, in order.
  await page.addInitScript(() => {
    const heard: Array<{ type: string; detail: unknown }> = [];
    (window as unknown as { __cbEvents: typeof heard }).__cbEvents = heard;
    for (const type of ['cb-ticket-created', 'cb-ticket-updated', 'cb-route-change', 'cb-error']) {
      document.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail }));
    }
  });
  if (token) {
    // The token is handed over before the element starts, as a host that holds a login does.
    await page.addInitScript((value) => {
      customElements.whenDefined('booking-app').then(() => {
        const el = document.querySelector('booking-app') as (HTMLElement & { token?: string }) | null;
        if (el) el.token = value;
      });
    }, token);
  }
  await page.goto(`${server.url}${path}`);
  return page;
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { value?: T; message?: string };
  if (!response.ok) throw new Error(`${response.status} ${body.message ?? ''}`);
  return body.value as T;
}

/** An SMS-kind token for a mobile (test mode's GET /api/token/{mobile}). */
export async function smsToken(server: RunningServer, fullMobile: string): Promise<string> {
  return (await json<{ jwt: string }>(await fetch(`${server.url}/api/token/${fullMobile}`))).jwt;
}

/** A one-account token for a test citizen, through the development sign-on (PKCE S256) and getAccessToken. */
export async function oneAccountToken(server: RunningServer, euid: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${server.url}/`;
  const form = new URLSearchParams({
    client_id: 'civic-booking', redirect_uri: redirectUri, response_type: 'code',
    code_challenge: challenge, code_challenge_method: 'S256', state: 'e2e', euid,
  });
  const authorized = await fetch(`${server.url}/dev/sso/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const code = new URL(authorized.headers.get('location') ?? '').searchParams.get('code');
  if (!code) throw new Error(`no code from the sign-on page (${authorized.status})`);
  const tokens = await json<{ jwtToken: string }>(
    await fetch(`${server.url}/api/getAccessToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, url: redirectUri, codeVerifier: verifier }),
    }),
  );
  return tokens.jwtToken;
}

/** The newest SMS code sent to a full mobile number (area and number). */
export async function latestCode(server: RunningServer, fullMobile: string): Promise<string> {
  const messages = await json<Array<{ code: string }>>(await fetch(`${server.url}/dev/outbox?to=${fullMobile}`));
  const code = messages[0]?.code;
  if (!code) throw new Error(`no SMS to ${fullMobile}`);
  return code;
}

export interface Slot {
  serviceId: number;
  locationId: number;
  departmentId: number;
  /** DD/MM/YYYY and HH:mm */
  bookingDate: string;
  bookingTime: string;
}

/** Books one seat of `slot` for the citizen of `token`: the answer's status and the ticket's id. */
export async function bookOnApi(server: RunningServer, token: string, slot: Slot): Promise<{ status: number; id: number | null }> {
  const response = await fetch(`${server.url}/api/booking/webJetton`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...slot, identifyNo: '', contactType: 'P', mobNum: '', mobArea: '', contactEmail: null, otherContact: null }),
  });
  const body = (await response.json()) as { value?: { id: number } };
  return { status: response.status, id: response.ok ? (body.value?.id ?? null) : null };
}

/**
 * Fills `slot` so that `leave` seats stay free: seats are booked by citizens of their own (SMS
 * tokens for made-up mobiles) until the server refuses one, then the last `leave` are cancelled.
 * Answers the slot's capacity.
 */
export async function fillSlot(server: RunningServer, slot: Slot, leave: number, prefix: string): Promise<number> {
  const booked: Array<{ token: string; id: number }> = [];
  for (let i = 0; i < 30; i++) {
    const token = await smsToken(server, `853${prefix}${String(i).padStart(4, '0')}`);
    const { status, id } = await bookOnApi(server, token, slot);
    if (status !== 200 || id === null) break;
    booked.push({ token, id });
  }
  for (const { token, id } of booked.slice(booked.length - leave)) {
    const response = await fetch(`${server.url}/api/favourite/tickets/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`cancel ${id}: ${response.status}`);
  }
  return booked.length;
}

/**
 * The citizen's booking tickets (GET favourite/tickets), each with its service and location from
 * its detail (GET favourite/tickets/{id}): the contract's list entries name them only by name.
 */
export async function bookingsOf(server: RunningServer, token: string): Promise<Array<{ ticket: { id: number; bookingDate: string; bookingTime: string; ticketState: string }; locationId: number; serviceId: number }>> {
  const authorization = { authorization: `Bearer ${token}` };
  const lists = await json<{ bookingTickets: Array<{ ticket: { id: number; bookingDate: string; bookingTime: string; ticketState: string } }> }>(
    await fetch(`${server.url}/api/favourite/tickets`, { headers: authorization }),
  );
  return Promise.all(lists.bookingTickets.map(async (entry) => {
    const detail = await json<{ serviceId: number; locationId: number }>(await fetch(`${server.url}/api/favourite/tickets/${entry.ticket.id}`, { headers: authorization }));
    return { ...entry, serviceId: detail.serviceId, locationId: detail.locationId };
  }));
}

export interface HeardEvent {
  type: string;
  detail: Record<string, unknown>;
}

/** The cb-* events the host page has heard so far. */
export function heard(page: Page): Promise<HeardEvent[]> {
  return page.evaluate(() => (window as unknown as { __cbEvents: HeardEvent[] }).__cbEvents);
}

/** Waits until the element tells the host it shows `route`. */
export async function routeShown(page: Page, route: string): Promise<void> {
  await page.waitForFunction(
    (expected) => (window as unknown as { __cbEvents: HeardEvent[] }).__cbEvents.some((e) => e.type === 'cb-route-change' && (e.detail as { route: string }).route === expected),
    route,
  );
}

/**
 * Two citizens who asked for one last seat at once: waits until one page has gone on to its
 * ticket and the other says the seat went (`lostTitle`, the reserve page's), and gives the index
 * of the one that lost.
 */
export async function lastSeatLoser(pages: readonly Page[], lostTitle: string): Promise<number> {
  const outcome = async (page: Page) => {
    const events = await heard(page);
    if (events.some((e) => e.type === 'cb-route-change' && e.detail.route === '/success')) return 'booked';
    return (await shadowText(page, 'booking-app')).includes(lostTitle) ? 'lost' : 'waiting';
  };
  await expect.poll(() => Promise.all(pages.map(outcome)), { timeout: 15_000 }).toEqual(expect.arrayContaining(['booked', 'lost']));
  return (await Promise.all(pages.map(outcome))).indexOf('lost');
}
