// The bench pages: one element alone on an otherwise empty page, loaded the way a host loads
// it (its own ESM entry, or the <script> build), so each figure belongs to that element only.
export interface BenchCase {
  /** Row label. */
  name: string;
  tag: string;
  /** The script the page loads, under dist/. */
  entry: string;
  module: boolean;
  attrs: Record<string, string>;
  /** Gzip budget key (bench/budgets.json "bundle") for what loads by the first screen, if any. */
  firstScreenBudget?: 'bookingAppFirstScreenGzipKB';
  /** A selector inside the element's shadow root that appears once its live data from the server is shown. */
  liveSelector?: string;
}

/** The live queue figures of <queue-ticket>, drawn from the server's answer. */
const QUEUE_FIGURES = '[part~="queue-stats"]';
/** A seeded service and location with a queue (bench runs the reference server's seed). */
const QUEUE_AT = { 'service-id': '3002', 'location-id': '201' };

export const CASES: BenchCase[] = [
  { name: '<booking-app>', tag: 'booking-app', entry: 'elements/booking-app.js', module: true, attrs: { language: 'en' }, firstScreenBudget: 'bookingAppFirstScreenGzipKB' },
  { name: '<service-search>', tag: 'service-search', entry: 'elements/service-search.js', module: true, attrs: { language: 'en' } },
  { name: '<queue-ticket>', tag: 'queue-ticket', entry: 'elements/queue-ticket.js', module: true, attrs: { language: 'en', ...QUEUE_AT }, liveSelector: QUEUE_FIGURES },
  { name: '<my-tickets>', tag: 'my-tickets', entry: 'elements/my-tickets.js', module: true, attrs: { language: 'en' } },
  { name: '<queue-ticket> via IIFE', tag: 'queue-ticket', entry: 'civic-booking.iife.js', module: false, attrs: { language: 'en', ...QUEUE_AT } },
];

/** A route timed from the moment the element opens it until `ready` shows in its shadow root. */
export interface RouteCase extends BenchCase {
  route: string;
  /** The route's title in the header, in the page's language: the moment it shows, the route has opened. */
  title: string;
  /** A selector inside the element's shadow root. */
  ready: string;
  /** Its budget's key in bench/budgets.json "timesFloor". */
  budget: 'reserveCalendar';
}

export const ROUTE_CASES: RouteCase[] = [
  {
    // A service with booking only and no parameters opens straight on /reserve; ready when the
    // month's days are drawn from the server's bookable dates (a day marked selectable).
    name: '<booking-app> /reserve opened → calendar of the month with the server’s bookable days',
    tag: 'booking-app',
    entry: 'elements/booking-app.js',
    module: true,
    attrs: { language: 'en', 'service-id': '3029', 'location-id': '213' },
    route: '/reserve',
    title: 'Book an appointment',
    ready: '[role="grid"][data-month] [data-state="selectable"]',
    budget: 'reserveCalendar',
  },
];

/** A screen measured until it shows the server's data: the element's page, and what marks it shown. */
export interface ScreenCase {
  name: string;
  tag: string;
  entry: string;
  attrs: Record<string, string>;
  /** Inside the element's shadow root: present once the screen shows its data. */
  ready: string;
  /** The API call whose answer the screen then draws (for the long tasks after it). */
  answer?: string;
  /** The element gets the `token` of a citizen with tickets (bench/citizen.ts), made when the bench starts. */
  citizen?: boolean;
}

export const SCREEN_CASES = {
  /** <booking-app>'s first screen: the home tiles of the server's departments. */
  homeTiles: {
    name: '<booking-app> home tiles',
    tag: 'booking-app',
    entry: 'elements/booking-app.js',
    attrs: { language: 'en' },
    ready: '[data-tiles="departments"] button',
  },
  /** The seed's large department: its single service type opens by itself with its 200 licences. */
  longList: {
    name: '<booking-app department-id="116"> 200 services',
    tag: 'booking-app',
    entry: 'elements/booking-app.js',
    attrs: { language: 'en', 'department-id': '116' },
    ready: '.cb-service-type__services li:nth-child(200)',
    answer: '/api/app/serviceType/1161',
  },
  /** <my-tickets> handed a citizen's token: the tickets of GET favourite/tickets drawn as cards. */
  myTickets: {
    name: '<my-tickets> with a token',
    tag: 'my-tickets',
    entry: 'elements/my-tickets.js',
    attrs: { language: 'en' },
    ready: '[data-list="booking"] li[data-ticket-id]',
    citizen: true,
  },
} satisfies Record<string, ScreenCase>;

/**
 * The machine's floor, which every timing row is judged against (floor-ratio.ts): a page whose one custom
 * element, in an inline script, asks the server for one location and shows a line from the answer.
 * No implementation of a screen that needs the server can show it sooner on this machine.
 */
export const FLOOR_CASE = {
  name: 'floor: a one-line element showing one API answer',
  path: '/bench/floor.html',
  tag: 'bench-floor',
  ready: '[data-answer]',
};

const FLOOR_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${FLOOR_CASE.name}</title>
<script type="module">
customElements.define('${FLOOR_CASE.tag}', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'open' });
    fetch('/api/booking/location/201').then((answer) => answer.json()).then((body) => {
      const line = document.createElement('p');
      line.dataset.answer = '';
      line.textContent = JSON.stringify(body).slice(0, 40);
      root.append(line);
    });
  }
});
</script>
</head>
<body><${FLOOR_CASE.tag}></${FLOOR_CASE.tag}></body>
</html>
`;

export function screenPath(key: keyof typeof SCREEN_CASES): string {
  return `/bench/screen-${key}.html`;
}

export function pagePath(c: BenchCase): string {
  if ('route' in c) return `/bench/${c.tag}${String((c as RouteCase).route).replace(/\//g, '-')}.html`;
  return `/bench/${c.tag}${c.module ? '' : '-iife'}.html`;
}

function pageHtml(c: Pick<BenchCase, 'name' | 'tag' | 'entry' | 'module' | 'attrs'>): string {
  const attrs = Object.entries(c.attrs).map(([k, v]) => ` ${k}="${v}"`).join('');
  const script = c.module
    ? `<script type="module" src="/dist/${c.entry}"></script>`
    : `<script src="/dist/${c.entry}" defer></script>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${c.name}</title>
${script}
</head>
<body><${c.tag}${attrs}></${c.tag}></body>
</html>
`;
}

/** Every bench page; `citizenToken` goes to the screens that show a citizen's own data (a page without one shows the SMS form). */
export function allPages(citizenToken?: string): Record<string, string> {
  const screens = Object.entries(SCREEN_CASES).map(([key, c]: [string, ScreenCase]) => {
    const attrs = c.citizen && citizenToken ? { ...c.attrs, token: citizenToken } : c.attrs;
    return [screenPath(key as keyof typeof SCREEN_CASES), pageHtml({ ...c, attrs, module: true })];
  });
  return Object.fromEntries([...[...CASES, ...ROUTE_CASES].map((c) => [pagePath(c), pageHtml(c)]), ...screens, [FLOOR_CASE.path, FLOOR_PAGE]]);
}
