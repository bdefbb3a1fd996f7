// Beyond the spec, for citizens using a screen reader while they wait: the live figures are read
// out politely when one the page shows has changed, never on a poll that changed nothing. Only
// the changed figures are read, so a 10 s poll does not repeat the whole panel. The first figures
// are not announced: they arrive with the page, which is read anyway (also when the page showed
// none before its first poll, unknown: -1).
import type { QueueCounter } from '../common/api-contract.ts';
import type { KeyedText, MessageKey } from '../i18n/translate.ts';
import { visibleQueueFigures, type QueueFigure } from './queue-stats.ts';

const ANNOUNCE: Record<QueueFigure, MessageKey> = {
  waitCount: 'components.queueStats.announce.waitCount',
  openCounter: 'components.queueStats.announce.openCounter',
  notCheckInCount: 'components.queueStats.announce.notCheckInCount',
};

/**
 * The sentences to put in the polite live region, or null when no announcement is due.
 * `previous` is what the page last showed (a failed poll leaves it in place), `next` the new poll.
 */
export function queueAnnouncement(
  previous: Partial<QueueCounter> | null | undefined,
  next: Partial<QueueCounter> | null | undefined,
): KeyedText[] | null {
  if (!previous) return null;
  const before = new Map(visibleQueueFigures(previous).map((cell) => [cell.figure, cell.value]));
  // A figure unknown until now (the page opened on the queue's state alone) arrives: not a change.
  const known = (figure: QueueFigure) => typeof previous[figure] === 'number' && previous[figure] >= 0;
  const changed = visibleQueueFigures(next).filter((cell) => known(cell.figure) && before.get(cell.figure) !== cell.value);
  if (changed.length === 0) return null;
  return changed.map((cell) => ({ key: ANNOUNCE[cell.figure], params: { count: cell.value } }));
}
