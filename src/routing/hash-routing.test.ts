import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBookingStore } from '../store/booking-store.ts';
import { connectHashRouting } from './hash-routing.ts';
import { routeFromHash } from './route-hash.ts';

describe('routing="hash": which hashes are routes', () => {
  const rows: [string, string | null][] = [
    ['#/search', '/search'],
    ['#/myBooking?x=1', '/myBooking'],
    ['#/', '/home'],
    ['', null],
    ['#', null],
    ['#contact', null],
    ['#/nowhere', null],
  ];
  for (const [hash, route] of rows) {
    it(`"${hash}" → ${route ?? 'not a route'}`, () => expect(routeFromHash(hash)).toBe(route));
  }
});

/** Resolves once the page has dispatched its next hashchange (to every listener, in order). */
const hashChanged = () => new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));

describe('routing="hash": store and browser history in step', () => {
  let disconnect: () => void = () => {};
  beforeEach(() => history.replaceState(null, '', '/page'));
  afterEach(() => {
    disconnect();
    history.replaceState(null, '', '/');
  });

  it('connecting writes the current route without a new history entry', () => {
    const before = history.length;
    disconnect = connectHashRouting(createBookingStore());
    expect(location.hash).toBe('#/home');
    expect(history.length).toBe(before);
  });

  it('a route the hash took while the element started (after start-up read it) is adopted, not overwritten', () => {
    history.replaceState(null, '', '/#/home');
    const store = createBookingStore();
    location.hash = '#/AboutPage';
    disconnect = connectHashRouting(store, window, '#/home');
    expect(store.getState().route).toBe('/AboutPage');
    expect(location.hash).toBe('#/AboutPage');
  });

  it('a hash unchanged since start-up, or one that is not a route, gets the route start-up chose', () => {
    history.replaceState(null, '', '/#/home');
    const store = createBookingStore();
    store.getState().navigate('/search', {}, { replace: true });
    disconnect = connectHashRouting(store, window, '#/home');
    expect(location.hash).toBe('#/search');
    disconnect();
    history.replaceState(null, '', '/#section-2');
    disconnect = connectHashRouting(store, window, '#/home');
    expect(location.hash).toBe('#/search');
  });

  it('navigate adds a browser history entry; replace and in-app back do not', () => {
    const store = createBookingStore();
    disconnect = connectHashRouting(store);
    const start = history.length;
    store.getState().navigate('/search');
    expect(location.hash).toBe('#/search');
    expect(history.length).toBe(start + 1);
    store.getState().navigate('/myBooking', {}, { replace: true });
    expect(location.hash).toBe('#/myBooking');
    expect(history.length).toBe(start + 1);
    store.getState().back();
    expect(location.hash).toBe('#/home');
    expect(history.length).toBe(start + 1);
  });

  it('a hash change becomes the store route; the host path and query are untouched', async () => {
    history.replaceState(null, '', '/page?keep=1');
    const store = createBookingStore();
    disconnect = connectHashRouting(store);
    const changed = hashChanged();
    location.hash = '#/hotServices';
    await changed;
    expect(store.getState().route).toBe('/hotServices');
    expect(store.getState().lastNavigation).toBe('sync');
    expect(location.pathname + location.search).toBe('/page?keep=1');
  });

  it('disconnecting stops both directions', async () => {
    const store = createBookingStore();
    disconnect();
    disconnect = connectHashRouting(store);
    disconnect();
    store.getState().navigate('/search');
    expect(location.hash).toBe('#/home');
    const changed = hashChanged();
    location.hash = '#/AboutPage';
    await changed;
    expect(store.getState().route).toBe('/search');
  });
});
