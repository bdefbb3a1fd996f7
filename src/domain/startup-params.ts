// Start-up from the link (SPEC.md §2 Routes, §8): the first route of <booking-app> and what must
// happen before it shows, decided from the page's query parameters and the element's attributes.
// - error: alert it and stop start-up (nothing else runs)
// - code: a one-account authorization code, handed to the login flow first
// - memoJump: load that ticket and show the success page once (a reload with the same link
//   does not show it again: the caller remembers the shown id, the host's URL stays untouched)
// - serviceCode: open search with that code (one match opens at once)
// - departmentId: open that department
// - language / lang: the language (§1); the link wins over the `language` attribute
import { resolveLanguage, type Lang } from '../i18n/languages.ts';
import { HOME_ROUTE, type RoutePath } from './route-guard.ts';

export type LinkParams = URLSearchParams | Readonly<Record<string, string | null | undefined>>;

export interface StartupAttributes {
  departmentId?: string | number | null;
  serviceCode?: string | null;
  language?: string | null;
}

export type StartupAction =
  | { type: 'exchangeLoginCode'; code: string }
  | { type: 'loadTicket'; ticketId: string }
  | { type: 'openDepartment'; departmentId: string };

export type StartupPlan =
  | { kind: 'stop'; alert: string; language: Lang }
  | {
      kind: 'start';
      language: Lang;
      /** The route to show first; actions may move on from it (openDepartment). */
      route: RoutePath;
      routeState: Record<string, unknown>;
      /** In order: the login exchange first, so what follows runs with the token. */
      actions: StartupAction[];
      /** The memo-jump ticket this start-up shows; the caller remembers it as shown. */
      memoJump: string | null;
    };

export interface StartupMemory {
  /** The memoJump id already shown in this browser session. */
  shownMemoJump?: string | null;
}

function read(link: LinkParams, name: string): string | null {
  const raw = link instanceof URLSearchParams ? link.get(name) : link[name];
  const value = raw?.trim();
  return value ? value : null;
}

export function startupPlan(link: LinkParams, attributes: StartupAttributes = {}, memory: StartupMemory = {}): StartupPlan {
  const languageParam = read(link, 'language') ?? read(link, 'lang') ?? attributes.language ?? null;
  const language = resolveLanguage(languageParam);
  const error = read(link, 'error');
  if (error) return { kind: 'stop', alert: error, language };

  const actions: StartupAction[] = [];
  const code = read(link, 'code');
  if (code) actions.push({ type: 'exchangeLoginCode', code });

  const memoJump = read(link, 'memoJump');
  if (memoJump && memoJump !== memory.shownMemoJump) {
    actions.push({ type: 'loadTicket', ticketId: memoJump });
    return { kind: 'start', language, route: '/success', routeState: { ticketId: memoJump, memoJump: true }, actions, memoJump };
  }

  const serviceCode = read(link, 'serviceCode') ?? (attributes.serviceCode?.trim() || null);
  if (serviceCode) return { kind: 'start', language, route: '/search', routeState: { serviceCode }, actions, memoJump: null };

  const departmentId = read(link, 'departmentId') ?? (attributes.departmentId != null && String(attributes.departmentId).trim() !== '' ? String(attributes.departmentId).trim() : null);
  if (departmentId) actions.push({ type: 'openDepartment', departmentId });

  return { kind: 'start', language, route: HOME_ROUTE, routeState: {}, actions, memoJump: null };
}
