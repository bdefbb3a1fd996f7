// The live queue figures of a queue page (docs/behaviour/2-screens.md (Take ticket) "Shows live counters (refreshed every 10
// seconds)"), under their heading: a spinner until the first answer, the error view with its
// refresh when it failed, then the figures, whose changes are read out politely; the spinner and
// the figures take the same room.
import { useId } from 'react';
import type { QueueCounter } from '../../common/api-contract.ts';
import { EmptyView } from '../../components/empty-view.tsx';
import { QueueStats } from '../../components/queue-stats.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useLang } from '../../components/use-lang.ts';
import { t } from '../../i18n/translate.ts';
import type { Load } from '../../platform/use-load.ts';

export function LiveFigures({ load }: { load: Load<Partial<QueueCounter>> }) {
  const lang = useLang();
  const headingId = useId();
  return (
    <section className="cb-live" aria-labelledby={headingId} aria-busy={load.status === 'loading' ? 'true' : undefined}>
      <SectionHeading id={headingId} className="cb-live__title">
        {t(lang, 'pages.offerNum.liveCounters')}
      </SectionHeading>
      {/* As tall while the first answer is awaited (blank, then the spinner) as with the figures, so
          the form below does not move when they come. */}
      <div className="cb-live__figures">
        {load.status === 'error' ? (
          <EmptyView kind="errorLoadData" onRefresh={load.refresh} />
        ) : load.status === 'loading' && load.showSpinner ? (
          <Spinner delayMs={0} />
        ) : null}
        <QueueStats counter={load.data} announce />
      </div>
    </section>
  );
}
