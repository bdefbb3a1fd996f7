// The home search bar inside an element's real providers: a tap opens the search page, and
// pressing and holding the search icon for 12 s opens the hidden About page (docs/behaviour/2-screens.md (Routes),
// docs/behaviour/9-constants.md), on a controllable clock.
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n/translate.ts';
import { ElementProviders } from '../../element/providers.tsx';
import { resolveSettings, type Platform } from '../../platform/attribute-settings.ts';
import type { BookingStore } from '../../store/booking-store.ts';
import { useBookingStoreApi } from '../../store/stores-context.tsx';
import { SearchBar } from './search-bar.tsx';

let shadow: ShadowRoot;
let store: BookingStore;
let unmount: () => void;

function mount(platform: Platform, remote = false) {
  const host = document.createElement('div');
  document.body.append(host);
  shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const settings = resolveSettings({ language: 'en_us', platform }, { userAgent: '', width: 1024, bridge: null });
  function Capture() {
    store = useBookingStoreApi();
    return null;
  }
  act(() => {
    render(
      <ElementProviders host={host} settings={settings}>
        <Capture />
        <SearchBar remote={remote} />
      </ElementProviders>,
      container,
    );
  });
  unmount = () => {
    act(() => {
        render(null, container);
      });
    host.remove();
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  unmount();
  vi.useRealTimers();
});

const where = () => ({ route: store.getState().route, state: store.getState().routeState });
const icon = () => shadow.querySelector<HTMLElement>('.cb-search-bar__icon')!;
const pointer = (type: string) => act(() => void icon().dispatchEvent(new PointerEvent(type, { bubbles: true })));

describe('the home search bar on a phone', () => {
  it('a tap opens the search page, come from home', () => {
    mount('mobileWeb');
    const bar = shadow.querySelector<HTMLButtonElement>('button')!;
    expect(bar.textContent).toBe(t('en_us', 'components.searchBar.placeholder'));
    act(() => bar.click());
    expect(where()).toEqual({ route: '/search', state: { comeFromHomePage: true } });
  });

  it('the remote-counter bar says it searches remote services, and hides no About page behind its icon', () => {
    mount('mobileWeb', true);
    expect(shadow.querySelector('button')!.textContent).toBe(t('en_us', 'components.searchBar.remotePlaceholder'));
    pointer('pointerdown');
    act(() => void vi.advanceTimersByTime(12_000));
    expect(where().route).toBe('/home');
  });

  it('holding the search icon for 12 s opens the hidden About page, and the release does not open search', () => {
    mount('mobileWeb');
    pointer('pointerdown');
    act(() => void vi.advanceTimersByTime(11_999));
    expect(where().route).toBe('/home');
    act(() => void vi.advanceTimersByTime(1));
    expect(where().route).toBe('/AboutPage');
    pointer('pointerup');
    act(() => shadow.querySelector<HTMLButtonElement>('button')!.click());
    expect(where().route).toBe('/AboutPage');
  });

  it('letting go before 12 s opens nothing hidden: the tap opens search as usual', () => {
    mount('mobileWeb');
    pointer('pointerdown');
    act(() => void vi.advanceTimersByTime(11_000));
    pointer('pointerup');
    act(() => void vi.advanceTimersByTime(5_000));
    expect(where().route).toBe('/home');
    act(() => shadow.querySelector<HTMLButtonElement>('button')!.click());
    expect(where().route).toBe('/search');
  });
});

describe('on a desktop', () => {
  it('the same bar opens the search page (whose box has a Search button), and its icon held 12 s opens the hidden About page', () => {
    mount('PCWeb');
    expect(shadow.querySelector('input')).toBeNull();
    pointer('pointerdown');
    act(() => void vi.advanceTimersByTime(12_000));
    expect(where().route).toBe('/AboutPage');
  });
});
