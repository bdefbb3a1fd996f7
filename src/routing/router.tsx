// The router of every element: renders the screen of the store's route once the route guard
// (src/domain/route-guard.ts) has checked that the element shows that route and its context is
// there, goes to the element's start route otherwise, draws the page header from the route table
// (title, back, home; what the screen adds through useHeaderActions), tells the host each route
// it shows (`cb-route-change`), and with routing="hash" mirrors the route in location.hash.
// A screen shows once the part of the dictionary its route needs (the table's `texts`,
// src/i18n/dictionary-parts.ts) is in: the header, whose titles are in the first part, shows at
// once; the rest of the dictionary and the screen's chunk load side by side.
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { PageHeader } from '../components/page-header.tsx';
import { SectionHeadingLevelContext } from '../components/section-heading-level.ts';
import { Spinner } from '../components/spinner.tsx';
import { useLang } from '../components/use-lang.ts';
import { headerButtons } from '../domain/header-buttons.ts';
import { HOME_ROUTE, resolveRoute, type AnyRouteState, type RoutePath } from '../domain/route-guard.ts';
import { t, type MessageKey } from '../i18n/translate.ts';
import { closePage } from '../platform/close-page.ts';
import { useHost } from '../platform/host-context.ts';
import { useTexts } from '../platform/use-texts.ts';
import { useBookingStore, useBookingStoreApi, useSession } from '../store/stores-context.tsx';
import { ElementRoutesContext } from './shown-routes.ts';
import { guardStateOf } from './guard-state.ts';
import { HeaderActionsContext, type HeaderActions } from './header-actions.tsx';
import { backBehaviourOf, type RouteTable, type ScreenProps } from './route-definition.ts';

type Routing = 'memory' | 'hash';

/** routing="hash"'s module (hash-routing.ts), one request per page. */
export const loadHashRouting = () => import('./hash-routing.ts');

const screens = new Map<() => Promise<unknown>, ComponentType<ScreenProps>>();

function screenOf(load: () => Promise<unknown>): ComponentType<ScreenProps> {
  let screen = screens.get(load);
  if (!screen) {
    // Each route's screen takes that route's props; the router hands it its own route and state.
    screen = lazy(load as () => Promise<{ default: ComponentType<ScreenProps> }>);
    screens.set(load, screen);
  }
  return screen;
}

export interface RouterProps {
  /** The routes' titles, headers and screens (src/app/route-table.ts): handed in, not imported, since it loads the flows' screens. */
  table: RouteTable;
  routing?: Routing;
  /** With hash routing: the hash start-up read (a change since is adopted when the router connects). */
  startHash?: string | undefined;
  /** The routes this element may show; every route when absent. */
  routes?: readonly RoutePath[];
  /** Where the element starts, and where a route it does not show goes. */
  start?: RoutePath;
  /** The start route's title: the element's own name, as the host's page presents it. */
  startTitleKey?: MessageKey;
  /** 1 when the element is the page; 2 for a widget inside a host's page. */
  headingLevel?: 1 | 2;
  /** What shows when not even the start route can (its context is missing). */
  unavailable?: ReactNode;
}

export function Router({ table, routing = 'memory', startHash, routes, start = HOME_ROUTE, startTitleKey, headingLevel = 1, unavailable = null }: RouterProps) {
  const store = useBookingStoreApi();
  const { emit, needTexts } = useHost();
  const lang = useLang();
  const loggedIn = useSession((s) => Boolean(s.token));
  const route = useBookingStore((s) => s.route);
  const routeState = useBookingStore((s) => s.routeState);
  const shown = useBookingStore((s) => resolveRoute(s.route, guardStateOf(s, loggedIn), { ...(routes ? { allowed: routes } : {}), start }));
  const [actions, setActions] = useState<HeaderActions | null>(null);
  const elementRoutes = useMemo(() => ({ routes, start }), [routes, start]);
  const title = useRef<HTMLHeadingElement>(null);
  const lastShown = useRef<RoutePath | null>(null);
  const part = shown === null ? 'first' : table[shown].texts;
  const textsIn = useTexts(lang, part);

  useEffect(() => needTexts?.(part), [needTexts, part]);

  // While the texts load, so does the screen's chunk: one round trip for both.
  useEffect(() => {
    if (shown !== null && !textsIn) void table[shown].load().catch(() => undefined);
  }, [table, shown, textsIn]);

  // Hash routing's code loads only where it is used (layout-body.tsx asks for it as it starts).
  // Until it is connected (and has written the route in the hash), no route is announced: a host
  // that hears a route finds it in the URL. Should the module fail to load, routes are announced
  // as memory routing does.
  const [hashSettled, setHashSettled] = useState(false);
  useEffect(() => {
    if (routing !== 'hash') return undefined;
    let live = true;
    let disconnect: (() => void) | undefined;
    void loadHashRouting().then(
      ({ connectHashRouting }) => {
        if (!live) return;
        disconnect = connectHashRouting(store, window, startHash);
        setHashSettled(true);
      },
      () => live && setHashSettled(true),
    );
    return () => {
      live = false;
      disconnect?.();
      setHashSettled(false);
    };
  }, [routing, store, startHash]);
  const announcing = routing !== 'hash' || hashSettled;

  useEffect(() => {
    if (shown !== null && shown !== route) store.getState().navigate(shown, {}, { replace: true });
  }, [shown, route, store]);

  // A new screen: focus goes to its title, where the eye goes, so a screen reader reads where the
  // citizen now is and Tab continues from the top of it (not on the first screen: the host page
  // keeps its focus while the widget starts).
  useEffect(() => {
    if (shown === null) return;
    const previous = lastShown.current;
    lastShown.current = shown;
    if (previous !== null && previous !== shown) title.current?.focus();
  }, [shown]);

  useEffect(() => {
    if (announcing && shown !== null) emit('cb-route-change', { route: shown });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- emit is rebuilt with the settings; the event is about the route only
  }, [shown, announcing]);

  if (shown === null) return <>{unavailable}</>;
  const state: AnyRouteState = shown === route ? routeState : {};
  const Screen = screenOf(table[shown].load);
  return (
    <>
      {table[shown].header && (
        <RouteHeader
          table={table}
          route={shown}
          state={state}
          start={start}
          titleKey={shown === start && startTitleKey ? startTitleKey : table[shown].titleKey}
          level={headingLevel}
          actions={actions}
          titleRef={title}
        />
      )}
      <ElementRoutesContext.Provider value={elementRoutes}>
        <HeaderActionsContext.Provider value={setActions}>
          <SectionHeadingLevelContext.Provider value={headingLevel === 1 ? 2 : 3}>
            <Suspense fallback={<Spinner />}>{textsIn ? <Screen route={shown} routeState={state} /> : <Spinner />}</Suspense>
          </SectionHeadingLevelContext.Provider>
        </HeaderActionsContext.Provider>
      </ElementRoutesContext.Provider>
    </>
  );
}

interface RouteHeaderProps {
  table: RouteTable;
  route: RoutePath;
  state: AnyRouteState;
  start: RoutePath;
  titleKey: MessageKey;
  level: 1 | 2;
  actions: HeaderActions | null;
  titleRef: RefObject<HTMLHeadingElement>;
}

function RouteHeader({ table, route, state, start, titleKey, level, actions, titleRef }: RouteHeaderProps) {
  const lang = useLang();
  const { host, settings } = useHost();
  const store = useBookingStoreApi();
  const canGoBack = useBookingStore((s) => s.history.length > 0);
  const inApp = settings.platform === 'android' || settings.platform === 'ios';
  const buttons = headerButtons(backBehaviourOf(table, route, state), { canGoBack, atStart: route === start, inApp });
  const back = {
    pop: () => void store.getState().back(),
    start: () => store.getState().navigate(start, {}, { reset: true }),
    close: () => void closePage(host),
  };
  return (
    <PageHeader
      title={actions?.title ?? t(lang, titleKey)}
      level={level}
      titleRef={titleRef}
      {...(buttons.back ? { onBack: back[buttons.back] } : {})}
      {...(buttons.home ? { onHome: () => store.getState().navigate(start) } : {})}
      {...(actions?.onRefresh ? { onRefresh: actions.onRefresh } : {})}
      {...(actions?.rightAction ? { rightAction: actions.rightAction } : {})}
    />
  );
}
