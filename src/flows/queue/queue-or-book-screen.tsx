// The choice between taking a queue ticket and booking (/queueOrBook, docs/behaviour/2-screens.md): the service and
// location with its map, the take-ticket entry when the queue is on (disabled outside office time,
// with the live figures of GET booking/counterInfo, polled every 10 s while the page is visible and
// failing silently: the location-service answer of the contract carries no figures) and the
// booking entry when booking or timed tickets are on (domain/queue-or-book.ts decides both).
import { useId } from 'react';
import { useHeaderActions } from '../../routing/use-header-actions.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import type { LocationServiceAnswer, QueueCounter } from '../../common/api-contract.ts';
import { LoadState } from '../../components/load-state.tsx';
import { QueueStats } from '../../components/queue-stats.tsx';
import { useLang } from '../../components/use-lang.ts';
import { queueOrBookEntries } from '../../domain/queue-or-book.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStore, useBookingStoreApi } from '../../store/stores-context.tsx';
import { QueuePlace } from './queue-place.tsx';
import { useLiveFigures } from './use-live-figures.ts';
import css from './queue-screens.css?inline';

export default function QueueOrBookScreen({ route }: ScreenProps<'/queueOrBook'>) {
  useStyles(css);
  const store = useBookingStoreApi();
  const service = useBookingStore((s) => s.context.service);
  const location = useBookingStore((s) => s.context.location);
  const serviceId = service?.id;
  const locationId = location?.id;
  const answer = useLoad<LocationServiceAnswer>(
    (signal, api) =>
      serviceId === undefined || locationId === undefined
        ? null
        : api.availability.locationService(serviceId, locationId, { signal }).then((value) => {
            // The identity-number flags of this offering and its figures, for the pages the entries lead to.
            store.getState().holdAvailability(serviceId, locationId, value);
            store.getState().setMustInputIdCard({
              checkIdCardReservation: value.checkIdCardReservation ?? false,
              checkIdCardTime: value.checkIdCardTime ?? false,
              checkIdCardQueue: value.checkIdCardQueue ?? false,
            });
            return value;
          }),
    [serviceId, locationId, store],
  );
  const figures = useLiveFigures(serviceId, locationId);
  useHeaderActions({
    onRefresh: () => {
      answer.refresh();
      figures.refresh();
    },
  });
  if (!service || !location) return null;
  return (
    <section className="cb-queue" data-route={route} data-service-id={service.id} data-location-id={location.id}>
      <div className="cb-queue__body" part="body">
        <QueuePlace service={service} location={location} />
        <LoadState load={answer}>{(value) => <Entries answer={value} figures={figures.data} />}</LoadState>
      </div>
    </section>
  );
}

function Entries({ answer, figures }: { answer: LocationServiceAnswer; figures: QueueCounter | undefined }) {
  const lang = useLang();
  const store = useBookingStoreApi();
  const location = useBookingStore((s) => s.context.location);
  const service = useBookingStore((s) => s.context.service);
  const takeId = useId();
  const { takeTicket, booking } = queueOrBookEntries(answer, location?.description, service ?? undefined);
  return (
    <ul className="cb-entries">
      {takeTicket && (
        <li className={takeTicket.tile.grey ? 'cb-entry cb-entry--grey' : 'cb-entry'}>
          <button
            type="button"
            className="cb-entry__button"
            aria-describedby={`${takeId}-more`}
            aria-disabled={takeTicket.tile.clickable ? undefined : 'true'}
            onClick={() => takeTicket.tile.clickable && store.getState().navigate('/offerNum')}
          >
            <span className="cb-entry__title">{t(lang, 'pages.queueOrBook.takeTicket')}</span>
            <span className="cb-entry__hint">{t(lang, 'pages.queueOrBook.takeTicketHint')}</span>
          </button>
          <div className="cb-entry__more" id={`${takeId}-more`}>
            {takeTicket.tile.notices.map((notice) => (
              <p key={notice.key} className="cb-entry__notice">
                {t(lang, notice.key, notice.params)}
              </p>
            ))}
            {takeTicket.refusal && <p className="cb-entry__refusal">{t(lang, takeTicket.refusal)}</p>}
          </div>
          <QueueStats counter={figures} announce />
        </li>
      )}
      {booking && (
        <li className="cb-entry">
          <button
            type="button"
            className="cb-entry__button"
            onClick={() => {
              store.getState().setOnlyTimeTicket(booking.onlyTimedTickets);
              store.getState().navigate(booking.route);
            }}
          >
            <span className="cb-entry__title">{t(lang, 'pages.queueOrBook.book')}</span>
            <span className="cb-entry__hint">{t(lang, 'pages.queueOrBook.bookHint')}</span>
          </button>
        </li>
      )}
    </ul>
  );
}
