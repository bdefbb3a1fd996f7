// Test support for the shared pieces (unit tests in happy-dom and the Chromium fixtures): renders
// a component into a shadow root inside a `.cb-root`, as an element would, with the host context,
// a UI store, a booking store and an API client (on `apiBase`). Not imported by any shipped module.
import type { ReactNode } from 'react';
import { render } from 'react-dom';
import type { Lang } from '../../src/common/languages.ts';
import { resolveSettings } from '../../src/platform/attribute-settings.ts';
import { emit } from '../../src/platform/events.ts';
import { HostContext, type HostValue } from '../../src/platform/host-context.ts';
import { createLazyApi } from '../../src/platform/lazy-api.ts';
import { createBookingStore, type BookingStore } from '../../src/store/booking-store.ts';
import { getSessionStore } from '../../src/store/session-store.ts';
import { ApiContext, BookingStoreContext, UiStoreContext } from '../../src/store/stores-context.tsx';
import { createUiStore, type UiStore } from '../../src/store/ui-store.ts';

export interface TestHost {
  host: HTMLElement;
  root: ShadowRoot;
  /** The `.cb-root` element inside the shadow root. */
  container: HTMLElement;
  ui: UiStore;
  booking: BookingStore;
  rerender(node: ReactNode): void;
  unmount(): void;
}

export interface TestHostOptions {
  lang?: Lang;
  theme?: 'light' | 'dark';
  apiBase?: string;
  ui?: UiStore;
  /** Where to attach the host; document.body by default. */
  parent?: HTMLElement;
}

export function mountInHost(node: ReactNode, options: TestHostOptions = {}): TestHost {
  const host = document.createElement('div');
  host.className = 'test-host';
  (options.parent ?? document.body).append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  container.className = 'cb-root';
  container.dataset['theme'] = options.theme ?? 'light';
  root.append(container);
  const ui = options.ui ?? createUiStore();
  const settings = resolveSettings({ language: options.lang ?? 'en_us', apiBase: options.apiBase ?? '/api', theme: options.theme ?? 'light' }, { userAgent: '', width: 1024, bridge: null });
  const value: HostValue = { host, settings, emit: (name, detail) => emit(host, name, detail) };
  const booking = createBookingStore();
  const api = createLazyApi({
    baseURL: settings.apiBase,
    platform: settings.platform,
    getLanguage: () => settings.language,
    getToken: () => getSessionStore().getState().token,
  });
  const wrap = (child: ReactNode) => (
    <HostContext.Provider value={value}>
      <BookingStoreContext.Provider value={booking}>
        <UiStoreContext.Provider value={ui}>
          <ApiContext.Provider value={api}>{child}</ApiContext.Provider>
        </UiStoreContext.Provider>
      </BookingStoreContext.Provider>
    </HostContext.Provider>
  );
  render(wrap(node), container);
  return {
    host,
    root,
    container,
    ui,
    booking,
    rerender: (next) => render(wrap(next), container),
    unmount: () => {
      render(null, container);
      host.remove();
    },
  };
}
