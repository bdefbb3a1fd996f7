// useLoad and LoadState inside the element's real providers (ElementProviders: its booking and UI
// stores, its API client, its host): abort on unmount and on a change of inputs, the late answer
// dropped, the 300 ms spinner delay, polling only while the page is visible, refresh, and a
// failure told once (the client's toast) and reported as cb-error on the host with the route.
import type { ReactNode } from 'react';
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { json, startFixtureServer, type FixtureServer, type Handler } from '../../test/unit-support/http-server.fixture.ts';
import { LoadState } from '../components/load-state.tsx';
import type { BookingStore } from '../store/booking-store.ts';
import { useBookingStoreApi, useUiStoreApi } from '../store/stores-context.tsx';
import type { UiStore } from '../store/ui-store.ts';
import { ElementProviders } from '../element/providers.tsx';
import { resolveSettings } from './attribute-settings.ts';
import { useLoad, type Load, type LoadFn, type LoadOptions } from './use-load.ts';
import { UNTIL_LOADED } from '../../test/unit-support/until-loaded.ts';

interface Mounted {
  host: HTMLElement;
  shadow: ShadowRoot;
  ui: UiStore;
  booking: BookingStore;
  errors: CustomEvent[];
  rerender(node: ReactNode): void;
  /** The element's language switched (its `language` attribute): the same screen, new settings. */
  switchLanguage(language: string): void;
  unmount(): void;
}

let mounted: Mounted | undefined;

/** Renders `node` as an element renders its root: in a shadow root, inside ElementProviders. */
function mount(node: ReactNode, apiBase = 'http://127.0.0.1:9/api'): Mounted {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  let settings = resolveSettings({ language: 'en_us', apiBase }, { userAgent: '', width: 1024, bridge: null });
  let shownNode = node;
  const errors: CustomEvent[] = [];
  host.addEventListener('cb-error', (event) => errors.push(event as CustomEvent));
  const stores: { ui?: UiStore; booking?: BookingStore } = {};
  function Stores() {
    stores.ui = useUiStoreApi();
    stores.booking = useBookingStoreApi();
    return null;
  }
  const draw = (child: ReactNode) => {
    shownNode = child;
    return render(
      <ElementProviders host={host} settings={settings}>
        <Stores />
        {child}
      </ElementProviders>,
      container,
    );
  };
  act(() => {
    draw(node);
  });
  mounted = {
    host,
    shadow,
    ui: stores.ui!,
    booking: stores.booking!,
    errors,
    rerender: (next) =>
      act(() => {
        draw(next);
      }),
    switchLanguage: (language) =>
      act(() => {
        settings = resolveSettings({ language, apiBase }, { userAgent: '', width: 1024, bridge: null });
        draw(shownNode);
      }),
    unmount: () => {
      act(() => {
        render(null, container);
      });
      host.remove();
    },
  };
  return mounted;
}

/** Answers held until the test gives them, one per run of the load. */
interface Pending {
  input: number;
  signal: AbortSignal;
  resolve(data: string): void;
  reject(error: unknown): void;
}

function heldLoads() {
  const runs: Pending[] = [];
  const loadFor =
    (input: number): LoadFn<string> =>
    (signal) =>
      new Promise<string>((resolve, reject) => runs.push({ input, signal, resolve, reject }));
  return { runs, loadFor };
}

let last: Load<string> | undefined;
let screenRenders = 0;

function Screen({ input, load, options }: { input: number; load: (input: number) => LoadFn<string>; options?: LoadOptions }) {
  const state = useLoad((signal, api) => load(input)(signal, api), [input, load], options);
  last = state;
  screenRenders += 1;
  return <LoadState load={state}>{(data) => <p className="data">{data}</p>}</LoadState>;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

async function settle(run: () => void) {
  await act(async () => {
    run();
    await Promise.resolve();
  });
}

const shown = (m: Mounted) => ({
  data: m.shadow.querySelector('.data')?.textContent ?? null,
  placeholder: m.shadow.querySelector('.cb-load[aria-busy="true"]') !== null,
  spinner: m.shadow.querySelector('[role="progressbar"]') !== null,
  error: m.shadow.querySelector('.cb-empty--errorLoadData') !== null,
  empty: m.shadow.querySelector('.cb-empty--noData') !== null,
});

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  last = undefined;
  screenRenders = 0;
  visibility = 'visible';
  vi.useRealTimers();
});

describe('useLoad: one load per screen, aborted when it is no longer wanted', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('loads on mount: loading, then the data', async () => {
    const { runs, loadFor } = heldLoads();
    const m = mount(<Screen input={1} load={loadFor} />);
    expect(last?.status).toBe('loading');
    expect(runs.map((r) => r.input)).toEqual([1]);
    await settle(() => runs[0]!.resolve('one'));
    expect(last?.status).toBe('ready');
    expect(shown(m).data).toBe('one');
  });

  it('a mount renders the screen once while its first load is in flight, and once more with the answer', async () => {
    const { runs, loadFor } = heldLoads();
    mount(<Screen input={1} load={loadFor} />);
    expect(screenRenders).toBe(1);
    await settle(() => runs[0]!.resolve('one'));
    expect(screenRenders).toBe(2);
  });

  it('unmounting aborts the call in flight; its late answer changes nothing and tells nobody', async () => {
    const { runs, loadFor } = heldLoads();
    const m = mount(<Screen input={1} load={loadFor} />);
    const { ui } = m;
    m.unmount();
    mounted = undefined;
    expect(runs[0]!.signal.aborted).toBe(true);
    await settle(() => runs[0]!.reject(new ApiError({ status: 500, messageKey: 'messages.serverBusy', text: 'busy' })));
    advance(1_000);
    expect(m.errors).toEqual([]);
    expect(ui.getState().toasts).toEqual([]);
    expect(ui.getState().loadingCount).toBe(0);
  });

  it('a change of inputs aborts the old call; its late answer is dropped, the new one shows', async () => {
    const { runs, loadFor } = heldLoads();
    const m = mount(<Screen input={1} load={loadFor} />);
    m.rerender(<Screen input={2} load={loadFor} />);
    expect(runs.map((r) => [r.input, r.signal.aborted])).toEqual([
      [1, true],
      [2, false],
    ]);
    await settle(() => runs[1]!.resolve('two'));
    await settle(() => runs[0]!.resolve('one, too late'));
    expect(shown(m).data).toBe('two');
    expect(last?.data).toBe('two');
  });

  it('with data on screen, new inputs show loading rather than the old data', async () => {
    const { runs, loadFor } = heldLoads();
    const m = mount(<Screen input={1} load={loadFor} />);
    await settle(() => runs[0]!.resolve('one'));
    m.rerender(<Screen input={2} load={loadFor} />);
    expect(last).toMatchObject({ status: 'loading', data: undefined });
    expect(shown(m)).toMatchObject({ data: null, placeholder: true });
  });

  it('the element switched to another language: the same inputs load anew, in it', async () => {
    const { runs, loadFor } = heldLoads();
    const m = mount(<Screen input={1} load={loadFor} />);
    await settle(() => runs[0]!.resolve('one'));
    m.switchLanguage('pt');
    expect(runs.map((r) => r.input)).toEqual([1, 1]);
    await settle(() => runs[1]!.resolve('um'));
    expect(shown(m).data).toBe('um');
  });

  it('the inputs unchanged, a new render does not load again', () => {
    const { runs, loadFor } = heldLoads();
    const m = mount(<Screen input={1} load={loadFor} />);
    m.rerender(<Screen input={1} load={loadFor} />);
    expect(runs).toHaveLength(1);
  });

  it('a load that answers null → idle, nothing asked, no spinner; inputs that allow it load; back to null aborts', () => {
    const { runs, loadFor } = heldLoads();
    const m = mount(<WaitingScreen input={0} load={loadFor} />);
    advance(1_000);
    expect(last?.status).toBe('idle');
    expect(runs).toHaveLength(0);
    expect(m.ui.getState().loadingCount).toBe(0);
    expect(m.shadow.textContent).toBe('');
    m.rerender(<WaitingScreen input={1} load={loadFor} />);
    expect(last?.status).toBe('loading');
    expect(runs.map((r) => r.input)).toEqual([1]);
    m.rerender(<WaitingScreen input={0} load={loadFor} />);
    expect(runs[0]!.signal.aborted).toBe(true);
    expect(last?.status).toBe('idle');
  });

  it('no load function → idle, nothing asked', () => {
    const m = mount(<NoLoad />);
    expect(last?.status).toBe('idle');
    expect(m.shadow.textContent).toBe('');
  });
});

/** Loads only for a positive input, as a screen waits for the id it needs. */
function WaitingScreen({ input, load }: { input: number; load: (input: number) => LoadFn<string> }) {
  const state = useLoad((signal, api) => (input > 0 ? load(input)(signal, api) : null), [input, load]);
  last = state;
  return <LoadState load={state}>{(data) => <p className="data">{data}</p>}</LoadState>;
}

/** What a screen passes while it has nothing to load yet. */
const NOTHING_YET: LoadFn<string> | null = null;

function NoLoad() {
  last = useLoad(NOTHING_YET, []);
  return <LoadState load={last}>{(data) => <p>{data}</p>}</LoadState>;
}

describe('useLoad: the spinner waits 300 ms', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('an answer within 299 ms shows no spinner at all', async () => {
    const { runs, loadFor } = heldLoads();
    const m = mount(<Screen input={1} load={loadFor} />);
    advance(299);
    expect(m.ui.getState().loadingCount).toBe(0);
    expect(shown(m)).toMatchObject({ placeholder: true, spinner: false });
    await settle(() => runs[0]!.resolve('quick'));
    advance(1_000);
    expect(m.ui.getState().loadingCount).toBe(0);
    expect(shown(m)).toMatchObject({ data: 'quick', spinner: false });
  });

  it('a slower load shows the element\'s spinner from 300 ms until the answer; the box keeps its place under it', async () => {
    const { runs, loadFor } = heldLoads();
    const m = mount(<Screen input={1} load={loadFor} />);
    advance(300);
    expect(m.ui.getState().loadingCount).toBe(1);
    expect(last?.showSpinner).toBe(false);
    expect(shown(m)).toMatchObject({ placeholder: true, spinner: false });
    await settle(() => runs[0]!.resolve('slow'));
    expect(m.ui.getState().loadingCount).toBe(0);
  });

  it('a load in the background never shows the element\'s spinner: its box draws one from 300 ms', async () => {
    const { runs, loadFor } = heldLoads();
    const m = mount(<Screen input={1} load={loadFor} options={{ background: true }} />);
    advance(299);
    expect(shown(m).spinner).toBe(false);
    advance(1);
    expect(m.ui.getState().loadingCount).toBe(0);
    expect(last?.showSpinner).toBe(true);
    expect(shown(m)).toMatchObject({ spinner: true, placeholder: false });
    await settle(() => runs[0]!.resolve('figures'));
    expect(shown(m)).toMatchObject({ spinner: false, data: 'figures' });
  });

  it('unmounting while the spinner shows takes it away', () => {
    const { loadFor } = heldLoads();
    const m = mount(<Screen input={1} load={loadFor} />);
    advance(300);
    const { ui } = m;
    m.unmount();
    mounted = undefined;
    expect(ui.getState().loadingCount).toBe(0);
  });
});

describe('useLoad: polling while the page is visible', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('runs again every pollMs; hidden, it stops; visible again, it loads at once and goes on', async () => {
    const { runs, loadFor } = heldLoads();
    mount(<Screen input={1} load={loadFor} options={{ pollMs: 10_000, background: true }} />);
    await settle(() => runs[0]!.resolve('0'));
    advance(9_999);
    expect(runs).toHaveLength(1);
    advance(1);
    expect(runs).toHaveLength(2);
    await settle(() => runs[1]!.resolve('1'));
    expect(last).toMatchObject({ status: 'ready', data: '1' });

    setVisibility('hidden');
    advance(60_000);
    expect(runs).toHaveLength(2);

    setVisibility('visible');
    expect(runs).toHaveLength(3);
    await settle(() => runs[2]!.resolve('2'));
    advance(10_000);
    expect(runs).toHaveLength(4);
  });

  it('a poll runs behind the data on screen: no loading state, no spinner', async () => {
    const { runs, loadFor } = heldLoads();
    const m = mount(<Screen input={1} load={loadFor} options={{ pollMs: 10_000 }} />);
    await settle(() => runs[0]!.resolve('0'));
    advance(10_000 + 1_000);
    expect(runs).toHaveLength(2);
    expect(last).toMatchObject({ status: 'ready', data: '0' });
    expect(m.ui.getState().loadingCount).toBe(0);
    expect(shown(m).data).toBe('0');
  });

  it('a poll in the background that fails keeps the last figures and reports nothing; the next poll still comes', async () => {
    const { runs, loadFor } = heldLoads();
    const m = mount(<Screen input={1} load={loadFor} options={{ pollMs: 10_000, background: true }} />);
    await settle(() => runs[0]!.resolve('0'));
    advance(10_000);
    await settle(() => runs[1]!.reject(new ApiError({ status: 500, messageKey: 'messages.serverBusy', text: 'busy' })));
    expect(last).toMatchObject({ status: 'ready', data: '0' });
    expect(last?.error).toBeInstanceOf(ApiError);
    expect(shown(m).data).toBe('0');
    expect(m.errors).toEqual([]);
    advance(10_000);
    expect(runs).toHaveLength(3);
  });

  it('without pollMs, becoming visible loads nothing', async () => {
    const { runs, loadFor } = heldLoads();
    mount(<Screen input={1} load={loadFor} />);
    await settle(() => runs[0]!.resolve('0'));
    setVisibility('hidden');
    setVisibility('visible');
    advance(60_000);
    expect(runs).toHaveLength(1);
  });
});

describe('useLoad: refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('refresh() runs the load again now, aborting the run in flight', async () => {
    const { runs, loadFor } = heldLoads();
    mount(<Screen input={1} load={loadFor} />);
    act(() => last!.refresh());
    expect(runs.map((r) => r.signal.aborted)).toEqual([true, false]);
    await settle(() => runs[1]!.resolve('fresh'));
    expect(last?.data).toBe('fresh');
  });
});

describe('useLoad: a failure, through the real API client against a real server', () => {
  let server: FixtureServer;
  let handler: Handler;
  const closed: string[] = [];

  beforeAll(async () => {
    server = await startFixtureServer((req, res, seen) => handler(req, res, seen));
  });
  afterAll(() => server.close());
  afterEach(() => {
    closed.length = 0;
    server.closeConnections();
  });

  const categories: LoadFn<string> = async (signal, api) => (await api.catalogue.categories({ signal })).map((c) => c.name).join(', ');
  function Categories() {
    const state = useLoad(categories, []);
    last = state;
    return <LoadState load={state}>{(data) => <p className="data">{data}</p>}</LoadState>;
  }

  it('400 code 602 → one toast with the server\'s message, cb-error on the host with the route, the error view; its refresh button loads', async () => {
    handler = json(400, { code: 602, message: 'Queue closed' });
    const m = mount(<Categories />, `${server.origin}/api`);
    act(() => m.booking.getState().navigate('/search'));
    await vi.waitFor(() => expect(last?.status).toBe('error'), UNTIL_LOADED);
    act(() => undefined);
    expect(m.ui.getState().toasts.map((t) => t.text)).toEqual(['Queue closed (602)']);
    expect(m.errors.map((e) => [e.detail, e.bubbles, e.composed])).toEqual([
      [{ code: 602, messageKey: 'messages.network.serverMessage602', message: 'Queue closed (602)', route: '/search' }, true, true],
    ]);
    // The error view's code loads when it is first needed.
    await vi.waitFor(() => expect(shown(m).error).toBe(true), UNTIL_LOADED);

    handler = json(200, { code: 200, message: 'OK', value: [{ id: 1, name: 'Identity' }, { id: 2, name: 'Vehicles' }] });
    const button = m.shadow.querySelector<HTMLButtonElement>('.cb-empty--errorLoadData button')!;
    act(() => button.click());
    await vi.waitFor(() => expect(last?.status).toBe('ready'), UNTIL_LOADED);
    act(() => undefined);
    expect(shown(m).data).toBe('Identity, Vehicles');
    expect(m.errors).toHaveLength(1);
  });

  it('an empty answer → the no-data view', async () => {
    handler = json(200, { code: 200, message: 'OK', value: [] });
    function Empty() {
      const state = useLoad(async (signal, api) => api.catalogue.categories({ signal }), []);
      last = state as unknown as Load<string>;
      return <LoadState load={state}>{(data) => <p className="data">{data.length}</p>}</LoadState>;
    }
    const m = mount(<Empty />, `${server.origin}/api`);
    await vi.waitFor(() => expect(last?.status).toBe('ready'), UNTIL_LOADED);
    await vi.waitFor(() => expect(shown(m)).toMatchObject({ empty: true, data: null }), UNTIL_LOADED);
  });

  it('unmounting drops the request on the wire: the server sees the connection close, and nothing is told', async () => {
    let arrived = 0;
    handler = (req, res) => {
      arrived++;
      res.on('close', () => closed.push(req.url ?? ''));
    };
    const m = mount(<Categories />, `${server.origin}/api`);
    const { ui, errors } = m;
    // The client chunk loads on the first call: wait until the request is at the server.
    await vi.waitFor(() => expect(arrived).toBe(1), UNTIL_LOADED);
    m.unmount();
    mounted = undefined;
    await vi.waitFor(() => expect(closed).toEqual(['/api/booking/categories']), UNTIL_LOADED);
    // The abort rejected the call at once, before the socket closed: what followed from it has run.
    expect(errors).toEqual([]);
    expect(ui.getState().toasts).toEqual([]);
  });
});
