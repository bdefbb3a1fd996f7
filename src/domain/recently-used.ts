// Recently used services (docs/behaviour/2-screens.md (Recently used), docs/behaviour/4-states.md, docs/behaviour/9-constants.md): pages of 5 from page 0, appended;
// a page of fewer than 5 means there is no more data. An entry whose service is no longer
// offered there is greyed and says pages.recentlyUsed.disabled when tapped. The list exists
// only for a logged-in citizen.
import type { RecentlyUsed } from '../common/api-contract.ts';

export const RECENTLY_USED_PAGE_SIZE = 5;

export interface RecentlyUsedList {
  items: RecentlyUsed[];
  /** The page to ask for next. */
  nextPage: number;
  /** The no-more-data line shows and "load more" goes. */
  noMoreData: boolean;
}

export const EMPTY_RECENTLY_USED: RecentlyUsedList = { items: [], nextPage: 0, noMoreData: false };

/** The query of the next page: GET history/services?page&size. */
export function recentlyUsedQuery(list: RecentlyUsedList): { page: number; size: number } {
  return { page: list.nextPage, size: RECENTLY_USED_PAGE_SIZE };
}

export function appendRecentlyUsed(list: RecentlyUsedList, page: readonly RecentlyUsed[]): RecentlyUsedList {
  return {
    items: [...list.items, ...page],
    nextPage: list.nextPage + 1,
    noMoreData: page.length < RECENTLY_USED_PAGE_SIZE,
  };
}

export function isRecentlyUsedValid(entry: Pick<RecentlyUsed, 'validity'>): boolean {
  return entry.validity !== false;
}

/** Tapping an entry: open its service flow, or say it is no longer available. */
export function recentlyUsedTap(entry: Pick<RecentlyUsed, 'validity'>): { open: true } | { open: false; message: 'pages.recentlyUsed.disabled' } {
  return isRecentlyUsedValid(entry) ? { open: true } : { open: false, message: 'pages.recentlyUsed.disabled' };
}

/** docs/behaviour/2-screens.md (Routes): listed only when a login token exists. */
export function recentlyUsedListed(token: string | null | undefined): boolean {
  return Boolean(token);
}
