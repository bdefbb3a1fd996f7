// What a screen shows for a load of useLoad (docs/behaviour/4-states.md (Data load result) "Data load result: normal, noData,
// error"): an empty box for the first 300 ms, then the spinner; the error view with its refresh
// button; the empty view when the answer is empty; the screen's own content otherwise. A screen
// that renders through it is never a blank box.
// @chunk element-body: the home and the widgets' first screens show their loads through it (docs/build.md).
import { Suspense, lazy, type ReactNode } from 'react';
import type { MessageKey } from '../i18n/translate.ts';
import type { Load } from '../platform/use-load.ts';
import { useStyles } from '../platform/use-styles.ts';
import { Spinner } from './spinner.tsx';
import css from './load-state.css?inline';

export interface LoadStateProps<T> {
  load: Load<T>;
  /** The screen's content for the data. */
  children: (data: T) => ReactNode;
  /** When the answer counts as no data; by default an empty list or nothing at all. */
  isEmpty?: (data: T) => boolean;
  /** Another empty-state message than noData (noSearchData, departmentEmpty, …). */
  emptyKey?: MessageKey;
}

// The empty and error views show only when a load comes back empty or fails: their code (and the
// button styles) load then, not with every screen.
const EmptyView = lazy(() => import('./empty-view.tsx').then((m) => ({ default: m.EmptyView })));

const nothing = (data: unknown) => data == null || (Array.isArray(data) && data.length === 0);

export function LoadState<T>({ load, children, isEmpty = nothing, emptyKey }: LoadStateProps<T>) {
  useStyles(css);
  switch (load.status) {
    case 'idle':
      return null;
    case 'loading':
      // A load in front has the element's spinner over it (useLoad); one in the background draws its own.
      return load.showSpinner ? <Spinner delayMs={0} /> : <div className="cb-load" aria-busy="true" />;
    case 'error':
      return (
        <Suspense fallback={<div className="cb-load" />}>
          <EmptyView kind="errorLoadData" onRefresh={load.refresh} />
        </Suspense>
      );
    case 'ready': {
      const data = load.data as T;
      if (!isEmpty(data)) return <>{children(data)}</>;
      return (
        <Suspense fallback={<div className="cb-load" />}>
          <EmptyView kind="noData" messageKey={emptyKey} />
        </Suspense>
      );
    }
  }
}
