// docs/behaviour/7-api.md: the reads that list departments, services, locations, tickets and counts take
// `?remoteCounter, euid`: the remote-counter flow asks only for what its counters serve, and a
// one-account citizen's euid goes with it when known.
// @chunk element-body: most browse screens and start-up send it (docs/build.md).
import type { RemoteQuery } from '../common/api-contract.ts';

export function remoteQuery(remoteCounter: boolean, euid: string | null | undefined): RemoteQuery {
  return euid ? { remoteCounter, euid } : { remoteCounter };
}
