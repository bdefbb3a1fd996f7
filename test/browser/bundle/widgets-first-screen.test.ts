// What the widgets' first screens load: <queue-ticket> its queue screen with start-up's code (it
// starts at the service and location its attributes name), <my-tickets> its tickets screen; never
// <booking-app>'s home, which they do not show (a module they share with the home must not live
// in the home's chunk). A page of its own: no element here shows the home.
import { chunksFetched, describe, it, load, mount, ok, waitFor } from '../elements/helpers.ts';

await load('/dist/civic-booking.js');

describe('the widgets’ first screens, without the home’s code', () => {
  it('<queue-ticket>: its live figures', async () => {
    const el = mount('<queue-ticket language="en" service-id="3002" location-id="201"></queue-ticket>');
    await waitFor(() => el.shadowRoot!.querySelector('[part~="queue-stats"]'), 'the live queue figures');
    const fetched = chunksFetched();
    ok(fetched.includes('queue-start') && fetched.includes('start-up'), `the queue screen's chunks among ${fetched.join(', ')}`);
    ok(!fetched.includes('home-screen'), `no home among ${fetched.join(', ')}`);
  });

  it('<my-tickets>: its tickets screen', async () => {
    const el = mount('<my-tickets language="en"></my-tickets>');
    await waitFor(() => el.shadowRoot!.querySelector('[data-route="/myBooking"]'), 'my tickets');
    const fetched = chunksFetched();
    ok(fetched.includes('tickets-start'), `the tickets screen's chunk among ${fetched.join(', ')}`);
    ok(!fetched.includes('home-screen'), `no home among ${fetched.join(', ')}`);
  });
});
