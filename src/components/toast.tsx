// Short messages of docs/behaviour/8-errors.md (failures, 2 s by default). The UI store keeps the list and removes
// each toast when its time is up; this only shows it. The live region is always in the DOM, so a
// screen reader announces a toast the moment it is added.
import { useRef } from 'react';
import type { Toast } from '../store/ui-store.ts';
import { useUi } from '../store/stores-context.tsx';
import { useStyles } from '../platform/use-styles.ts';
import { useTopLayer } from './use-top-layer.ts';
import css from './toast.css?inline';
import topLayerCss from './top-layer.css?inline';

export function ToastList({ toasts }: { toasts: readonly Toast[] }) {
  useStyles(topLayerCss);
  useStyles(css);
  const ref = useRef<HTMLDivElement>(null);
  useTopLayer(ref, toasts);
  return (
    <div ref={ref} className="cb-toasts cb-top-layer" role="status" aria-live="polite" part="toasts" popover="manual">
      {toasts.map((toast) => (
        <div key={toast.id} className="cb-toast" part="toast">
          {toast.text}
        </div>
      ))}
    </div>
  );
}

/** Shows the toasts of the element's UI store. */
export function ToastHost() {
  const toasts = useUi((state) => state.toasts);
  return <ToastList toasts={toasts} />;
}
