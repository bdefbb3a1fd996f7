// The live figures of one service at one location (GET booking/counterInfo, SPEC.md §7), polled
// every 10 s while the page is visible and stopped when the screen goes (useLoad). A silent call
// (§8): a failed poll leaves the last figures on screen without a toast.
import type { QueueInfo } from '../../api/types.ts';
import { QUEUE_POLL_MS } from '../../domain/queue-stats.ts';
import { useLoad, type Load } from '../../platform/use-load.ts';

type Id = number | string | null | undefined;

export function useLiveFigures(serviceId: Id, locationId: Id): Load<QueueInfo> {
  return useLoad(
    (signal, api) =>
      serviceId == null || serviceId === '' || locationId == null || locationId === '' ? null : api.queue.counterInfo(locationId, serviceId, { signal }),
    [serviceId, locationId],
    { pollMs: QUEUE_POLL_MS, silent: true },
  );
}
