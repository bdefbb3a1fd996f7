// The loading indicator of docs/behaviour/8-errors.md. `Spinner` marks a region that is loading: for its first
// 300 ms an empty box as tall as the wheel (a quick answer never flashes it, and nothing jumps),
// then the wheel; `LoadingHost` covers the element while its UI store counts slow calls in flight
// (the API client counts a call in only once it has been slow for as long).
import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/translate.ts';
import { useUi } from '../store/stores-context.tsx';
import { SPINNER_DELAY_MS } from '../api/spinner-delay.ts';
import { useStyles } from '../platform/use-styles.ts';
import { useLang } from './use-lang.ts';
import { useTopLayer } from './use-top-layer.ts';
import css from './spinner.css?inline';
import topLayerCss from './top-layer.css?inline';

export interface SpinnerProps {
  overlay?: boolean;
  /** How long the region stays an empty box first: 0 where the wait was timed already (the overlay, LoadState). */
  delayMs?: number;
}

export function Spinner({ overlay = false, delayMs = overlay ? 0 : SPINNER_DELAY_MS }: SpinnerProps) {
  useStyles(topLayerCss);
  useStyles(css);
  const lang = useLang();
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (shown) return undefined;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [shown, delayMs]);
  if (!shown) return <div className="cb-spinner cb-spinner--pending" aria-busy="true" />;
  return (
    <div className={overlay ? 'cb-spinner cb-spinner--overlay' : 'cb-spinner'} part="spinner">
      <div className="cb-spinner__box" role="progressbar" aria-label={t(lang, 'common.loading')} aria-busy="true">
        <span className="cb-spinner__wheel" aria-hidden="true" />
      </div>
    </div>
  );
}

/** Shows the spinner over the element (and over an open dialog) while its UI store has slow calls in flight. */
export function LoadingHost() {
  const busy = useUi((state) => state.loadingCount > 0);
  return busy ? <OverlaySpinner /> : null;
}

function OverlaySpinner() {
  const ref = useRef<HTMLDivElement>(null);
  useTopLayer(ref, true);
  return (
    <div ref={ref} className="cb-spinner-layer cb-top-layer" popover="manual">
      <Spinner overlay />
    </div>
  );
}
