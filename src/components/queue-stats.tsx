// The queue statistics cells (docs/behaviour/2-screens.md (Shared pieces)): people waiting, open counters and
// not-checked-in, each shown only when the rule of docs/behaviour/5-validation.md (domain/queue-stats.ts) says it is known.
// Polling every 10 s is the screen's job; this only shows the latest figures, and with
// `announce` reads a change out politely to screen readers (domain/queue-announcement.ts): only
// the figures that changed, never on a poll that changed nothing.
import { useEffect, useRef, useState } from 'react';
import type { QueueCounter } from '../common/api-contract.ts';
import { queueAnnouncement } from '../domain/queue-announcement.ts';
import { visibleQueueFigures, type QueueFigure } from '../domain/queue-stats.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { useLang } from './use-lang.ts';
import css from './queue-stats.css?inline';

type Counter = Partial<QueueCounter> | null | undefined;

export interface QueueStatsProps {
  counter: Counter;
  /** Read changed figures out politely (a page the citizen keeps open while waiting). */
  announce?: boolean;
  /** Figures to leave out (the success page shows no open counters for one ticket). */
  hide?: readonly QueueFigure[];
}

export function QueueStats({ counter, announce = false, hide = [] }: QueueStatsProps) {
  useStyles(css);
  const lang = useLang();
  const figures = visibleQueueFigures(counter).filter((cell) => !hide.includes(cell.figure));
  return (
    <>
      {figures.length > 0 && (
        <dl className="cb-queue-stats" part="queue-stats">
          {figures.map(({ figure, value }) => (
            <div key={figure} className={`cb-queue-stats__cell cb-queue-stats__cell--${figure}`}>
              <dt className="cb-queue-stats__label">{t(lang, `components.queueStats.${figure}`)}</dt>
              <dd className="cb-queue-stats__value">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {announce && <QueueAnnouncer counter={counter} />}
    </>
  );
}

/**
 * A polite live region that stays on the page (a region added with its text is not read) and
 * receives a sentence only when a figure the page shows has changed since the last answer.
 */
export function QueueAnnouncer({ counter }: { counter: Counter }) {
  const lang = useLang();
  const [sentence, setSentence] = useState('');
  const previous = useRef<Counter>(counter);
  const { waitCount, openCounter, notCheckInCount } = counter ?? {};
  useEffect(() => {
    const next = counter;
    const lines = queueAnnouncement(previous.current, next);
    // A failed poll leaves the last figures: keep them as the comparison point.
    if (next) previous.current = next;
    if (lines) setSentence(lines.map((line) => t(lang, line.key, line.params)).join(' '));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the figures are what matters, not the object that carries them (a new one every poll)
  }, [waitCount, openCounter, notCheckInCount]);
  return (
    <p className="cb-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {sentence}
    </p>
  );
}
