// The <script> build (civic-booking.iife.js) is a classic script that loads the ESM build beside
// it: the global `CivicBooking` at once, `ready` with the element classes of the very module an
// ESM import gets, the ESM build's lazy chunks, and a failed load said on the console.
import type { CivicBookingGlobal, ElementClasses } from '../../../src/iife.ts';
import { unhandledRejectionsSoFar } from '../support/reported-so-far.ts';
import { describe, equal, it, load, loadScript, mount, ok, title, waitFor } from './helpers.ts';

type LoaderWindow = Window & typeof globalThis & { CivicBooking?: CivicBookingGlobal };
type ListenerWindow = LoaderWindow & { consoleErrors: string[]; unhandledRejections: string[] };

const CLASSES: Record<string, keyof ElementClasses> = {
  'booking-app': 'BookingAppElement',
  'my-tickets': 'MyTicketsElement',
  'queue-ticket': 'QueueTicketElement',
  'service-search': 'ServiceSearchElement',
};

function distFetched(pattern: RegExp): string[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .map((e) => new URL(e.name).pathname)
    .filter((path) => path.startsWith('/dist/') && pattern.test(path));
}

async function openFrame(page: string): Promise<ListenerWindow> {
  const frame = document.createElement('iframe');
  frame.src = `/test/browser/elements/fixtures/${page}`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame.contentWindow as ListenerWindow;
}

// The page's markup holds the element before the script build arrives, as on a department's page.
const el = mount('<queue-ticket language="pt" service-id="3004" location-id="201"></queue-ticket>');
const titlesShown: string[] = [];

describe('the <script> build loads the ESM build beside it', () => {
  it('the global exists as the script runs; `ready` resolves to the ESM module’s exports, registered and then on the global', async () => {
    const win = window as LoaderWindow;
    await loadScript('/dist/civic-booking.iife.js');
    const global = win.CivicBooking;
    ok(global, 'CivicBooking right after the script ran');
    ok(global.ready instanceof Promise, 'CivicBooking.ready is a promise');
    equal('QueueTicketElement' in global, false, 'classes on the global before ready resolved');
    const elements = await global.ready;
    // From here on, what the element shows; its first render comes a task after the upgrade.
    const record = () => {
      const text = title(el);
      if (text !== null && titlesShown.at(-1) !== text) titlesShown.push(text);
    };
    record();
    new MutationObserver(record).observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });

    equal(Object.keys(elements).sort().join(), Object.values(CLASSES).sort().join(), 'what ready resolves to');
    for (const [tag, name] of Object.entries(CLASSES)) {
      equal(customElements.get(tag), elements[name] as CustomElementConstructor, `<${tag}> registered as ${name}`);
      equal(global[name], elements[name], `CivicBooking.${name}`);
    }
    equal(await load('/dist/civic-booking.js'), elements, 'an ESM import of civic-booking.js: the same module');
  });

  it('the element’s first text is in its language; of the other elements’ code and the dictionaries, only its own are fetched', async () => {
    await waitFor(() => title(el) === 'Tirar senha', 'the Portuguese title');
    equal(JSON.stringify(titlesShown), JSON.stringify(['Tirar senha']), 'titles shown, in order');
    equal(distFetched(/^\/dist\/civic-booking\.js$/).length, 1, 'civic-booking.js fetched');
    // Each root (an element's config around the shared layout) ships with its element: no root
    // chunk; the other elements' first screens stay on the server.
    equal(distFetched(/-root-[\w-]+\.js$/).length, 0, 'root chunks fetched');
    equal(distFetched(/\/(home-screen|search-start|tickets-start)-[\w-]+\.js$/).join(), '', 'other elements’ first screens fetched');
    equal(distFetched(/\/(zh_hant|zh_hans|pt_pt|en_us)-[\w-]+\.js$/).map((p) => p.replace(/^.*\/|-[\w-]+\.js$/g, '')).join(), 'pt_pt', 'dictionaries fetched');
  });

  it('the ESM entry cannot be fetched: one console error, `ready` rejects, nothing unhandled; the element stays empty and takes no room', async () => {
    const win = await openFrame('elements-iife-offline.html');
    await waitFor(() => win.consoleErrors.length > 0, 'a console error');
    const error = win.consoleErrors.join(' | ');
    ok(error.startsWith('civic-booking:') && error.includes('civic-booking.js'), `a console error naming civic-booking.js (got "${error}")`);
    const outcome = await win.CivicBooking!.ready.then(
      () => 'resolved',
      (reason: Error) => `rejected: ${reason.message}`,
    );
    ok(outcome.startsWith('rejected:') && outcome.includes('/test/cdn-down/civic-booking.js'), `ready rejects with the failed URL (got "${outcome}")`);
    equal((await unhandledRejectionsSoFar(win)).join(' | '), '', 'unhandled rejections');
    equal(win.consoleErrors.length, 1, 'console errors');
    const element = win.document.querySelector('queue-ticket')!;
    equal(win.customElements.get('queue-ticket'), undefined, '<queue-ticket> defined');
    equal(element.shadowRoot, null, 'shadow root');
    equal(element.getBoundingClientRect().height, 0, 'height of the undefined element');
  });

  it('run as an inline script (no src to load beside): `ready` rejects saying so', async () => {
    const win = window as LoaderWindow;
    const code = await (await fetch('/dist/civic-booking.iife.js')).text();
    const script = document.createElement('script');
    script.textContent = code;
    const errors: unknown[][] = [];
    const reportError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      document.head.append(script);
      const outcome = await win.CivicBooking!.ready.then(
        () => 'resolved',
        (reason: Error) => `rejected: ${reason.message}`,
      );
      ok(/^rejected: .*<script src>/.test(outcome), `ready rejects asking for a <script src> tag (got "${outcome}")`);
      equal(errors.length, 1, 'console errors');
    } finally {
      console.error = reportError;
    }
  });
});
