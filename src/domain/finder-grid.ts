// The date-and-time finder's flexible-dates grid (docs/behaviour/2-screens.md (Date and time finder), docs/behaviour/3-entities.md
// (Recommended times)): one column per recommended date with its weekday, one row per time any
// date offers, and in each cell whether that time can be booked there.
import type { RecommendedDate } from '../common/api-contract.ts';
import { formatDate, isoDate } from '../i18n/dates.ts';
import type { Lang } from '../common/languages.ts';

/**
 * available: bookable here; full: greyed; fullOtherLocations: full here, bookable at the listed
 * locations (a location icon opens their picker); absent: this date does not offer this time.
 */
export type FinderCell =
  | { state: 'available' }
  | { state: 'full' }
  | { state: 'fullOtherLocations'; otherLocationIds: Array<number | string> }
  | { state: 'absent' };

interface FinderColumn {
  /** DD/MM/YYYY, as the server sent it and as the reserve form takes it. */
  date: string;
  iso: string;
  weekday: string;
}

export interface FinderGrid {
  columns: FinderColumn[];
  rows: Array<{ time: string; cells: FinderCell[] }>;
}

export function finderGrid(lang: Lang, recommended: readonly RecommendedDate[] | null | undefined): FinderGrid {
  const byDate = new Map<string, { date: string; times: RecommendedDate['times'] }>();
  for (const entry of recommended ?? []) {
    const iso = isoDate(entry.date);
    if (!iso) continue;
    const column = byDate.get(iso) ?? { date: entry.date, times: [] };
    column.times = [...column.times, ...(entry.times ?? [])];
    byDate.set(iso, column);
  }
  const isos = [...byDate.keys()].sort();
  const columns = isos.map((iso) => ({ date: byDate.get(iso)!.date, iso, weekday: formatDate(lang, iso, 'weekday') }));
  const times = [...new Set(isos.flatMap((iso) => byDate.get(iso)!.times.map((time) => time.time)))].sort();
  const rows = times.map((time) => ({
    time,
    cells: isos.map((iso): FinderCell => {
      const slot = byDate.get(iso)!.times.find((candidate) => candidate.time === time);
      if (!slot) return { state: 'absent' };
      if (!slot.isFull) return { state: 'available' };
      const others = slot.otherLocationIds ?? [];
      return others.length > 0 ? { state: 'fullOtherLocations', otherLocationIds: [...others] } : { state: 'full' };
    }),
  }));
  return { columns, rows };
}

/** The rows from the finder's time choice on (its time picker); every row when no time is chosen. */
export function rowsFrom(grid: FinderGrid, time: string | null | undefined): FinderGrid {
  return time ? { columns: grid.columns, rows: grid.rows.filter((row) => row.time >= time) } : grid;
}
