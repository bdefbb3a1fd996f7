// Dialogs (docs/behaviour/8-errors.md (Alerts), the session timeout, the update dialog) are rare, so their code (the dialog
// with its focus trap, the update dialog, their CSS) is a lazy chunk fetched when the first one
// opens rather than with the app's first screen. The host itself is dialog-host.tsx.
import { Suspense, lazy } from 'react';
import { useUi } from '../store/stores-context.tsx';

const DialogHost = lazy(() => import('./dialog-host.tsx').then((module) => ({ default: module.DialogHost })));

export function LazyDialogHost() {
  const open = useUi((s) => s.dialogs.length > 0);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}
