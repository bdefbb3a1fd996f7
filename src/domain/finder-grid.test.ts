import { describe, expect, test } from 'vitest';
import type { RecommendedDate } from '../common/api-contract.ts';
import { finderGrid, rowsFrom, type FinderCell } from './finder-grid.ts';

const MARK: Record<FinderCell['state'], string> = { available: 'ok', full: 'X', fullOtherLocations: 'X@', absent: '·' };
const cell = (c: FinderCell) => (c.state === 'fullOtherLocations' ? `X@${c.otherLocationIds.join('+')}` : MARK[c.state]);

function drawn(recommended: RecommendedDate[] | null) {
  const grid = finderGrid('en_us', recommended);
  return [
    ['time', ...grid.columns.map((c) => `${c.date} ${c.weekday}`)].join(' | '),
    ...grid.rows.map((row) => [row.time, ...row.cells.map(cell)].join(' | ')),
  ];
}

const free = (time: string) => ({ time, isFull: false, otherLocationIds: [] });
const full = (time: string, ...others: number[]) => ({ time, isFull: true, otherLocationIds: others });

const rows: Array<[string, RecommendedDate[], string[]]> = [
  ['one date, two free times → one column with its weekday, two available rows',
    [{ date: '01/12/2026', times: [free('09:00'), free('09:30')] }],
    ['time | 01/12/2026 Tuesday', '09:00 | ok', '09:30 | ok']],
  ['a full time without other locations → greyed (X)',
    [{ date: '01/12/2026', times: [full('09:00')] }],
    ['time | 01/12/2026 Tuesday', '09:00 | X']],
  ['a full time with other locations → the location icon, carrying those locations',
    [{ date: '01/12/2026', times: [full('09:00', 7, 9)] }],
    ['time | 01/12/2026 Tuesday', '09:00 | X@7+9']],
  ['rows are the union of every date’s times, sorted; a time a date lacks is absent',
    [{ date: '01/12/2026', times: [free('10:00'), free('09:00')] }, { date: '02/12/2026', times: [free('09:30'), full('10:00', 3)] }],
    ['time | 01/12/2026 Tuesday | 02/12/2026 Wednesday', '09:00 | ok | ·', '09:30 | · | ok', '10:00 | ok | X@3']],
  ['columns in date order whatever order they came in (across a month end)',
    [{ date: '01/01/2027', times: [free('09:00')] }, { date: '31/12/2026', times: [free('09:00')] }],
    ['time | 31/12/2026 Thursday | 01/01/2027 Friday', '09:00 | ok | ok']],
  ['a free time listing other locations is still available here',
    [{ date: '01/12/2026', times: [{ time: '09:00', isFull: false, otherLocationIds: [4] }] }],
    ['time | 01/12/2026 Tuesday', '09:00 | ok']],
  ['an unreadable date is left out', [{ date: '2026/12/01', times: [free('09:00')] }], ['time']],
  ['no recommendation → an empty grid', [], ['time']],
];

describe('docs/behaviour/2-screens.md (Date and time finder): columns are recommended dates with weekday, rows are times', () => {
  test.each(rows)('%s', (_name, recommended, expected) => {
    expect(drawn(recommended)).toEqual(expected);
  });

  test('no answer → an empty grid', () => {
    expect(drawn(null)).toEqual(['time']);
  });

  test('weekdays follow the language', () => {
    expect(finderGrid('zh_hant', [{ date: '01/12/2026', times: [] }]).columns[0]?.weekday).toBe('星期二');
  });
});

describe('docs/behaviour/2-screens.md finder: the time choice narrows the grid to the times from it on', () => {
  const grid = finderGrid('en_us', [{ date: '01/12/2026', times: [free('09:00'), free('10:00'), full('14:30')] }]);
  test.each([
    ['10:00 → 10:00 and later', '10:00', ['10:00', '14:30']],
    ['no time chosen → every row', null, ['09:00', '10:00', '14:30']],
    ['after the last time → no row, the columns stay', '18:00', []],
  ] as const)('%s', (_name, time, expected) => {
    const narrowed = rowsFrom(grid, time);
    expect(narrowed.rows.map((row) => row.time)).toEqual(expected);
    expect(narrowed.columns).toEqual(grid.columns);
  });
});
