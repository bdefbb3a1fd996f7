// The citizen's own tickets (docs/behaviour/7-api.md (Favourites, tickets, history)): lists, detail,
// cancelling, the count badge and notes (memo).
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
    /** DELETE favourite/tickets/{id}: cancels the ticket (204). */
    cancel: (ticketId: Id, { signal }: RequestOptions = {}) => http.call<void>('DELETE', path`favourite/tickets/${ticketId}`, { signal }),
    /** GET ticket/count ?remoteCounter, euid */
    count: (query: RemoteQuery = {}, { signal }: RequestOptions = {}) =>
      http.call<{ count: number }>('GET', 'ticket/count', { query: { ...query }, signal }),
    /** POST favourite/memo {euid, ticketId}: the answer's businessCode marks the note. */
    addMemo: (euid: string, ticketId: Id, { signal }: RequestOptions = {}) =>
      http.call<MemoAnswer>('POST', 'favourite/memo', { body: { euid, ticketId }, signal }),
    /** DELETE favourite/memo/{ticketId or businessCode} */
    removeMemo: (ticketIdOrBusinessCode: Id, { signal }: RequestOptions = {}) =>
      http.call<void>('DELETE', path`favourite/memo/${ticketIdOrBusinessCode}`, { signal }),
  };
}
