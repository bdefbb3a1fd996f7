// When the chosen slot filled while the citizen was on the form: say so, keep everything typed,
// and offer the nearest free times here and at the service's other locations (the finder's
// recommendations, POST booking/recommendTimes; the same day's free times when the service has no
// finder). One press on an offer books it.
import { useEffect, useId, useRef } from 'react';
import { LoadState } from '../../components/load-state.tsx';
import { useLang } from '../../components/use-lang.ts';
import { displayName } from '../../domain/display-name.ts';
import { lostSlotAlternatives, recommendedFromDay, type SlotChoice } from '../../domain/lost-slot.ts';
import { bookableTimes, slotAccessibleName } from '../../domain/time-slots.ts';
import { formatDate, isoDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useBookingStore } from '../../store/stores-context.tsx';

export interface LostSlotOfferProps {
  lost: SlotChoice;
  /** A booking is on its way: the offers wait. */
  busy: boolean;
  onChoose(choice: SlotChoice): void;
}

export function LostSlotOffer({ lost, busy, onChoose }: LostSlotOfferProps) {
  const lang = useLang();
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  const service = useBookingStore((s) => s.context.service!);
  const departmentId = useBookingStore((s) => s.context.dep?.id ?? s.context.location?.depId ?? s.context.service?.departmentId ?? '');
  const load = useLoad(
    async (signal, api) => {
      const query = { locationId: lost.locationId, serviceId: service.id, bookingDate: lost.date, bookingTime: lost.time };
      const recommended = await api.availability.recommendTimes(query, { signal });
      if (recommended.length > 0) return lostSlotAlternatives(recommended, lost);
      const day = bookableTimes(await api.availability.times({ ...query, departmentId }, { signal }));
      return lostSlotAlternatives(recommendedFromDay(lost.date, day.ok ? day.times : []), lost);
    },
    [service.id, lost, departmentId],
  );

  // The eye goes here: the form above the fold changed its meaning.
  useEffect(() => box.current?.focus(), [lost]);

  const iso = isoDate(lost.date) ?? '';
  const nameOf = (locationId: SlotChoice['locationId']) =>
    displayName(service.locations?.find((l) => String(l.id) === String(locationId))?.name ?? '');
  // Named by what it shows (the full date and time, then where: two lines, read as two words), after a hidden "Book".
  const offer = (choice: SlotChoice, where: string) => (
    <li key={`${choice.locationId} ${choice.date} ${choice.time}`}>
      <button type="button" className="cb-lost__offer" aria-disabled={busy ? 'true' : undefined} onClick={() => !busy && onChoose(choice)}>
        <span className="cb-visually-hidden">{t(lang, 'pages.reserve.book')} </span>
        <span className="cb-lost__when">{slotAccessibleName(lang, isoDate(choice.date) ?? '', choice.time)}</span>
        <span className="cb-lost__where">{where}</span>
      </button>
    </li>
  );

  return (
    <section ref={box} className="cb-lost" aria-labelledby={headingId} tabIndex={-1}>
      <h2 className="cb-lost__title" id={headingId}>{t(lang, 'pages.reserve.lostTitle')}</h2>
      <p>{t(lang, 'pages.reserve.lostText', { date: formatDate(lang, iso, 'dateWithWeekday'), time: lost.time })}</p>
      <LoadState load={load} isEmpty={(found) => found.here.length === 0 && found.elsewhere.length === 0} emptyKey="pages.reserve.noAlternatives">
        {(found) => (
          <>
            {found.here.length > 0 && (
              <>
                <h3 className="cb-lost__group">{t(lang, 'pages.reserve.alternativesHere', { location: nameOf(lost.locationId) })}</h3>
                <ul className="cb-lost__offers">{found.here.map((choice) => offer(choice, nameOf(choice.locationId)))}</ul>
              </>
            )}
            {found.elsewhere.length > 0 && (
              <>
                <h3 className="cb-lost__group">{t(lang, 'pages.reserve.alternativesElsewhere')}</h3>
                <ul className="cb-lost__offers">{found.elsewhere.map((choice) => offer(choice, nameOf(choice.locationId)))}</ul>
              </>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
