// Everything one element instance hands down to its screens. The booking store is created here,
// once per instance, so two widgets on one page never share navigation state; the session store
// is page-wide (getSessionStore) and needs no provider.
import { useMemo, useState, type ReactNode } from 'react';
import { createBookingStore } from '../store/booking-store.ts';
import { BookingStoreContext } from '../store/stores-context.tsx';
import type { ElementSettings } from './element-settings.ts';
import { emit } from './events.ts';
import { HostContext, type HostValue } from './host-context.ts';

export interface ElementProvidersProps {
  host: HTMLElement;
  settings: ElementSettings;
  children?: ReactNode;
}

export function ElementProviders({ host, settings, children }: ElementProvidersProps) {
  const [bookingStore] = useState(() => createBookingStore());
  const hostValue = useMemo<HostValue>(
    () => ({ host, settings, emit: (name, detail) => void emit(host, name, detail) }),
    [host, settings],
  );
  return (
    <HostContext.Provider value={hostValue}>
      <BookingStoreContext.Provider value={bookingStore}>{children}</BookingStoreContext.Provider>
    </HostContext.Provider>
  );
}
