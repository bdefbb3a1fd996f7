// The search box inside an element's real providers, against a small real HTTP server that answers
// the type-ahead: what is typed is cleaned with messages.prohibitInput for 2 s, an empty keyword
// says keywordEmpty, and the recommendations follow the ARIA combobox pattern (docs/behaviour/2-screens.md (Search),
// docs/behaviour/5-validation.md (Search input), docs/behaviour/9-constants.md type-ahead 500 ms).
import { useMemo, useState, type ReactNode } from 'react';
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api/client.ts';
import { ok, startFixtureServer, type FixtureServer, type Seen } from '../../../test/unit-support/http-server.fixture.ts';
import { TYPE_AHEAD_DEBOUNCE_MS } from '../../common/search-input.ts';
import { t } from '../../i18n/translate.ts';
import { ElementProviders } from '../../element/providers.tsx';
import { resolveSettings } from '../../platform/attribute-settings.ts';
import { ApiContext, useApi, useUiStoreApi } from '../../store/stores-context.tsx';
import type { UiStore } from '../../store/ui-store.ts';
import { SearchField } from './search-field.tsx';

let server: FixtureServer;
const requests: Seen[] = [];
const RECOMMENDED = [
  { id: 3003, name: 'SAR passport application' },
  { id: 3004, name: 'Passport renewal, urgent' },
];

beforeAll(async () => {
  server = await startFixtureServer((req, res, seen) => {
    requests.push(seen);
    ok(RECOMMENDED)(req, res, seen);
  });
});
afterAll(() => server.close());

interface Mounted {
  shadow: ShadowRoot;
  ui: UiStore;
  searched: string[];
  /** The keywords the field asked recommendations for, as it asked (before any request is made). */
  askedFor: (string | undefined)[];
  unmount(): void;
}
let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  requests.length = 0;
});

function mount(): Mounted {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const settings = resolveSettings({ language: 'en_us', apiBase: `${server.origin}/api` }, { userAgent: '', width: 1024, bridge: null });
  const searched: string[] = [];
  const askedFor: (string | undefined)[] = [];
  const seen: { ui?: UiStore } = {};
  /** The element's own API client, its type-ahead calls noted as they are made. */
  function NotedApi({ children }: { children: ReactNode }) {
    const api = useApi();
    const noted = useMemo(() => {
      const recommended: Api['search']['recommended'] = (keyword, ...rest) => {
        askedFor.push(keyword);
        return api.search.recommended(keyword, ...rest);
      };
      const search = new Proxy(api.search, { get: (area, fn: keyof Api['search']) => (fn === 'recommended' ? recommended : area[fn]) });
      return new Proxy(api, { get: (client, area: keyof Api) => (area === 'search' ? search : client[area]) });
    }, [api]);
    return <ApiContext.Provider value={noted}>{children}</ApiContext.Provider>;
  }
  function Field() {
    seen.ui = useUiStoreApi();
    const [text, setText] = useState('');
    return <SearchField text={text} onText={setText} onSearch={(keyword) => searched.push(keyword)} remoteCounter={false} placeholder="Search" />;
  }
  act(() => {
    render(
      <ElementProviders host={host} settings={settings}>
        <NotedApi>
          <Field />
        </NotedApi>
      </ElementProviders>,
      container,
    );
  });
  mounted = {
    shadow,
    ui: seen.ui!,
    searched,
    askedFor,
    unmount: () => {
      act(() => {
        render(null, container);
      });
      host.remove();
    },
  };
  return mounted;
}

const field = () => mounted!.shadow.querySelector<HTMLInputElement>('input[role="combobox"]')!;
const listbox = () => mounted!.shadow.querySelector<HTMLElement>('[role="listbox"]')!;
const options = () => [...mounted!.shadow.querySelectorAll<HTMLElement>('[role="option"]')];
const toasts = () => mounted!.ui.getState().toasts.map((toast) => `${toast.text} (${toast.ms} ms)`);

function type(text: string) {
  act(() => {
    const input = field();
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function press(key: string) {
  act(() => {
    field().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}
/** Moves the page's clock on (fake timers) and lets what falls due render and run its effects. */
const pause = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
/**
 * Waits for the server's answer to show (real HTTP: the condition, not a time). Up to 4 s, not
 * vi.waitFor's 1 s: it took longer under a load of 15 on 2 cores (the test's own limit is 5 s).
 */
const shown = (count: number) => vi.waitFor(() => expect(options(), 'recommendations shown').toHaveLength(count), { timeout: 4_000 });

describe('docs/behaviour/5-validation.md what is typed is cleaned as it is typed', () => {
  it('"身份*證" → the box keeps "身份證" and "Special characters are not allowed" shows for 2 s', () => {
    mount();
    type('身份*證');
    expect(field().value).toBe('身份證');
    expect(toasts()).toEqual([`${t('en_us', 'messages.prohibitInput')} (2000 ms)`]);
  });

  it('a refused key after accepted text leaves the text as it was, with one notice however many were refused', () => {
    mount();
    type('passport');
    type('passport?');
    type('passport!');
    expect(field().value).toBe('passport');
    expect(toasts()).toHaveLength(1);
  });

  it('Enter on an empty box → "Please enter the enquiry content", no search', () => {
    mount();
    type('   ');
    press('Enter');
    expect(mounted!.searched).toEqual([]);
    expect(toasts()).toEqual([`${t('en_us', 'messages.keywordEmpty')} (2000 ms)`]);
  });

  it('Enter searches the trimmed keyword', () => {
    mount();
    type('  identity card ');
    press('Enter');
    expect(mounted!.searched).toEqual(['identity card']);
  });
});

describe('docs/behaviour/2-screens.md, docs/behaviour/9-constants.md the type-ahead: 500 ms after typing stops, an ARIA combobox', () => {
  // The pause is on the page's clock; the answers come over real HTTP.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('asks for recommendations once typing has paused 500 ms, not on each key', async () => {
    mount();
    type('p');
    await pause(TYPE_AHEAD_DEBOUNCE_MS - 1);
    type('pa');
    type('pass');
    await pause(TYPE_AHEAD_DEBOUNCE_MS - 1);
    expect(mounted!.askedFor).toEqual([]);
    await pause(1);
    expect(mounted!.askedFor).toEqual(['pass']);
    await shown(2);
    expect(requests.map((r) => r.url)).toEqual(['/api/appms/services/recommend?keyword=pass&remoteCounter=false']);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(listbox().id);
    expect(listbox().hidden).toBe(false);
  });

  it('arrow keys move through the options (aria-activedescendant), Enter searches the one chosen', async () => {
    mount();
    type('pass');
    await pause(TYPE_AHEAD_DEBOUNCE_MS);
    await shown(2);
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    press('ArrowDown');
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant'), 'past the last option: back in the text').toBeNull();
    press('ArrowUp');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    press('Enter');
    // The chosen name is searched as a keyword: its comma is not kept (docs/behaviour/5-validation.md).
    expect(mounted!.searched).toEqual(['Passport renewal urgent']);
    expect(field().value).toBe('Passport renewal urgent');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('a click on a recommendation searches it', async () => {
    mount();
    type('pass');
    await pause(TYPE_AHEAD_DEBOUNCE_MS);
    await shown(2);
    act(() => options()[0]!.click());
    expect(mounted!.searched).toEqual(['SAR passport application']);
    expect(listbox().hidden).toBe(true);
  });

  it('clearing the text hides them at once', async () => {
    mount();
    type('pass');
    await pause(TYPE_AHEAD_DEBOUNCE_MS);
    await shown(2);
    type('');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(listbox().hidden).toBe(true);
  });

  it('Escape closes them and keeps the text', async () => {
    mount();
    type('pass');
    await pause(TYPE_AHEAD_DEBOUNCE_MS);
    await shown(2);
    press('Escape');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().value).toBe('pass');
  });
});
