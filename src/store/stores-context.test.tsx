// A derived selector (a new array or object on every read) with and without useShallow: with it,
// one render, and a new one only when what it derives changes.
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createBookingStore, type BookingStore } from './booking-store.ts';
import { BookingStoreContext, useBookingStore } from './stores-context.tsx';
import { useShallow } from './use-shallow.ts';

/** A loop would render without end (and hang the test): stop it and say so. */
const RENDER_LIMIT = 50;

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

function mount(store: BookingStore, Component: () => null, renders: { count: number }) {
  container = document.createElement('div');
  document.body.append(container);
  function Counted() {
    renders.count += 1;
    if (renders.count > RENDER_LIMIT) throw new Error(`rendered ${renders.count} times: the selector loops`);
    return Component();
  }
  act(() => {
    render(
      <BookingStoreContext.Provider value={store}>
        <Counted />
      </BookingStoreContext.Provider>,
      container!,
    );
  });
}

describe('store hooks with a derived selector', () => {
  it('useShallow((s) => s.history.map(…)) renders once, again only when the history changes', () => {
    const store = createBookingStore();
    const renders = { count: 0 };
    const seen: string[][] = [];
    mount(
      store,
      () => {
        seen.push(useBookingStore(useShallow((s) => s.history.map((entry) => entry.route))));
        return null;
      },
      renders,
    );
    expect(renders.count).toBe(1);

    act(() => store.getState().setUserInfo({ mobNum: '66123456' }));
    expect(renders.count).toBe(1);

    act(() => store.getState().navigate('/search'));
    expect(renders.count).toBe(2);
    expect(seen.at(-1)).toEqual(['/home']);
  });

  it('useShallow((s) => ({ route, depth })) keeps the same object while its fields are equal', () => {
    const store = createBookingStore();
    const renders = { count: 0 };
    const seen: object[] = [];
    mount(
      store,
      () => {
        seen.push(useBookingStore(useShallow((s) => ({ route: s.route, depth: s.history.length }))));
        return null;
      },
      renders,
    );
    act(() => store.getState().setUserInfo({ name: 'Chan' }));
    act(() => store.getState().navigate('/myBooking'));
    expect(renders.count).toBe(2);
    expect(seen[1]).toEqual({ route: '/myBooking', depth: 1 });
  });
});
