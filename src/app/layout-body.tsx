// What the layout shows under its feedback hosts once its code is in: start-up from the
// attributes (and <booking-app>'s link), then the router over the routes the element may show.
// A lazy chunk of its own, so an element's first paint (its title, the spinner) does not wait for
// the start-up and routing code. After a login it took, the element asks for the privacy consent.
// Outside production (the profile's ribbonEnv) the environment ribbon names the environment; its
// code loads only there (a fixed corner: arriving late, it moves nothing on the page).
// @chunk element-body: it and what it imports, with the pieces most screens use (docs/build.md).
import { Suspense, lazy, useEffect, useState } from 'react';
import { loadTexts } from '../i18n/translate.ts';
import { createTransport, FIRST_AREAS } from '../api/first-areas.ts';
import { useHost } from '../platform/host-context.ts';
import { provideApiClient } from '../platform/lazy-api.ts';
import { getSessionStore } from '../store/session-store.ts';
import { useBookingStoreApi, useSession } from '../store/stores-context.tsx';
import { ribbonEnvironment } from '../domain/environment-ribbon.ts';
import type { ElementConfig } from './root-config.ts';
import { loadHashRouting, Router } from '../routing/router.tsx';
import { ROUTES } from './route-table.ts';
import { StartScreen } from './start-screen.tsx';
import { useSelectionTakeOver } from './use-selection-take-over.ts';
import { useStartup } from './use-startup.ts';

// The transport and the first screens' API areas come with this chunk (vite.config.ts): screens'
// calls use them from here.
provideApiClient({ createTransport, FIRST_AREAS });

const LoginConsent = lazy(() => import('../flows/account/login-consent.tsx'));
const EnvironmentRibbon = lazy(() => import('../components/environment-ribbon.tsx').then((m) => ({ default: m.EnvironmentRibbon })));

/** The start route lost its context after start-up (nothing does this today): say what is missing. */
const FALLBACK_PROBLEM = { messageKey: 'messages.nullServiceAndLocation', code: null, retry: false } as const;

export default function ElementBody({ config }: { config: ElementConfig }) {
  const { settings, languagePending = false } = useHost();
  const start = useStartup(config);
  // A language the start adopted (the link's) is the first screen's from its first paint: the
  // screen waits for its texts rather than showing in the default language and then again, each
  // of its reads made twice. Later switches keep the shown screen until the texts are in.
  const [begun, setBegun] = useState(false);
  const ready = start.status === 'ready' && (begun || !languagePending);
  useEffect(() => {
    if (ready) setBegun(true);
  }, [ready]);
  useSelectionTakeOver(config);
  const store = useBookingStoreApi();
  // Signing out (in this element or another on the page) leaves this element nothing of the
  // citizen: identity and mobile typed or prefilled, tickets, favourites (docs/behaviour/6-roles.md).
  useEffect(
    () =>
      getSessionStore().subscribe((session, before) => {
        if (before.token && !session.token) store.getState().forgetCitizen();
      }),
    [store],
  );
  // While start-up reads what the attributes name, fetch what the first screen will need rather
  // than after (<queue-ticket>: its figures show one round trip sooner): its chunk and its texts.
  // A failure here is met again, and shown, when the router loads the screen.
  const language = settings.language;
  useEffect(() => {
    void ROUTES[config.start].load().catch(() => undefined);
    void loadTexts(language, ROUTES[config.start].texts).catch(() => undefined);
    if (config.ownsPage && settings.routing === 'hash') void loadHashRouting().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at start: a later switch is the router's to load for
  }, [config.start]);
  const ribbonEnv = useSession((s) => s.profile?.ribbonEnv);
  const titleKey = `elements.${config.tag}.title` as const;
  const level = config.ownsPage ? 1 : 2;
  if (!ready) return <StartScreen titleKey={titleKey} level={level} />;
  const router = (
    <Router
      table={ROUTES}
      routing={config.ownsPage ? settings.routing : 'memory'}
      startHash={start.startHash}
      {...(config.routes ? { routes: config.routes } : {})}
      start={config.start}
      startTitleKey={titleKey}
      headingLevel={level}
      unavailable={<StartScreen titleKey={titleKey} level={level} problem={start.problem ?? FALLBACK_PROBLEM} onRetry={start.retry} />}
    />
  );
  return (
    <>
      {router}
      {ribbonEnvironment(ribbonEnv) !== null && (
        <Suspense fallback={null}>
          <EnvironmentRibbon env={ribbonEnv} />
        </Suspense>
      )}
      {start.loggedIn && (
        <Suspense fallback={null}>
          <LoginConsent />
        </Suspense>
      )}
    </>
  );
}
