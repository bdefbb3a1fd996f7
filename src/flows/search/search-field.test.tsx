// The search box inside an element's real providers, against a small real HTTP server that answers
// the type-ahead: what is typed is cleaned with messages.prohibitInput for 2 s, an empty keyword
// says keywordEmpty, and the recommendations follow the ARIA combobox pattern (SPEC.md §2 Search,
// §5 search input, §9 type-ahead 500 ms).
import { useState } from 'react';
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ok, startFixtureServer, type FixtureServer, type Seen } from '../../../test/unit-support/http-server.fixture.ts';
import { t } from '../../i18n/translate.ts';
import { ElementProviders } from '../../element/providers.tsx';
import { resolveSettings } from '../../platform/attribute-settings.ts';
import { useUiStoreApi } from '../../store/stores-context.tsx';
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
  const seen: { ui?: UiStore } = {};
  function Field() {
    seen.ui = useUiStoreApi();
    const [text, setText] = useState('');
    return <SearchField text={text} onText={setText} onSearch={(keyword) => searched.push(keyword)} remoteCounter={false} placeholder="Search" />;
  }
  act(() => {
    render(
      <ElementProviders host={host} settings={settings}>
        <Field />
      </ElementProviders>,
      container,
    );
  });
  mounted = {
    shadow,
    ui: seen.ui!,
    searched,
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
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await act(() => sleep(20));
  expect(check(), what).toBe(true);
}

describe('§5 what is typed is cleaned as it is typed', () => {
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

describe('§2/§9 the type-ahead: 500 ms after typing stops, an ARIA combobox', () => {
  it('asks for recommendations once typing has paused 500 ms, not on each key', async () => {
    mount();
    type('p');
    type('pa');
    type('pass');
    await act(() => sleep(300));
    expect(requests).toHaveLength(0);
    await until(() => options().length === 2, 'two recommendations shown');
    expect(requests.map((r) => r.url)).toEqual(['/api/appms/services/recommend?keyword=pass&remoteCounter=false']);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(listbox().id);
    expect(listbox().hidden).toBe(false);
  });

  it('arrow keys move through the options (aria-activedescendant), Enter searches the one chosen', async () => {
    mount();
    type('pass');
    await until(() => options().length === 2, 'recommendations shown');
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    press('ArrowDown');
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant'), 'past the last option: back in the text').toBeNull();
    press('ArrowUp');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    press('Enter');
    // The chosen name is searched as a keyword: its comma is not kept (§5).
    expect(mounted!.searched).toEqual(['Passport renewal urgent']);
    expect(field().value).toBe('Passport renewal urgent');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('a click on a recommendation searches it', async () => {
    mount();
    type('pass');
    await until(() => options().length === 2, 'recommendations shown');
    act(() => options()[0]!.click());
    expect(mounted!.searched).toEqual(['SAR passport application']);
    expect(listbox().hidden).toBe(true);
  });

  it('clearing the text hides them at once', async () => {
    mount();
    type('pass');
    await until(() => options().length === 2, 'recommendations shown');
    type('');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(listbox().hidden).toBe(true);
  });

  it('Escape closes them and keeps the text', async () => {
    mount();
    type('pass');
    await until(() => options().length === 2, 'recommendations shown');
    press('Escape');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().value).toBe('pass');
  });
});
