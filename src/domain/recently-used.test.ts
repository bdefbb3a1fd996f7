import { describe, expect, test } from 'vitest';
import type { RecentlyUsed } from '../common/api-contract.ts';
import { t } from '../i18n/translate.ts';
import {
  appendRecentlyUsed,
  EMPTY_RECENTLY_USED,
  RECENTLY_USED_PAGE_SIZE,
  recentlyUsedListed,
  recentlyUsedQuery,
  recentlyUsedTap,
  type RecentlyUsedList,
} from './recently-used.ts';

let nextId = 1;
const used = (validity = true): RecentlyUsed => {
  const id = nextId++;
  return { id, serviceId: 3000 + id, serviceName: `S${id}`, locationId: 41, locationName: 'L', type: 'QUEUE', validity };
};
const page = (n: number) => Array.from({ length: n }, () => used());

/** Loads pages of the given sizes in turn and tells what the list shows and asks for next. */
function load(sizes: number[]): string {
  let list: RecentlyUsedList = EMPTY_RECENTLY_USED;
  const asked: string[] = [];
  for (const size of sizes) {
    const query = recentlyUsedQuery(list);
    asked.push(`page ${query.page} size ${query.size}`);
    list = appendRecentlyUsed(list, page(size));
  }
  return `${asked.join(', ')} → ${list.items.length} items, ${list.noMoreData ? 'no more data' : `load more (page ${list.nextPage})`}`;
}

const rows: Array<[string, number[], string]> = [
  ['nothing loaded yet → page 0, size 5', [], ' → 0 items, load more (page 0)'],
  ['a first page of 5 → load more asks page 1', [5], 'page 0 size 5 → 5 items, load more (page 1)'],
  ['a first page of 3 → no more data', [3], 'page 0 size 5 → 3 items, no more data'],
  ['no entry at all → no more data', [0], 'page 0 size 5 → 0 items, no more data'],
  ['5, then 5, then 2 → appended, 12 items, no more data', [5, 5, 2], 'page 0 size 5, page 1 size 5, page 2 size 5 → 12 items, no more data'],
  ['5, then an empty page → no more data after 5', [5, 0], 'page 0 size 5, page 1 size 5 → 5 items, no more data'],
];

describe('docs/behaviour/4-states.md (Recently used pagination): page 0, size 5, appended; a page of fewer than 5 means no more data', () => {
  test.each(rows)('%s', (_name, sizes, expected) => {
    expect(load(sizes)).toBe(expected);
  });

  test('appended in order, earlier pages kept', () => {
    const first = page(5);
    const second = page(1);
    const list = appendRecentlyUsed(appendRecentlyUsed(EMPTY_RECENTLY_USED, first), second);
    expect(list.items).toEqual([...first, ...second]);
  });

  test('the page size is 5 (docs/behaviour/9-constants.md)', () => {
    expect(RECENTLY_USED_PAGE_SIZE).toBe(5);
  });
});

describe('docs/behaviour/2-screens.md (Recently used): an invalid entry is grey and says pages.recentlyUsed.disabled when tapped', () => {
  test.each([
    ['a valid entry → opens its service flow', true, 'opens'],
    ['an invalid entry → "This service is no longer available"', false, 'This service is no longer available'],
  ])('%s', (_name, validity, expected) => {
    const tap = recentlyUsedTap({ validity });
    expect(tap.open ? 'opens' : t('en_us', tap.message)).toBe(expected);
  });
});

describe('docs/behaviour/2-screens.md (Routes): recently used is listed only when a login token exists', () => {
  test.each([
    ['a token → listed', 'jwt', true],
    ['no token → not listed', null, false],
    ['an empty token → not listed', '', false],
  ])('%s', (_name, token, expected) => {
    expect(recentlyUsedListed(token)).toBe(expected);
  });
});
