// The success page inside an element's real providers and router, for tickets already in the
// store (just taken or booked): its title by type and arrival, what it lists for a booking and
// for a queue ticket, the server's QR code or one drawn in the widget, and the way home after a new ticket.
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { JettonDetail } from '../../common/api-contract.ts';
import { ROUTES } from '../../app/route-table.ts';
import { Router } from '../../routing/router.tsx';
import { ElementProviders } from '../../element/providers.tsx';
import { resolveSettings } from '../../platform/attribute-settings.ts';
import type { BookingStore } from '../../store/booking-store.ts';
import { useBookingStoreApi } from '../../store/stores-context.tsx';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

const BOOKING: JettonDetail = {
  id: 41,
  jettonCode: 'R017',
  ticketType: 'RESERCATION',
  ticketState: 'WAITING',
  bookingDate: '03/12/2026',
  bookingTime: '09:30',
  ticketDate: '01/12/2026',
  mobArea: '853',
  mobNum: '6612****',
  qrcodeImg: 'data:image/png;base64,iVBORw0KGgo=',
  locationId: 201,
  latitude: 22.19,
  longitude: 113.54,
  jettonInfo: { area: 'DSI Headquarters', subArea: 'Identity card renewal', htmlText: '<p>Bring your card.</p>' },
};

async function showTicket(ticket: JettonDetail, isNew: boolean): Promise<ShadowRoot> {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  let store: BookingStore | undefined;
  function Capture() {
    store = useBookingStoreApi();
    return null;
  }
  const settings = resolveSettings({ language: 'en', apiBase: 'http://127.0.0.1:9/api' }, { userAgent: '', width: 1024, bridge: null });
  act(() => {
    render(
      <ElementProviders host={host} settings={settings}>
        <Capture />
        <Router table={ROUTES} />
      </ElementProviders>,
      container,
    );
  });
  act(() => {
    store!.getState().setMy('jettonDetail', ticket);
    store!.getState().navigate('/success', { ticketId: ticket.id, isNew }, { reset: true });
  });
  unmount = () => {
    act(() => void render(null, container));
    host.remove();
  };
  // The screen's chunk is transformed on first use: up to 5 s on a busy machine.
  for (let i = 0; i < 500 && !shadow.querySelector('.cb-ticket-code'); i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10)); // wall clock: polls a condition (the chunk loads for real)
    });
  }
  return shadow;
}

const rows = (root: ShadowRoot) => [...root.querySelectorAll('.cb-success__detail')].map((row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`);
const title = (root: ShadowRoot) => root.querySelector('h1')?.textContent;
const buttons = (root: ShadowRoot) => [...root.querySelectorAll('.cb-success__body button')].map((b) => b.textContent);

describe('success page (docs/behaviour/2-screens.md (Success and ticket detail))', () => {
  it('a booking just made: "Booking successful", the QR code, booking date with weekday and time, no queue counts, the way home', async () => {
    const root = await showTicket(BOOKING, true);
    expect(title(root)).toBe('Booking successful');
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('Ticket QR code');
    expect(root.querySelector('.cb-ticket-code__value')?.textContent).toBe('R017');
    expect(rows(root)).toEqual([
      'Area: DSI Headquarters',
      'Sub-area: Identity card renewal',
      'Booking date: 03/12/2026 (Thursday)',
      'Booking time: 09:30',
      'Mobile number: +853 6612****',
      'Ticket date: 01/12/2026 (Tuesday)',
    ]);
    expect(buttons(root)).toEqual(['View map', 'Add to calendar', 'Back to home']);
  });

  it('an existing queue ticket without a QR image, opened without a login: "Ticket details", the QR drawn in the widget, its counts, nothing to cancel (no token), no way home (back goes back)', async () => {
    const queue: JettonDetail = { ...BOOKING, ticketType: 'QUEUE', jettonCode: 'A005', uid: '3f9a0c2e7b6d4e1f8a5b2c9d0e1f2a3b', qrcodeImg: null, bookingDate: null, bookingTime: null, waitCount: 3, notCheckInCount: 0 };
    const root = await showTicket(queue, false);
    expect(title(root)).toBe('Ticket details');
    for (let i = 0; i < 300 && !root.querySelector('[data-qr="drawn"] img'); i++) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10)); // wall clock: polls a condition (the QR code's chunk loads for real)
      });
    }
    const img = root.querySelector('[data-qr="drawn"] img');
    expect(img?.getAttribute('alt')).toBe('Ticket QR code');
    expect(img?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(root.querySelector('.cb-ticket-code--alone')).toBeNull();
    expect(root.querySelector('.cb-ticket-code__value')?.textContent).toBe('A005');
    expect(rows(root)).toContain('People waiting: 3');
    expect(rows(root).some((row) => row.startsWith('Booking'))).toBe(false);
    expect(buttons(root)).toEqual(['View map']);
  });
});
