// The component every element renders into its shadow root: base styles, settings resolved from
// the attributes (and the language the element adopted from the page's link), the per-instance
// providers, and the element's own root: its config around the layout every element shares, which
// ships with the element (each element's code beyond its first paint is in lazy chunks, so a page
// showing one widget still downloads none of the others' screens). The root waits for the first
// part of the dictionary of the element's language (a lazy chunk, the element's first request);
// a language switch waits for the parts the shown route needs (src/i18n/dictionary-parts.ts).
import { Component, Suspense, lazy, useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { TextsPart } from '../i18n/dictionary-parts.ts';
import { t } from '../i18n/translate.ts';
import type { Lang } from '../common/languages.ts';
import type { BookingStore } from '../store/booking-store.ts';
import { BookingStoreContext } from '../store/stores-context.tsx';
import baseCss from '../styles/base.css?inline';
import tokensCss from '../styles/tokens.css?inline';
import { ElementProviders } from './providers.tsx';
import { HTML_LANG, readPlatformEnv, resolveSettings, type ElementAttributes } from '../platform/attribute-settings.ts';
import { emit } from '../platform/events.ts';
import { useLoadedLanguage } from './use-loaded-language.ts';
import { adoptStyles } from '../platform/use-styles.ts';
import { reservedHeightCss, type ReservedHeight } from '../app/reserved-height.ts';

/** The element's properties as r2wc passes them, plus the shadow root it renders into. */
export type ShellProps = ElementAttributes & { token?: string | null; container?: unknown } & Record<string, unknown>;

type RootModule = { default: ComponentType<Record<string, unknown>> };

/**
 * Where the element's root comes from: the component itself (the four elements: a root is their
 * config around the shared layout, which every element paints first, so it ships with the element
 * and paints without a further request), or a loader of a lazy chunk (test elements, among them
 * one whose root fails to load).
 */
export type RootSource = ({ root: RootModule['default'] } | { load: () => Promise<RootModule> }) & {
  /** A widget's least height from its first paint on (reserved-height.ts); none for a page of its own. */
  reservedHeight?: ReservedHeight;
};

const FIRST_PART: readonly TextsPart[] = ['first'];
const BOTH_PARTS: readonly TextsPart[] = ['first', 'rest'];

interface LoadGuardProps {
  host: HTMLElement;
  language: Lang;
  children?: ReactNode;
}

/** A root chunk that fails to load (offline, a CDN hiccup) says so instead of leaving a blank box. */
class LoadGuard extends Component<LoadGuardProps, { failed: boolean }> {
  // The element's booking store, for the route the failure happened on (cb-error's `route`).
  static override contextType = BookingStoreContext;
  declare context: BookingStore | null;
  override state = { failed: false };
  static override getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    const message = t(this.props.language, 'messages.network.connectFailed');
    const route = this.context?.getState().route ?? '';
    emit(this.props.host, 'cb-error', { code: null, messageKey: 'messages.network.connectFailed', message, route });
    console.error(error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p part="body" role="alert">
        {t(this.props.language, 'messages.network.connectFailed')}
      </p>
    );
  }
}

/** Hands a failed dictionary load to the LoadGuard around it. */
function Failed({ error }: { error: unknown }): never {
  throw error;
}

/** The root component, and for a lazy root the function that starts its load (one request per page). */
function rootOf(source: RootSource): { Root: RootModule['default']; preload?: () => Promise<RootModule> } {
  if ('root' in source) return { Root: source.root };
  let loading: Promise<RootModule> | undefined;
  const preload = () => (loading ??= source.load());
  return { Root: lazy(preload), preload };
}

/**
 * Adopts the element's own sheets into its shadow root: the tokens, the base styles and a widget's
 * reserved height. The element does so as it is created, so that its box holds its room between
 * the moment it is defined (a host's `:not(:defined)` rule stops applying) and its first render,
 * which runs a task later; the shell again as it renders (idempotent).
 */
export function shellStyles(source: Pick<RootSource, 'reservedHeight'>): (shadow: ShadowRoot | null) => void {
  const reservedCss = source.reservedHeight ? reservedHeightCss(source.reservedHeight) : undefined;
  return (shadow) => {
    adoptStyles(shadow, tokensCss);
    adoptStyles(shadow, baseCss);
    if (reservedCss) adoptStyles(shadow, reservedCss);
  };
}

export function createShell(source: RootSource): ComponentType<ShellProps> {
  const { Root, preload } = rootOf(source);
  const adoptShellStyles = shellStyles(source);
  // The token is not handed to the root: element-base.tsx puts it in the page's session store,
  // where every screen reads it.
  return function ElementShell({ container, token: _token, ...props }: ShellProps) {
    const shadow = container as ShadowRoot;
    const host = shadow.host as HTMLElement;
    adoptShellStyles(shadow);
    const [env] = useState(readPlatformEnv);
    const { theme, platform, apiBase, routing, departmentId, serviceCode, serviceId, locationId, ticketId, appUrl, loginUrl } = props;
    // A language the element adopted (its link's) holds while the attribute stays what it was then.
    const [adopted, setAdopted] = useState<{ language: Lang; attribute: string | null | undefined } | null>(null);
    const attribute = useRef(props.language);
    attribute.current = props.language;
    const adoptLanguage = useCallback((adopt: Lang) => setAdopted({ language: adopt, attribute: attribute.current }), []);
    const language = adopted && adopted.attribute === props.language ? adopted.language : props.language;
    const settings = useMemo(
      () => resolveSettings({ language, theme, platform, apiBase, routing, departmentId, serviceCode, serviceId, locationId, ticketId, appUrl, loginUrl }, env),
      [language, theme, platform, apiBase, routing, departmentId, serviceCode, serviceId, locationId, ticketId, appUrl, loginUrl, env],
    );
    // Screens get the language whose texts are loaded: after a live switch, the old one until the
    // new language's parts that the shown route needs (the router tells) have arrived.
    const [parts, setParts] = useState(FIRST_PART);
    const needTexts = useCallback((part: TextsPart) => setParts(part === 'rest' ? BOTH_PARTS : FIRST_PART), []);
    const loaded = useLoadedLanguage(settings.language, parts);
    const shownLanguage = loaded.language ?? settings.language;
    const shown = useMemo(
      () => (shownLanguage === settings.language ? settings : { ...settings, language: shownLanguage }),
      [settings, shownLanguage],
    );
    // Before the first dictionary arrives, a lazy root's chunk loads in parallel rather than after it.
    if (loaded.language === undefined) void preload?.().catch(() => undefined);
    const pending = <div className="cb-pending" part="body" aria-busy="true" />;
    let body: ReactNode;
    if (loaded.language !== undefined) {
      body = (
        <Suspense fallback={pending}>
          <Root {...props} />
        </Suspense>
      );
    } else body = loaded.error === undefined ? pending : <Failed error={loaded.error} />;
    return (
      <ElementProviders
        host={host}
        settings={shown}
        adoptLanguage={adoptLanguage}
        needTexts={needTexts}
        languagePending={shownLanguage !== settings.language && loaded.error === undefined}
      >
        <div className="cb-root" part="root" data-theme={shown.theme} data-platform={shown.platform} lang={HTML_LANG[shown.language]}>
          <LoadGuard host={host} language={shown.language}>
            {body}
          </LoadGuard>
        </div>
      </ElementProviders>
    );
  };
}
