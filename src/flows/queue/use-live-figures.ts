// The live figures of one service at one location (GET booking/counterInfo, docs/behaviour/7-api.md), polled
// every 10 s while the page is visible and stopped when the screen goes (useLoad). A load in the
// background, never toasted: a failed poll leaves the last figures on screen. Until the first
// poll answers, the figures of the location-service answer the citizen came through show (held in
// the store by start-up and the queue-or-book page), so they appear a round trip sooner; `held`
// says so (those figures lack what the live answer adds, such as the reminder's range).
import { useState } from 'react';
import type { QueueInfo } from '../../common/api-contract.ts';
import { heldFigures } from '../../domain/offer-page.ts';
import { QUEUE_POLL_MS } from '../../domain/queue-stats.ts';
import { useLoad, type Load } from '../../platform/use-load.ts';
import { useBookingStore } from '../../store/stores-context.tsx';

type Id = number | string | null | undefined;

export type LiveFigures = Load<QueueInfo> & { held: boolean };

export function useLiveFigures(serviceId: Id, locationId: Id): LiveFigures {
  const load = useLoad(
    (signal, api) =>
      serviceId == null || serviceId === '' || locationId == null || locationId === '' ? null : api.queue.counterInfo(locationId, serviceId, { signal }),
    [serviceId, locationId],
    { pollMs: QUEUE_POLL_MS, background: true },
  );
  const held = useBookingStore((s) => s.availability);
  const [openedAt] = useState(() => Date.now());
  if (load.data !== undefined || serviceId == null || locationId == null) return { ...load, held: false };
  const seed = heldFigures(held, serviceId, locationId, openedAt, QUEUE_POLL_MS);
  return seed ? { ...load, status: 'ready', data: seed, showSpinner: false, held: true } : { ...load, held: false };
}
