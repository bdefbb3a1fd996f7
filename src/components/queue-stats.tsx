// The queue statistics cells (SPEC.md §2 "Shared pieces"): people waiting, open counters and
// not-checked-in, each shown only when the rule of §5 (domain/queue-stats.ts) says it is known.
// Polling every 10 s is the screen's job; this only shows the latest figures.
import type { QueueCounter } from '../api/types.ts';
import { visibleQueueFigures } from '../domain/queue-stats.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { useLang } from './use-lang.ts';
import css from './queue-stats.css?inline';

export function QueueStats({ counter }: { counter: Partial<QueueCounter> | null | undefined }) {
  useStyles(css);
  const lang = useLang();
  const figures = visibleQueueFigures(counter);
  if (figures.length === 0) return null;
  return (
    <dl className="cb-queue-stats" part="queue-stats">
      {figures.map(({ figure, value }) => (
        <div key={figure} className={`cb-queue-stats__cell cb-queue-stats__cell--${figure}`}>
          <dt className="cb-queue-stats__label">{t(lang, `components.queueStats.${figure}`)}</dt>
          <dd className="cb-queue-stats__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
