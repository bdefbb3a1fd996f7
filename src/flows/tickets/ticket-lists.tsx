// My tickets with a login (docs/behaviour/2-screens.md (My tickets)): the citizen's queue tickets and booking
// tickets (GET favourite/tickets) in two sections, the header's refresh (with its 6 s cooldown),
// a sort-order toggle reversing both lists, and the no-data page when both are empty. A finished
// ticket (TREATED, ABSENT) is greyed plain text; an active one is a button opening its page,
// named by what it shows.
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { isApiError } from '../../api/api-error.ts';
import type { TicketListEntry, TicketLists as Lists } from '../../common/api-contract.ts';
import { useHeaderActions } from '../../routing/use-header-actions.ts';
import { Svg, type IconProps } from '../../components/icons.tsx';
import { LoadState } from '../../components/load-state.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useLang } from '../../components/use-lang.ts';
import { remoteQuery } from '../../domain/remote-query.ts';
import { orderedTicketLists, SORT_ORDER_KEYS, ticketCard, toggledSortOrder, type SortOrder, type TicketListName } from '../../domain/ticket-card.ts';
import { t, type MessageKey } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { getSessionStore } from '../../store/session-store.ts';
import { useBookingStoreApi, useSession } from '../../store/stores-context.tsx';
import { useRemoteQuery } from '../browse/use-remote-query.ts';

const SortIcon = (p: IconProps) => <Svg {...p} path="M7 4v16M4 17l3 3 3-3M17 20V4M14 7l3-3 3 3" />;
const OpenIcon = (p: IconProps) => <Svg {...p} path="M9 6l6 6-6 6" />;

const noTickets = (lists: Lists) => lists.queueTickets.length === 0 && lists.bookingTickets.length === 0;

/** `takeFocus`: the citizen just logged in here; focus goes to the first list once it shows. */
export function TicketLists({ takeFocus }: { takeFocus: boolean }) {
  const token = useSession((s) => s.token);
  const { remote, euid } = useRemoteQuery();
  const lists = useLoad(
    (signal, api) =>
      // Another login on the page (another citizen) loads anew.
      token
        ? api.tickets.list(remoteQuery(remote, euid), { signal }).catch((error: unknown) => {
            // A token the server no longer accepts (expired, logged out elsewhere) is no login:
            // the citizen gets the SMS form again rather than an error page. (Not a newer login's.)
            if (isApiError(error) && error.status === 401) getSessionStore().getState().tokenRefused(token);
            throw error;
          })
        : null,
    [token, remote, euid],
  );
  useHeaderActions({ onRefresh: lists.refresh });
  return (
    <LoadState load={lists} isEmpty={noTickets} emptyKey="pages.myBooking.empty">
      {(data) => <SortedLists lists={data} takeFocus={takeFocus} />}
    </LoadState>
  );
}

function SortedLists({ lists, takeFocus }: { lists: Lists; takeFocus: boolean }) {
  const lang = useLang();
  const [order, setOrder] = useState<SortOrder>('newestFirst');
  const shown = orderedTicketLists(lists, order);
  const first = useRef<HTMLElement>(null);
  // Once, when the lists first show after the login (not after each refresh).
  const focusFirst = useRef(takeFocus);
  useEffect(() => {
    if (focusFirst.current) first.current?.focus();
  }, []);
  return (
    <>
      <div className="cb-tickets__tools">
        <button type="button" className="cb-tickets__sort" data-order={order} onClick={() => setOrder(toggledSortOrder)}>
          <SortIcon className="cb-tickets__sort-icon" />
          {t(lang, SORT_ORDER_KEYS[order])}
        </button>
      </div>
      <TicketSection list="queue" titleKey="pages.myBooking.queueTickets" entries={shown.queueTickets} sectionRef={first} />
      <TicketSection list="booking" titleKey="pages.myBooking.bookingTickets" entries={shown.bookingTickets} />
    </>
  );
}

interface TicketSectionProps {
  list: TicketListName;
  titleKey: MessageKey;
  entries: TicketListEntry[];
  /** The section focus may be moved to (not a Tab stop). */
  sectionRef?: Ref<HTMLElement>;
}

function TicketSection({ list, titleKey, entries, sectionRef }: TicketSectionProps) {
  const lang = useLang();
  const id = useId();
  return (
    <section className="cb-tickets__section" aria-labelledby={id} data-list={list} ref={sectionRef} tabIndex={sectionRef ? -1 : undefined}>
      <SectionHeading id={id} className="cb-tickets__heading">
        {t(lang, titleKey)}
      </SectionHeading>
      {entries.length === 0 ? (
        <p className="cb-tickets__none">{t(lang, 'messages.noData')}</p>
      ) : (
        <ul className="cb-tickets__list">
          {entries.map((entry) => (
            <TicketCardItem key={entry.ticket.id} entry={entry} list={list} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TicketCardItem({ entry, list }: { entry: TicketListEntry; list: TicketListName }) {
  const lang = useLang();
  const store = useBookingStoreApi();
  const card = ticketCard(lang, entry, list);
  const { ticket } = entry;
  // In reading order, which is also the button's accessible name (its visible text, whole): the
  // service, the ticket number, then the date and time or the people waiting, the state of a
  // finished ticket, the type and the place.
  const content = (
    <>
      <span className="cb-ticket__service">{entry.serviceName}</span>
      <span className="cb-ticket__facts">
        <Fact label={t(lang, 'pages.myBooking.ticketNumber')} value={ticket.jettonCode} strong />
        {card.waitCount !== null && <Fact label={t(lang, 'pages.myBooking.waitCount')} value={String(card.waitCount)} />}
        {card.bookingDate && <Fact label={t(lang, 'pages.myBooking.bookingDate')} value={card.bookingDate} />}
        {card.bookingTime && <Fact label={t(lang, 'pages.myBooking.bookingTime')} value={card.bookingTime} />}
      </span>
      <span className="cb-ticket__tags">
        {card.stateKey && <span className="cb-ticket__state">{t(lang, card.stateKey)}</span>}
        <span className="cb-ticket__type">{t(lang, card.typeKey)}</span>
        <span className="cb-ticket__location">{entry.locationName}</span>
      </span>
    </>
  );
  return (
    <li className={card.finished ? 'cb-ticket cb-ticket--finished' : 'cb-ticket'} data-ticket-id={ticket.id} data-state={ticket.ticketState}>
      {card.finished ? (
        <div className="cb-ticket__card">{content}</div>
      ) : (
        <button type="button" className="cb-ticket__card" onClick={() => store.getState().navigate('/success', { ticketId: ticket.id })}>
          {content}
          <OpenIcon className="cb-ticket__open" />
        </button>
      )}
    </li>
  );
}

function Fact({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <span className={strong ? 'cb-ticket__fact cb-ticket__fact--strong' : 'cb-ticket__fact'}>
      <span className="cb-ticket__label">{label}</span>
      <span className="cb-ticket__value">{value}</span>
    </span>
  );
}
