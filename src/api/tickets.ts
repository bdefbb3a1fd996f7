// The citizen's own tickets (SPEC.md §7 "Favourites, tickets, history"): lists, detail,
// cancelling, the count badge and notes (memo). Count and memo calls are silent (§8).
import type { RequestOptions, Transport } from './transport.ts';
import { path } from './transport.ts';
import type { JettonDetail, MemoAnswer, RemoteQuery, TicketLists } from '../common/api-contract.ts';

type Id = number | string;

export function createTicketsApi(http: Transport) {
  return {
    /** GET favourite/tickets ?remoteCounter, euid */
    list: (query: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<TicketLists>('GET', 'favourite/tickets', { query: { ...query }, signal }),
    /** GET favourite/tickets/{id}: one ticket's detail. */
    detail: (ticketId: Id, { signal }: RequestOptions = {}) =>
      http.call<JettonDetail>('GET', path`favourite/tickets/${ticketId}`, { signal }),
    /** DELETE favourite/tickets/{id}: cancels the ticket (204); `toastSuccess: false` when the caller says so itself. */
    cancel: (ticketId: Id, { signal, toastSuccess }: RequestOptions & { toastSuccess?: boolean } = {}) =>
      http.call<void>('DELETE', path`favourite/tickets/${ticketId}`, { signal, ...(toastSuccess === false ? { toastSuccess } : {}) }),
    /** GET ticket/count ?remoteCounter, euid; silent. */
    count: (query: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<{ count: number }>('GET', 'ticket/count', { query: { ...query }, silent: true, signal }),
    /** POST favourite/memo {euid, ticketId}; silent. The answer's businessCode marks the note. */
    addMemo: (euid: string, ticketId: Id, { signal }: RequestOptions = {}) =>
      http.call<MemoAnswer>('POST', 'favourite/memo', { body: { euid, ticketId }, silent: true, signal }),
    /** DELETE favourite/memo/{ticketId or businessCode}; silent. */
    removeMemo: (ticketIdOrBusinessCode: Id, { signal }: RequestOptions = {}) =>
      http.call<void>('DELETE', path`favourite/memo/${ticketIdOrBusinessCode}`, { silent: true, signal }),
  };
}

export type TicketsApi = ReturnType<typeof createTicketsApi>;
