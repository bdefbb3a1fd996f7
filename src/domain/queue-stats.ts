// docs/behaviour/5-validation.md (Queue statistics): "Wait count and open-counter are shown only when non-negative; not-checked-in only
// when non-negative and nonzero." The server sends -1 (or nothing) for a figure it does not know.
import type { QueueCounter } from '../common/api-contract.ts';

/** docs/behaviour/9-constants.md: queue statistics and the ticket counter are polled every 10 s. */
export const QUEUE_POLL_MS = 10_000;

export type QueueFigure = keyof QueueCounter;

function known(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** The figures to show, in display order, each with its value. */
export function visibleQueueFigures(counter: Partial<QueueCounter> | null | undefined): { figure: QueueFigure; value: number }[] {
  if (!counter) return [];
  const shown: { figure: QueueFigure; value: number }[] = [];
  if (known(counter.waitCount)) shown.push({ figure: 'waitCount', value: counter.waitCount });
  if (known(counter.openCounter)) shown.push({ figure: 'openCounter', value: counter.openCounter });
  if (known(counter.notCheckInCount) && counter.notCheckInCount !== 0) shown.push({ figure: 'notCheckInCount', value: counter.notCheckInCount });
  return shown;
}
