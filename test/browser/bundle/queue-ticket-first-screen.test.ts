// What <queue-ticket>'s first screen loads: its queue screen with start-up's code (it starts at the
// service and location its attributes name), not <booking-app>'s home, which it never shows (a
// module the two share must not live in the home's chunk). A page of its own: the page keeps the
// chunks another test's element fetched.
import { chunksFetched, describe, it, load, mount, ok, waitFor } from '../elements/helpers.ts';

await load('/dist/elements/queue-ticket.js');

describe('<queue-ticket>’s first screen', () => {
  it('its live figures, without the home’s code', async () => {
    const el = mount('<queue-ticket language="en" service-id="3002" location-id="201"></queue-ticket>');
    await waitFor(() => el.shadowRoot!.querySelector('[part~="queue-stats"]'), 'the live queue figures', 10_000);
    const fetched = chunksFetched();
    ok(fetched.includes('offer-number-screen') && fetched.includes('startup'), `the queue screen's chunks among ${fetched.join(', ')}`);
    ok(!fetched.includes('home-screen'), `no home among ${fetched.join(', ')}`);
  });
});
