// Everything one element instance hands down to its screens. The booking store, the UI store
// (toasts, loading, dialogs) and the API client are created here, once per instance, so two
// widgets on one page never share navigation state or feedback; the session store is page-wide
// (getSessionStore) and needs no provider. The API client loads on its first call (lazy-api.ts).
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createBookingStore } from '../store/booking-store.ts';
import { getSessionStore } from '../store/session-store.ts';
import { ApiContext, BookingStoreContext, UiStoreContext } from '../store/stores-context.tsx';
import { createUiStore } from '../store/ui-store.ts';
import type { Lang } from '../common/languages.ts';
import type { ElementSettings } from '../platform/attribute-settings.ts';
import { emit } from '../platform/events.ts';
import { HostContext, type HostValue } from '../platform/host-context.ts';
import { createLazyApi } from '../platform/lazy-api.ts';

export interface ElementProvidersProps {
  host: HTMLElement;
  settings: ElementSettings;
  adoptLanguage?: HostValue['adoptLanguage'];
  needTexts?: HostValue['needTexts'];
  languagePending?: boolean;
  children?: ReactNode;
}

export function ElementProviders({ host, settings, adoptLanguage, needTexts, languagePending = false, children }: ElementProvidersProps) {
  const [bookingStore] = useState(() => createBookingStore());
  const [uiStore] = useState(() => createUiStore());
  // The client reads the language at each call, so a live language switch needs no new client.
  const language = useRef(settings.language);
  // Follows the settings when they change (not on every render: an adopted language, below, holds
  // until the element shows it).
  const settingsLanguage = useRef(settings.language);
  if (settingsLanguage.current !== settings.language) {
    settingsLanguage.current = settings.language;
    language.current = settings.language;
  }
  const api = useMemo(
    () =>
      createLazyApi({
        baseURL: settings.apiBase,
        platform: settings.platform,
        getLanguage: () => language.current,
        getToken: () => getSessionStore().getState().token,
        onChallenge: () => uiStore.getState().beginChecking(),
      }),
    [settings.apiBase, settings.platform, uiStore],
  );
  // A language the element adopts (the link's, at start-up) is the calls' language at once: the
  // start-up's own reads (a memo-jump ticket, a department named in the link) follow right after,
  // before the element has rendered in it, and their names must be in it.
  const adopt = useMemo(
    () =>
      adoptLanguage &&
      ((lang: Lang) => {
        language.current = lang;
        adoptLanguage(lang);
      }),
    [adoptLanguage],
  );
  // The same function for the element's life: a screen that tells the host something as it shows
  // (`cb-login-required` on a page that needs a login) must not tell it again when a setting such
  // as the language changes.
  const emitOnHost = useCallback<HostValue['emit']>((name, detail) => emit(host, name, detail), [host]);
  const hostValue = useMemo<HostValue>(
    () => ({
      host,
      settings,
      emit: emitOnHost,
      ...(adopt ? { adoptLanguage: adopt } : {}),
      ...(needTexts ? { needTexts } : {}),
      languagePending,
    }),
    [host, settings, emitOnHost, adopt, needTexts, languagePending],
  );
  return (
    <HostContext.Provider value={hostValue}>
      <BookingStoreContext.Provider value={bookingStore}>
        <UiStoreContext.Provider value={uiStore}>
          <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
        </UiStoreContext.Provider>
      </BookingStoreContext.Provider>
    </HostContext.Provider>
  );
}
