// The remote-counter query of the screen's reads (SPEC.md §7 remoteCounter, euid), from the
// element's flow and the page's session; `key` changes when the query does (a load's deps).
import type { RemoteQuery } from '../../api/types.ts';
import { useBookingStore, useSession } from '../../store/stores-context.tsx';
import { remoteQuery } from '../../domain/remote-query.ts';

export function useRemoteQuery(): { query: RemoteQuery; key: string } {
  const remote = useBookingStore((s) => s.flags.remoteCounter);
  const euid = useSession((s) => s.profile?.euid ?? null);
  return { query: remoteQuery(remote, euid), key: `${remote}:${euid ?? ''}` };
}
