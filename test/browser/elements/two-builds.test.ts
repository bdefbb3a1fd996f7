// A department's page may load the <script> tag build while a host framework imports the ESM
// build. From the same dist/ they are one module graph; a second copy of the bundle (another
// URL: another CDN, another version) registers again, quietly, and the first classes serve the page.
import type { CivicBookingGlobal, ElementClasses } from '../../../src/iife.ts';
import { describe, equal, it, load, loadScript, mount, ok, title, waitFor } from './helpers.ts';

const civicBooking = () => (window as Window & { CivicBooking?: CivicBookingGlobal }).CivicBooking;

describe('the <script> build and the ESM build on one page', () => {
  it('from the same dist/: the ESM import gets the module the script build loaded, and nothing registers twice', async () => {
    await loadScript('/dist/civic-booking.iife.js');
    const fromScript = await civicBooking()!.ready;
    const fromEsm = await load<ElementClasses>('/dist/civic-booking.js');
    equal(fromEsm, fromScript, 'the ESM entry’s module');
    await load('/dist/elements/my-tickets.js');
    equal(customElements.get('my-tickets'), fromScript.MyTicketsElement as CustomElementConstructor, 'my-tickets constructor');
  });

  it('a second copy of the bundle throws nothing; the tags keep the first copy’s classes; elements render', async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    await loadScript('/dist/civic-booking.iife.js');
    const first = await civicBooking()!.ready;
    const fromFirst = customElements.get('queue-ticket');
    ok(fromFirst, 'queue-ticket defined by the script build');
    const second = await load<ElementClasses>('/test/second-cdn/civic-booking.js');
    window.removeEventListener('error', onError);
    ok(second.QueueTicketElement !== first.QueueTicketElement, 'the second copy has classes of its own');
    equal(errors.join(' | '), '', 'errors');
    equal(customElements.get('queue-ticket'), fromFirst, 'queue-ticket constructor after the second copy');
    const el = mount('<queue-ticket language="en"></queue-ticket>');
    equal(await waitFor(() => title(el), 'title'), 'Take a ticket', 'title');
  });
});
