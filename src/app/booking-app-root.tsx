// Root of <booking-app>, loaded as a lazy chunk by elements/booking-app.ts: start-up from the
// link, the router over every route of SPEC.md §2, and the layout's feedback (toasts, loading,
// dialogs), with the page-level timers and the root size rule of §9.
import { useRef } from 'react';
import { LoadingHost } from '../components/spinner.tsx';
import { ToastHost } from '../components/toast.tsx';
import { useHost } from '../platform/host-context.ts';
import { useStyles } from '../platform/use-styles.ts';
import css from './booking-app-root.css?inline';
import { LazyDialogHost } from './lazy-dialog-host.tsx';
import { Router } from './router.tsx';
import { usePlatformTimers } from './use-platform-timers.ts';
import { useRootSize } from './use-root-size.ts';
import { useStartup } from './use-startup.ts';

/** The complete product, every route of SPEC.md §2. */
export default function BookingAppRoot() {
  useStyles(css);
  const { settings } = useHost();
  const root = useRef<HTMLDivElement>(null);
  useRootSize(root);
  usePlatformTimers();
  const ready = useStartup();
  return (
    <div className="cb-app" ref={root}>
      {ready && <Router routing={settings.routing} />}
      <ToastHost />
      <LoadingHost />
      <LazyDialogHost />
    </div>
  );
}
