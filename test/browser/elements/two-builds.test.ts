// A department's page may load the <script> tag build while a host framework imports the ESM
// build: the second registration is quiet, the first build's elements serve the page, and both
// builds share one session.
import { describe, equal, it, load, mount, ok, title, waitFor } from './helpers.ts';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)), { once: true });
    document.head.append(script);
  });
}

describe('the IIFE build and the ESM build on one page', () => {
  it('loading both throws nothing; the tags keep the first build’s classes; elements render', async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    await loadScript('/dist/civic-booking.iife.js');
    const fromIife = customElements.get('queue-ticket');
    ok(fromIife, 'queue-ticket defined by the IIFE');
    await load('/dist/civic-booking.js');
    await load('/dist/elements/my-tickets.js');
    window.removeEventListener('error', onError);
    equal(errors.join(' | '), '', 'errors');
    equal(customElements.get('queue-ticket'), fromIife, 'queue-ticket constructor after the ESM build');
    const el = mount('<queue-ticket language="en"></queue-ticket>');
    equal(await waitFor(() => title(el), 'title'), 'Take a ticket', 'title');
  });
});
