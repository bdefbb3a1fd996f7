// Dialogs whose code loads the first time a citizen opens one: the screens that offer them (the
// take-ticket form with its privacy clause, a location with its map) show first without it
// (docs/build.md). Each renders nothing while closed, like <Dialog>.
import { lazy, Suspense, type ComponentType } from 'react';
import type { MapDialogProps } from './map-dialog.tsx';
import type { PrivacyConsentDialogProps } from './privacy-consent-dialog.tsx';

function onDemand<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function DialogOnDemand(props: P) {
    return props.open ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}

export const MapDialog = onDemand<MapDialogProps>(() => import('./map-dialog.tsx').then((m) => m.MapDialog));
export const PrivacyConsentDialog = onDemand<PrivacyConsentDialogProps>(() => import('./privacy-consent-dialog.tsx').then((m) => m.PrivacyConsentDialog));
