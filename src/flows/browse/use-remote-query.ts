// What the remote-counter query of a screen's reads is made of (docs/behaviour/7-api.md remoteCounter, euid):
// the element's flow and the one-account citizen's euid, as values a load can depend on.
import { useBookingStore, useSession } from '../../store/stores-context.tsx';

export function useRemoteQuery(): { remote: boolean; euid: string | null } {
  const remote = useBookingStore((s) => s.flags.remoteCounter);
  const euid = useSession((s) => s.profile?.euid ?? null);
  return { remote, euid };
}
