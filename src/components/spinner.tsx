// The loading indicator of SPEC.md §8. `Spinner` marks a region that is loading; `LoadingHost`
// covers the element while its UI store counts slow calls in flight (the API client counts a call
// in only once it has been slow for a moment, so quick answers never flash it).
import { useRef } from 'react';
import { t } from '../i18n/translate.ts';
import { useUi } from '../store/stores-context.tsx';
import { useStyles } from '../platform/use-styles.ts';
import { useLang } from './use-lang.ts';
import { useTopLayer } from './use-top-layer.ts';
import css from './spinner.css?inline';
import topLayerCss from './top-layer.css?inline';

export function Spinner({ overlay = false }: { overlay?: boolean }) {
  useStyles(topLayerCss);
  useStyles(css);
  const lang = useLang();
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
