// The one layout every element's root renders (docs/conventions.md (One layout, one router)): its body —
// start-up from its attributes (and <booking-app>'s link), then the router over the routes the
// element may show, with the page header it draws — and the feedback every screen relies on:
// toasts, the loading spinner, dialogs; with the page's timers and the root size rule of docs/behaviour/9-constants.md.
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { LoadingHost } from '../components/spinner.tsx';
import { ToastHost } from '../components/toast.tsx';
import { useStyles } from '../platform/use-styles.ts';
import type { ElementConfig } from './root-config.ts';
import css from './layout.css?inline';
import { LazyDialogHost } from './lazy-dialog-host.tsx';
import { StartScreen } from './start-screen.tsx';
import { usePlatformTimers } from '../platform/use-platform-timers.ts';
import { useRootSize } from '../platform/use-root-size.ts';

// The element's title and the spinner paint first; the body's code (layout-body.tsx) is asked
// for once they have, so that first paint never waits on it.
const ElementBody = lazy(() => import('./layout-body.tsx'));

export function ElementLayout({ config }: { config: ElementConfig }) {
  useStyles(css);
  const root = useRef<HTMLDivElement>(null);
  useRootSize(root);
  usePlatformTimers();
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  const starting = <StartScreen titleKey={`elements.${config.tag}.title`} level={config.ownsPage ? 1 : 2} />;
  return (
    <div className={config.ownsPage ? 'cb-app' : 'cb-app cb-app--widget'} ref={root}>
      {painted ? (
        <Suspense fallback={starting}>
          <ElementBody config={config} />
        </Suspense>
      ) : (
        starting
      )}
      <ToastHost />
      <LoadingHost />
      <LazyDialogHost />
    </div>
  );
}
