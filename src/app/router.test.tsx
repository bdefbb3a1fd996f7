// The router of <booking-app> rendered with the real per-element providers into a shadow root,
// as the element does: redirects of the route guard, `cb-route-change`, memory and hash routing,
// and start-up from the link.
import type { ReactNode } from 'react';
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ElementProviders } from '../platform/element-providers.tsx';
import { resolveSettings, type ElementAttributes } from '../platform/element-settings.ts';
import type { BookingStore } from '../store/booking-store.ts';
import { getSessionStore } from '../store/session-store.ts';
import { useBookingStoreApi, useUiStoreApi } from '../store/stores-context.tsx';
import type { UiStore } from '../store/ui-store.ts';
import BookingAppRoot from './booking-app-root.tsx';
import { Router } from './router.tsx';
import { MEMO_JUMP_STORAGE_KEY } from './startup.ts';

interface Mounted {
  host: HTMLElement;
  shadow: ShadowRoot;
  routes: string[];
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
  host.addEventListener('cb-route-change', (event) => routes.push((event as CustomEvent<{ route: string }>).detail.route));
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

const heading = (m: Mounted) => m.shadow.querySelector('h1')?.textContent ?? null;
const shownRoute = (m: Mounted) => m.shadow.querySelector('[data-route]')?.getAttribute('data-route') ?? null;
async function showsRoute(m: Mounted, route: string) {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  await expectSoon(() => shownRoute(m) === route, () => `shown ${shownRoute(m)}, expected ${route}`);
}
async function expectSoon(ok: () => boolean, why: () => string) {
  for (let i = 0; i < 100 && !ok(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
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
    const m = mount(<Router />);
    await showsRoute(m, '/home');
    expect(heading(m)).toBe('Online booking and queue tickets');
    expect(m.routes).toEqual(['/home']);
  });

  it('a route whose context is missing redirects home; the host never hears that route', async () => {
    const m = mount(<Router />);
    await showsRoute(m, '/home');
    act(() => m.store.getState().navigate('/reserve'));
    await showsRoute(m, '/home');
    expect(m.store.getState().route).toBe('/home');
    expect(m.routes).toEqual(['/home']);
  });

  it('a route with its context shows; back returns; the host URL is left alone', async () => {
    const m = mount(<Router />);
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

  it('RecentlyUsedPage shows only with a login token', async () => {
    const m = mount(<Router />);
    act(() => m.store.getState().navigate('/RecentlyUsedPage'));
    await showsRoute(m, '/home');
    act(() => getSessionStore().getState().setToken('jwt'));
    act(() => m.store.getState().navigate('/RecentlyUsedPage'));
    await showsRoute(m, '/RecentlyUsedPage');
  });

  it('titles follow the element language (<booking-app language="zh-Hant">)', async () => {
    const m = mount(<Router />, { language: 'zh-Hant' });
    act(() => m.store.getState().navigate('/myBooking'));
    await showsRoute(m, '/myBooking');
    expect(heading(m)).toBe('我的籌號');
  });
});

describe('two <booking-app> on one page', () => {
  it('navigate separately but share the session (a token set for one logs in both)', async () => {
    const a = mount(<Router />);
    const aStore = a.store;
    second = mount(<Router />);
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
    const m = mount(<Router routing="hash" />, { routing: 'hash' });
    await showsRoute(m, '/home');
    expect(location.hash).toBe('#/home');
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

  it('a hash that is not a route (the host page’s own anchor) is left alone', async () => {
    const m = mount(<Router routing="hash" />, { routing: 'hash' });
    await showsRoute(m, '/home');
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

  it('?code=abc is handed to the login flow', async () => {
    history.replaceState(null, '', '/?code=abc');
    const m = mount(<BookingAppRoot />);
    await showsRoute(m, '/home');
    expect(m.store.getState().takeLoginCode()).toBe('abc');
  });

  it('?memoJump=T9 already shown in this session → home, not the success page again', async () => {
    sessionStorage.setItem(MEMO_JUMP_STORAGE_KEY, 'T9');
    history.replaceState(null, '', '/?memoJump=T9');
    const m = mount(<BookingAppRoot />);
    await showsRoute(m, '/home');
    expect(m.routes).toEqual(['/home']);
  });

  it('?language=pt switches the element to Portuguese', async () => {
    history.replaceState(null, '', '/?language=pt');
    const m = mount(<BookingAppRoot />);
    await showsRoute(m, '/home');
    expect(m.host.getAttribute('language')).toBe('pt_pt');
  });
});
