// The success page, which is also a ticket's page (/success, docs/behaviour/2-screens.md (Success and ticket detail)): its title by ticket type and arrival, the QR code and ticket number, area and
// sub-area, booking date and time (reservations), waiting and not-checked-in counts (queues,
// polled every 10 s while the page is visible, changes read out politely), phone number, ticket
// date, the map link, the administration's notice (sanitised HTML), and its actions. Reached
// after a ticket was just taken or booked (the ticket is in the store), for an existing one
// (loaded by its id), or with a ticket's QR content, registered first (register-ticket-form.tsx).
import { useId } from 'react';
import { useHeaderActions } from '../../routing/use-header-actions.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import type { JettonDetail, QueueCounter } from '../../common/api-contract.ts';
import { LoadState } from '../../components/load-state.tsx';
import { QueueAnnouncer } from '../../components/queue-stats.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useLang } from '../../components/use-lang.ts';
import { QUEUE_POLL_MS } from '../../domain/queue-stats.ts';
import {
  namesTicket, successActions, successArrival, successDetails, successTitleKey, ticketPlaceToRead, ticketWithPlace, type SuccessArrival, type SuccessDetail,
} from '../../domain/success-page.ts';
import { formatDate } from '../../i18n/dates.ts';
import type { Lang } from '../../common/languages.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStore } from '../../store/stores-context.tsx';
import { useProfile } from '../account/profile.ts';
import { RegisterTicketForm } from './register-ticket-form.tsx';
import { SuccessActions } from './success-actions.tsx';
import { TicketCode } from './ticket-code.tsx';
import { TicketMapLink } from './ticket-map-link.tsx';
import buttonCss from '../../components/button.css?inline';
import css from './success-screen.css?inline';

export default function SuccessScreen({ route, routeState }: ScreenProps<'/success'>) {
  useStyles(buttonCss);
  useStyles(css);
  const held = useBookingStore((s) => s.my.jettonDetail);
  const wanted = routeState.ticketId;
  const inStore = held && (wanted == null || namesTicket(held, wanted)) ? held : null;
  const load = useLoad<JettonDetail>((signal, api) => (inStore || wanted == null ? null : api.tickets.detail(wanted, { signal })), [wanted, inStore]);
  const arrival = successArrival(routeState);
  if (inStore) return <TicketPage route={route} ticket={inStore} arrival={arrival} />;
  if (wanted == null && routeState.qrcodeContent) {
    return (
      <section className="cb-success" data-route={route}>
        <div className="cb-success__body" part="body">
          <RegisterTicketForm qrcodeContent={routeState.qrcodeContent} />
        </div>
      </section>
    );
  }
  return (
    <section className="cb-success" data-route={route}>
      <div className="cb-success__body" part="body">
        <LoadState load={load}>{(ticket) => <TicketView ticket={ticket} arrival={arrival} />}</LoadState>
      </div>
    </section>
  );
}

function TicketPage({ route, ticket, arrival }: { route: string; ticket: JettonDetail; arrival: SuccessArrival }) {
  return (
    <section className="cb-success" data-route={route} data-ticket-id={ticket.id}>
      <div className="cb-success__body" part="body">
        <TicketView ticket={ticket} arrival={arrival} />
      </div>
    </section>
  );
}

function TicketView({ ticket: issued, arrival }: { ticket: JettonDetail; arrival: SuccessArrival }) {
  const lang = useLang();
  // The service's and location's names and place, when the ticket names them by id only; read in
  // the background (a failure leaves the ticket as it is); Add to calendar waits for them (the
  // event carries them).
  const { serviceId, locationId } = ticketPlaceToRead(issued);
  const place = useLoad(
    (signal, api) =>
      serviceId === null && locationId === null
        ? null
        : Promise.all([
            serviceId === null ? null : api.catalogue.service(serviceId, { signal }).catch(() => null),
            locationId === null ? null : api.catalogue.location(locationId, { signal }).catch(() => null),
          ]),
    [serviceId, locationId],
    { background: true },
  );
  const ticket = ticketWithPlace(issued, place.data?.[0], place.data?.[1]);
  const noticeId = useId();
  const citizen = useProfile();
  const oneAccount = citizen.oneAccount;
  const actions = successActions(ticket, arrival, { loggedIn: Boolean(citizen.token), oneAccount });
  const poll = actions.pollCounter;
  const counter = useLoad<QueueCounter>((signal, api) => (poll ? api.queue.waitingInfo(ticket.id, { signal }) : null), [ticket.id, poll], {
    pollMs: QUEUE_POLL_MS,
    background: true,
  });
  useHeaderActions({ title: t(lang, successTitleKey(ticket.ticketType, arrival)), ...(actions.pollCounter ? { onRefresh: counter.refresh } : {}) });
  const figures: Partial<QueueCounter> = counter.data ?? { waitCount: ticket.waitCount ?? -1, notCheckInCount: ticket.notCheckInCount ?? -1 };
  const details = successDetails(ticket, figures);
  const notice = ticket.jettonInfo?.htmlText?.trim();
  return (
    <>
      <TicketCode ticket={ticket} />
      <dl className="cb-success__details">
        {details.map((detail) => (
          <div key={detail.field} className={`cb-success__detail cb-success__detail--${detail.field}`}>
            <dt>{t(lang, `pages.successPage.${detail.field}`)}</dt>
            <dd>{detailText(lang, detail)}</dd>
          </div>
        ))}
      </dl>
      {actions.pollCounter && <QueueAnnouncer counter={{ waitCount: figures.waitCount, notCheckInCount: figures.notCheckInCount }} />}
      <TicketMapLink ticket={ticket} />
      {notice && (
        <section className="cb-success__notice" aria-labelledby={noticeId}>
          <SectionHeading id={noticeId} className="cb-success__notice-title">
            {t(lang, 'pages.successPage.notice')}
          </SectionHeading>
          <SafeHtml html={notice} />
        </section>
      )}
      {/* Keyed by the ticket: each piece starts from this ticket's own state (notes, favourite). */}
      <SuccessActions key={ticket.id} ticket={ticket} arrival={arrival} oneAccount={oneAccount} actions={actions} placePending={place.status === 'loading'} />
    </>
  );
}

function detailText(lang: Lang, detail: SuccessDetail): string {
  if ('date' in detail) return formatDate(lang, detail.date, 'dateWithWeekday') || detail.date;
  if ('count' in detail) return String(detail.count);
  return detail.text;
}
