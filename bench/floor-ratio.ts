// Timing budgets as ratios to this machine's floor, measured in the same run (bench/pages.ts,
// FLOOR_CASE: a one-line element showing one API answer, navigation → shown, at 1× and 4× CPU).
// A budget in milliseconds decided on the machine: a loaded or slower one ran every page about
// three times slower, floor included, and failed a good build. A row's value ÷ the floor at the
// same CPU rate is what the code costs beyond what any page costs here.
import type { Row } from './table.ts';

/** The floor at 1× and at 4× CPU, in ms. */
export type Floor = Record<1 | 4, number>;

/** A row's budget at each CPU rate, as a multiple of the floor; absent where the rate is shown only. */
export type RatioBudget = Partial<Record<1 | 4, number>>;

const fmtMs = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : 'n/a');
const fmtRatio = (ratio: number) => (Number.isFinite(ratio) ? `×${ratio.toFixed(2)}` : '×n/a');

/**
 * One timing row: the medians at 1× and 4× with their ratios to the floor, judged where the
 * budget names a rate. Without a floor (no API server to answer it) the row is shown, not judged.
 */
export function ratioRow(measure: string, values: Record<1 | 4, number>, budget: RatioBudget, floor: Floor | undefined): Row {
  const ratio = (rate: 1 | 4) => (floor ? values[rate] / floor[rate] : Number.NaN);
  const value = `${fmtMs(values[1])} / ${fmtMs(values[4])}` + (floor ? ` (${fmtRatio(ratio(1))} / ${fmtRatio(ratio(4))})` : '');
  const rates = ([1, 4] as const).filter((rate) => budget[rate] !== undefined);
  if (rates.length === 0) return { measure, value };
  const limits = rates.map((rate) => `≤ ×${budget[rate]}`);
  const text = rates.length === 2 ? `${limits.join(' / ')} floor` : `${rates[0]}×: ${limits[0]} floor`;
  if (!floor) return { measure, value, budget: `${text} (no floor: not judged)` };
  return { measure, value, budget: text, ok: rates.every((rate) => Number.isFinite(ratio(rate)) && ratio(rate) <= (budget[rate] as number)) };
}
