// The router rendered with the real per-element providers into a shadow root, as the element
// does: redirects of the route guard and of an element's own route set, the page header it draws
// from the route table (and what a screen adds to it), `cb-route-change`, memory and hash
// routing, and <booking-app>'s start-up from the link.
import type { ReactNode } from 'react';
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../i18n/translate.ts';
import { createShell } from '../element/shell.tsx';
import { ElementProviders } from '../element/providers.tsx';
import { resolveSettings, type ElementAttributes } from '../platform/attribute-settings.ts';
import type { BookingStore } from '../store/booking-store.ts';
import { getSessionStore } from '../store/session-store.ts';
import { useBookingStoreApi, useUiStoreApi } from '../store/stores-context.tsx';
import type { UiStore } from '../store/ui-store.ts';
import { LOGIN_RECORD_KEY } from '../flows/account/login-record.ts';
import MyTicketsRoot from '../app/my-tickets-root.tsx';
import BookingAppRoot from '../app/booking-app-root.tsx';
import { useHeaderActions } from './use-header-actions.ts';
import { Router } from './router.tsx';
import { ROUTES } from '../app/route-table.ts';
import type { ScreenModule } from './route-definition.ts';
import { MEMO_JUMP_STORAGE_KEY } from '../app/startup.ts';

interface Mounted {
  host: HTMLElement;
  shadow: ShadowRoot;
  routes: string[];
  /** location.hash at the moment each route was announced. */
  hashesHeard: string[];
  store: BookingStore;
  ui: UiStore;
  unmount(): void;
}

let mounted: Mounted | undefined;
let second: Mounted | undefined;

function mount(node: ReactNode, attributes: ElementAttributes = {}): Mounted {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const routes: string[] = [];
  const hashesHeard: string[] = [];
  host.addEventListener('cb-route-change', (event) => {
    routes.push((event as CustomEvent<{ route: string }>).detail.route);
    hashesHeard.push(location.hash);
  });
  const settings = resolveSettings({ language: 'en', ...attributes }, { userAgent: '', width: 1024, bridge: null });
  const seen: { store?: BookingStore; ui?: UiStore } = {};
  function Capture() {
    seen.store = useBookingStoreApi();
    seen.ui = useUiStoreApi();
    return null;
  }
  act(() => {
    render(
      <ElementProviders host={host} settings={settings}>
        <Capture />
        {node}
      </ElementProviders>,
      container,
    );
  });
  mounted = {
    host,
    shadow,
    routes,
    hashesHeard,
    store: seen.store!,
    ui: seen.ui!,
    unmount: () => {
      act(() => {
        render(null, container);
      });
      host.remove();
    },
  };
  return mounted;
}

/** <booking-app> through the element's shell (settings from attributes, adopted language), as r2wc renders it. */
function mountShell(attributes: Record<string, string>): Mounted & { rerender(attributes: Record<string, string>): void } {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  const Shell = createShell({ load: () => import('../app/booking-app-root.tsx') });
  const draw = (props: Record<string, string>) => act(() => void render(<Shell container={shadow} {...props} />, container));
  draw(attributes);
  const shell = {
    host,
    shadow,
    routes: [],
    hashesHeard: [],
    store: null as unknown as BookingStore,
    ui: null as unknown as UiStore,
    unmount: () => {
      act(() => void render(null, container));
      host.remove();
    },
    rerender: draw,
  };
  mounted = shell;
  return shell;
}

const heading = (m: Mounted) => m.shadow.querySelector('h1, h2')?.textContent ?? null;
const button = (m: Mounted, name: string) => m.shadow.querySelector<HTMLButtonElement>(`header button[aria-label="${name}"]`);
const shownRoute = (m: Mounted) => m.shadow.querySelector('[data-route]')?.getAttribute('data-route') ?? null;
async function showsRoute(m: Mounted, route: string) {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0)); // one task: not a wait for a time
  });
  await expectSoon(() => shownRoute(m) === route, () => `shown ${shownRoute(m)}, expected ${route}`);
}
async function expectSoon(ok: () => boolean, why: () => string) {
  // Up to 5 s: the screens' chunks are transformed on first use, slowly on a busy machine.
  for (let i = 0; i < 500 && !ok(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10)); // wall clock: polls a condition (lazy chunks load for real)
    });
  }
  expect(ok(), why()).toBe(true);
}

beforeEach(() => {
  history.replaceState(null, '', '/');
  sessionStorage.clear();
  getSessionStore().getState().signOut();
});
afterEach(() => {
  second?.unmount();
  second = undefined;
  mounted?.unmount();
  mounted = undefined;
  history.replaceState(null, '', '/');
});

describe('router (memory routing, the default)', () => {
  it('shows home with its title and tells the host the route', async () => {
    const m = mount(<Router table={ROUTES} />);
    await showsRoute(m, '/home');
    expect(heading(m)).toBe('Online booking and queue tickets');
    expect(m.routes).toEqual(['/home']);
  });

  it('a route whose context is missing redirects home; the host never hears that route', async () => {
    const m = mount(<Router table={ROUTES} />);
    await showsRoute(m, '/home');
    act(() => m.store.getState().navigate('/reserve'));
    await showsRoute(m, '/home');
    expect(m.store.getState().route).toBe('/home');
    expect(m.routes).toEqual(['/home']);
  });

  it('a route with its context shows; back returns; the host URL is left alone', async () => {
    const m = mount(<Router table={ROUTES} />);
    await showsRoute(m, '/home');
    act(() => m.store.getState().navigate('/search', { serviceCode: 'A1' }));
    await showsRoute(m, '/search');
    expect(heading(m)).toBe('Search');
    expect(location.hash).toBe('');
    expect(location.pathname + location.search).toBe('/');
    (m.shadow.querySelector('button[aria-label="Back"]') as HTMLButtonElement).click();
    await showsRoute(m, '/home');
    expect(m.routes).toEqual(['/home', '/search', '/home']);
  });

  it('a new screen puts focus on its title; the first screen leaves the host page’s focus alone', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const m = mount(<Router table={ROUTES} />);
    await showsRoute(m, '/home');
    expect(document.activeElement).toBe(outside);
    act(() => m.store.getState().navigate('/search', { serviceCode: 'A1' }));
    await showsRoute(m, '/search');
    expect(m.shadow.activeElement?.textContent).toBe('Search');
    expect(m.shadow.activeElement?.getAttribute('tabindex')).toBe('-1');
    outside.remove();
  });

  it('RecentlyUsedPage shows only with a login token', async () => {
    const m = mount(<Router table={ROUTES} />);
    act(() => m.store.getState().navigate('/RecentlyUsedPage'));
    await showsRoute(m, '/home');
    act(() => getSessionStore().getState().setToken('jwt'));
    act(() => m.store.getState().navigate('/RecentlyUsedPage'));
    await showsRoute(m, '/RecentlyUsedPage');
  });

  it('titles follow the element language (<booking-app language="zh-Hant">)', async () => {
    const m = mount(<Router table={ROUTES} />, { language: 'zh-Hant' });
    act(() => m.store.getState().navigate('/myBooking'));
    await showsRoute(m, '/myBooking');
    expect(heading(m)).toBe('我的籌號');
  });
});

describe('the page header, drawn by the router from the route table', () => {
  it('/success after a new ticket: back goes home and starts the history anew (docs/behaviour/4-states.md); no second home button', async () => {
    const m = mount(<Router table={ROUTES} />);
    act(() => m.store.getState().navigate('/search'));
    act(() => m.store.getState().navigate('/success', { ticketId: 'T1', isNew: true }));
    await showsRoute(m, '/success');
    expect(button(m, 'Home')).toBeNull();
    act(() => button(m, 'Back')!.click());
    await showsRoute(m, '/home');
    expect(m.store.getState().history).toEqual([]);
  });

  it('/success for an existing ticket: back goes to the previous page, home is there too', async () => {
    const m = mount(<Router table={ROUTES} />);
    act(() => m.store.getState().navigate('/search'));
    act(() => m.store.getState().navigate('/success', { ticketId: 'T1' }));
    await showsRoute(m, '/success');
    expect(button(m, 'Home')).not.toBeNull();
    act(() => button(m, 'Back')!.click());
    await showsRoute(m, '/search');
  });

  it('home in a browser has no back arrow; in a host app its back closes the page (cb-close)', async () => {
    const browser = mount(<Router table={ROUTES} />);
    await showsRoute(browser, '/home');
    expect(button(browser, 'Back')).toBeNull();
    browser.unmount();
    const bridge = { messages: [] as unknown[], postMessage(message: unknown) { this.messages.push(message); } };
    (window as { CivicBookingBridge?: unknown }).CivicBookingBridge = bridge;
    try {
      const app = mount(<Router table={ROUTES} />, { platform: 'android' });
      await showsRoute(app, '/home');
      let closes = 0;
      app.host.addEventListener('cb-close', () => closes++);
      act(() => button(app, 'Back')!.click());
      expect(closes).toBe(1);
    } finally {
      delete (window as { CivicBookingBridge?: unknown }).CivicBookingBridge;
    }
  });

  it('the home shortcut goes to the start route', async () => {
    const m = mount(<Router table={ROUTES} />);
    act(() => m.store.getState().navigate('/hotServices'));
    await showsRoute(m, '/hotServices');
    act(() => button(m, 'Home')!.click());
    await showsRoute(m, '/home');
  });

  it('a screen adds a refresh and a right action, and a title of its own; they go with it', async () => {
    const calls: string[] = [];
    function Screen() {
      useHeaderActions({ title: 'Ticket A012', onRefresh: () => calls.push('refresh'), rightAction: { icon: <span>★</span>, label: 'Favourite', run: () => calls.push('favourite') } });
      return <p data-route="/PrivacyClausePage">screen</p>;
    }
    const route = ROUTES['/PrivacyClausePage'];
    const load = route.load;
    route.load = () => Promise.resolve({ default: Screen } as ScreenModule<'/PrivacyClausePage'>);
    try {
      const m = mount(<Router table={ROUTES} />);
      act(() => m.store.getState().navigate('/PrivacyClausePage'));
      await expectSoon(() => heading(m) === 'Ticket A012', () => `heading ${heading(m)}`);
      act(() => button(m, 'Refresh')!.click());
      act(() => button(m, 'Favourite')!.click());
      expect(calls).toEqual(['refresh', 'favourite']);
      act(() => void m.store.getState().back());
      await showsRoute(m, '/home');
      expect(button(m, 'Refresh')).toBeNull();
      expect(button(m, 'Favourite')).toBeNull();
      expect(heading(m)).toBe('Online booking and queue tickets');
    } finally {
      route.load = load;
    }
  });
});

describe('a single-purpose element: only its routes, from its start route', () => {
  const myTickets = <Router table={ROUTES} routes={['/myBooking', '/success']} start="/myBooking" startTitleKey="elements.my-tickets.title" headingLevel={2} />;

  it('<my-tickets> opens at /myBooking titled with its name in an h2 (the host page has the h1)', async () => {
    const m = mount(myTickets);
    await showsRoute(m, '/myBooking');
    expect(m.shadow.querySelector('h1')).toBeNull();
    expect(m.shadow.querySelector('h2')?.textContent).toBe('My tickets');
    expect(m.routes).toEqual(['/myBooking']);
  });

  it('a route outside its set (/search) is never shown: it goes to /myBooking', async () => {
    const m = mount(myTickets);
    await showsRoute(m, '/myBooking');
    act(() => m.store.getState().navigate('/search'));
    await showsRoute(m, '/myBooking');
    expect(m.store.getState().route).toBe('/myBooking');
    expect(m.routes).toEqual(['/myBooking']);
  });

  it('one of its routes with its context shows, with back to the start and no home shortcut there', async () => {
    const m = mount(myTickets);
    await showsRoute(m, '/myBooking');
    act(() => m.store.getState().navigate('/success', { ticketId: 'T1' }));
    await showsRoute(m, '/success');
    expect(m.routes).toEqual(['/myBooking', '/success']);
    act(() => button(m, 'Back')!.click());
    await showsRoute(m, '/myBooking');
    expect(button(m, 'Home')).toBeNull();
  });

  it('when not even its start route can show, it shows what it was given for that', async () => {
    const m = mount(<Router table={ROUTES} routes={['/offerNum']} start="/offerNum" unavailable={<p data-route="none">No service or location selected</p>} />);
    await showsRoute(m, 'none');
    expect(m.routes).toEqual([]);
  });
});

describe('two <booking-app> on one page', () => {
  it('navigate separately but share the session (a token set for one logs in both)', async () => {
    const a = mount(<Router table={ROUTES} />);
    const aStore = a.store;
    second = mount(<Router table={ROUTES} />);
    const b = second;
    mounted = a;
    expect(b.store).not.toBe(aStore);
    expect(b.ui).not.toBe(a.ui);
    act(() => aStore.getState().navigate('/search'));
    await showsRoute(a, '/search');
    await showsRoute(b, '/home');
    act(() => getSessionStore().getState().setToken('jwt-shared'));
    act(() => b.store.getState().navigate('/RecentlyUsedPage'));
    await showsRoute(b, '/RecentlyUsedPage');
    expect(a.routes).toEqual(['/home', '/search']);
    expect(b.routes).toEqual(['/home', '/RecentlyUsedPage']);
  });
});

describe('router (routing="hash")', () => {
  it('keeps the route in location.hash and follows a hash change (browser back/forward)', async () => {
    const m = mount(<Router table={ROUTES} routing="hash" />, { routing: 'hash' });
    await showsRoute(m, '/home');
    // Hash routing's module loads as the router connects it.
    await expectSoon(() => location.hash === '#/home', () => `hash ${location.hash}`);
    act(() => m.store.getState().navigate('/search'));
    await showsRoute(m, '/search');
    expect(location.hash).toBe('#/search');
    act(() => {
      location.hash = '#/AboutPage';
    });
    await showsRoute(m, '/AboutPage');
    expect(m.store.getState().route).toBe('/AboutPage');
    expect(m.routes).toEqual(['/home', '/search', '/AboutPage']);
  });

  it('a route is announced only once it is in the hash: the host that hears it finds it in the URL (a page opened at #/app alone)', async () => {
    history.replaceState(null, '', '/#/app');
    const m = mount(<BookingAppRoot />, { routing: 'hash' });
    await showsRoute(m, '/home');
    await expectSoon(() => m.routes.length > 0, () => 'no route announced');
    act(() => m.store.getState().navigate('/search'));
    await showsRoute(m, '/search');
    act(() => void m.store.getState().back());
    await showsRoute(m, '/home');
    expect(m.routes).toEqual(['/home', '/search', '/home']);
    expect(m.hashesHeard).toEqual(['#/home', '#/search', '#/home']);
  });

  it('a hash that is not a route (the host page’s own anchor) is left alone', async () => {
    const m = mount(<Router table={ROUTES} routing="hash" />, { routing: 'hash' });
    await showsRoute(m, '/home');
    await expectSoon(() => location.hash === '#/home', () => `hash ${location.hash}`);
    act(() => {
      location.hash = '#contact';
    });
    await showsRoute(m, '/home');
    expect(location.hash).toBe('#contact');
  });

  it('a reload reopens the route of the hash', async () => {
    history.replaceState(null, '', '/#/myBooking');
    const m = mount(<BookingAppRoot />, { routing: 'hash' });
    await showsRoute(m, '/myBooking');
    expect(m.routes).toEqual(['/myBooking']);
  });

  it('a reload on a route whose context is gone lands home', async () => {
    history.replaceState(null, '', '/#/reserve');
    const m = mount(<BookingAppRoot />, { routing: 'hash' });
    await showsRoute(m, '/home');
    expect(location.hash).toBe('#/home');
  });
});

describe('start-up from the link', () => {
  it('?serviceCode=A1 opens search with the code; the host hears one route', async () => {
    history.replaceState(null, '', '/?serviceCode=A1');
    const m = mount(<BookingAppRoot />);
    await showsRoute(m, '/search');
    expect(m.store.getState().routeState).toEqual({ serviceCode: 'A1' });
    expect(m.routes).toEqual(['/search']);
    expect(location.search).toBe('?serviceCode=A1'); // memory routing leaves the URL alone
  });

  it('?error=Boom alerts it and starts nothing else', async () => {
    history.replaceState(null, '', '/?error=Boom&serviceCode=A1');
    const m = mount(<BookingAppRoot />);
    await showsRoute(m, '/home');
    await expectSoon(() => m.shadow.querySelector('dialog') !== null, () => 'no alert dialog');
    expect(m.shadow.querySelector('dialog')!.textContent).toContain('Error: Boom');
    expect(m.ui.getState().dialogs.map((d) => d.kind)).toEqual(['alert']);
  });

  // Each test its own code: the page remembers a code's outcome for every element that sees it.
  it('?code=abc&state=… this tab never issued: refused — no token, the toast, code and state gone from the link, home', async () => {
    history.replaceState(null, '', '/?code=abc&state=eyJuIjoiZm9yZ2VkIn0&departmentId=5');
    const m = mount(<BookingAppRoot />);
    await showsRoute(m, '/home');
    expect(location.search).toBe('?departmentId=5');
    await expectSoon(() => m.ui.getState().toasts.some((toast) => toast.text === t('en_us', 'app.loginFailed')), () => 'no refusal toast');
    expect(getSessionStore().getState().token).toBeNull();
    expect(m.store.getState().context.dep).toBeNull();
  });

  it('a state that differs from the one this tab issued is refused and the tab’s login record wiped', async () => {
    sessionStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ state: 'issued', verifier: 'v'.repeat(43), redirectUri: `${location.origin}/`, returnTo: '/myBooking' }));
    history.replaceState(null, '', '/?code=abc-2&state=altered');
    const m = mount(<BookingAppRoot />);
    await showsRoute(m, '/home');
    expect(location.search).toBe('');
    expect(sessionStorage.getItem(LOGIN_RECORD_KEY)).toBeNull();
    expect(m.ui.getState().toasts.map((toast) => toast.text)).toEqual([t('en_us', 'app.loginFailed')]);
  });

  it('a widget leaves a host page’s own ?code alone when this tab started no login', async () => {
    history.replaceState(null, '', '/?code=host-own&state=x');
    const m = mount(<MyTicketsRoot />);
    await showsRoute(m, '/myBooking');
    expect(location.search).toBe('?code=host-own&state=x');
    expect(m.ui.getState().toasts).toEqual([]);
  });

  it('a widget finishes a login this tab started: an altered state is refused in the widget, the link cleaned, the record wiped', async () => {
    sessionStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ state: 'issued', verifier: 'v'.repeat(43), redirectUri: `${location.origin}/`, returnTo: '/myBooking' }));
    history.replaceState(null, '', '/?tab=2&code=abc-3&state=altered');
    const m = mount(<MyTicketsRoot />);
    await showsRoute(m, '/myBooking');
    expect(location.search).toBe('?tab=2');
    expect(sessionStorage.getItem(LOGIN_RECORD_KEY)).toBeNull();
    expect(m.ui.getState().toasts.map((toast) => toast.text)).toEqual([t('en_us', 'app.loginFailed')]);
  });

  it('?memoJump=T9 already shown in this session → home, not the success page again', async () => {
    sessionStorage.setItem(MEMO_JUMP_STORAGE_KEY, 'T9');
    history.replaceState(null, '', '/?memoJump=T9');
    const m = mount(<BookingAppRoot />);
    await showsRoute(m, '/home');
    expect(m.routes).toEqual(['/home']);
  });

  it('?language=pt switches the element to Portuguese; the host’s language attribute stays the integrator’s', async () => {
    history.replaceState(null, '', '/?language=pt');
    const m = mountShell({ language: 'en' });
    await expectSoon(() => heading(m) === t('pt_pt', 'elements.booking-app.title'), () => `heading ${heading(m)}`);
    expect(m.host.getAttribute('language')).toBe('en');
    expect(m.shadow.querySelector('[part~="root"]')?.getAttribute('lang')).toBe('pt-PT');
  });

  it('a language attribute set after start-up wins over the link’s', async () => {
    history.replaceState(null, '', '/?language=pt');
    const m = mountShell({ language: 'en' });
    await expectSoon(() => heading(m) === t('pt_pt', 'elements.booking-app.title'), () => `heading ${heading(m)}`);
    m.rerender({ language: 'zh-hans' });
    await expectSoon(() => heading(m) === t('zh_hans', 'elements.booking-app.title'), () => `heading ${heading(m)}`);
  });
});
