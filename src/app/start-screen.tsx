// What an element shows before its first route: while what its link or attributes name loads,
// its title and the spinner; when that cannot be opened and the element has no other screen
// (<queue-ticket> without a valid service and location), its title and why, with a retry when a
// load failed. Never a blank box.
import { Suspense, lazy } from 'react';
import { PageHeader } from '../components/page-header.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useLang } from '../components/use-lang.ts';
import { t, type MessageKey } from '../i18n/translate.ts';
import type { StartProblem } from './start-problem.ts';

// Rare: its code (the empty view, its icons and CSS) loads only when it shows.
const EmptyView = lazy(() => import('../components/empty-view.tsx').then((module) => ({ default: module.EmptyView })));

export interface StartScreenProps {
  titleKey: MessageKey;
  level: 1 | 2;
  problem?: StartProblem | null;
  onRetry?: () => void;
}

export function StartScreen({ titleKey, level, problem, onRetry }: StartScreenProps) {
  const lang = useLang();
  return (
    <section className="cb-start" data-start={problem ? 'unavailable' : 'starting'}>
      <PageHeader title={t(lang, titleKey)} level={level} />
      <div className="cb-start__body" part="body">
        {problem ? (
          <Suspense fallback={<Spinner />}>
            <EmptyView kind="errorLoadData" messageKey={problem.messageKey} {...(problem.retry && onRetry ? { onRefresh: onRetry } : {})} />
          </Suspense>
        ) : (
          <Spinner />
        )}
      </div>
    </section>
  );
}
