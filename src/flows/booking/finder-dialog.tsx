// The date-and-time finder (docs/behaviour/2-screens.md (Date and time finder), docs/behaviour/3-entities.md (Recommended times)): the guide
// images, a date, a time and a location to start from, and the flexible-dates grid of the next
// bookable dates (columns, with their weekday) by time (rows). A full slot is greyed; a full slot
// that other locations still have shows a location icon opening a picker of those locations.
// Next carries the choice into the reserve form. A lazy chunk: only a citizen who opens it loads it.
import { useId, useState } from 'react';
import type { Guide } from '../../common/api-contract.ts';
import { Dialog } from '../../components/dialog.tsx';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, LocationIcon } from '../../components/picker-icons.tsx';
import { LoadState } from '../../components/load-state.tsx';
import { TimePicker } from '../../components/time-picker.tsx';
import { useLang } from '../../components/use-lang.ts';
import type { CalendarRules } from '../../domain/calendar-days.ts';
import { displayName } from '../../domain/display-name.ts';
import { finderGrid, rowsFrom, type FinderCell } from '../../domain/finder-grid.ts';
import { isAllowedImageSource } from '../../domain/image-source.ts';
import type { SlotChoice } from '../../domain/lost-slot.ts';
import { slotAccessibleName } from '../../domain/time-slots.ts';
import { DEFAULT_SLOT_TIMES } from '../../common/default-slots.ts';
import { formatDate, isoDate } from '../../i18n/dates.ts';
import { wireDate } from '../../common/wire-dates.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStore } from '../../store/stores-context.tsx';
import buttonCss from '../../components/button.css?inline';
import css from './finder-dialog.css?inline';

export interface FinderDialogProps {
  /** The reserve form's window, for the date choice; null when the offering has none. */
  rules: CalendarRules | null;
  /** The form's date (DD/MM/YYYY), the finder's first date when there is one. */
  initialDate: string | null;
  onClose(): void;
  onChoose(choice: SlotChoice): void;
}

export default function FinderDialog({ rules, initialDate, onClose, onChoose }: FinderDialogProps) {
  useStyles(buttonCss);
  useStyles(css);
  const lang = useLang();
  const id = useId();
  const service = useBookingStore((s) => s.context.service!);
  const current = useBookingStore((s) => s.context.location!);
  const locations = (service.locations ?? []).filter((l) => !l.suspended);
  const [locationId, setLocationId] = useState(String(current.id));
  const [date, setDate] = useState(() => isoDate(initialDate) ?? rules?.begin ?? '');
  const [fromTime, setFromTime] = useState<string | null>(null);
  const [chosen, setChosen] = useState<SlotChoice | null>(null);
  const [picking, setPicking] = useState<{ date: string; time: string; ids: Array<number | string> } | null>(null);

  const guides = useLoad((signal, api) => api.catalogue.guides({ signal }), []);
  const recommended = useLoad(
    (signal, api) => api.availability.recommendTimes({ locationId, serviceId: service.id, bookingDate: date ? wireDate(date) : '', bookingTime: fromTime ?? '' }, { signal }),
    [locationId, service.id, date, fromTime],
  );
  const nameOf = (lid: number | string) => displayName(locations.find((l) => String(l.id) === String(lid))?.name ?? service.locations?.find((l) => String(l.id) === String(lid))?.name ?? '');
  const isChosen = (d: string, time: string, lid: number | string) => chosen?.date === d && chosen.time === time && String(chosen.locationId) === String(lid);

  function cell(c: FinderCell, d: string, time: string) {
    const iso = isoDate(d) ?? '';
    const slot = slotAccessibleName(lang, iso, time);
    switch (c.state) {
      case 'available':
        return (
          <button
            type="button"
            className="cb-finder__cell cb-finder__cell--available"
            aria-label={slot}
            aria-pressed={isChosen(d, time, locationId) ? 'true' : 'false'}
            onClick={() => setChosen({ date: d, time, locationId })}
          >
            <CheckIcon className="cb-finder__icon" />
          </button>
        );
      case 'fullOtherLocations': {
        const elsewhere = chosen && chosen.date === d && chosen.time === time && String(chosen.locationId) !== locationId;
        return (
          <button
            type="button"
            className="cb-finder__cell cb-finder__cell--elsewhere"
            aria-haspopup="dialog"
            aria-label={`${slot}, ${t(lang, 'pages.finder.otherLocations')}`}
            aria-pressed={elsewhere ? 'true' : 'false'}
            onClick={() => setPicking({ date: d, time, ids: c.otherLocationIds })}
          >
            <LocationIcon className="cb-finder__icon" />
          </button>
        );
      }
      case 'full':
        return <span className="cb-finder__cell cb-finder__cell--full">{t(lang, 'pages.finder.full')}</span>;
      default:
        return (
          <span className="cb-finder__cell cb-finder__cell--absent">
            <span aria-hidden="true">–</span>
            <span className="cb-visually-hidden">{t(lang, 'pages.finder.legendCannotBook')}</span>
          </span>
        );
    }
  }

  return (
    <Dialog
      open
      size="tall"
      title={t(lang, 'pages.finder.title')}
      onClose={onClose}
      footer={
        <div className="cb-finder__foot">
          <p className="cb-finder__chosen" role="status">
            {chosen ? t(lang, 'pages.finder.chosen', { slot: slotAccessibleName(lang, isoDate(chosen.date) ?? '', chosen.time), location: nameOf(chosen.locationId) }) : ''}
          </p>
          <button type="button" className="cb-button" aria-disabled={chosen ? undefined : 'true'} onClick={() => chosen && onChoose(chosen)}>
            {t(lang, 'pages.finder.next')}
          </button>
        </div>
      }
    >
      <div className="cb-finder">
        <LoadState load={guides}>{(list) => <GuideCarousel guides={list} />}</LoadState>

        <div className="cb-finder__choices">
          <div className="cb-finder__choice">
            <label htmlFor={`${id}-date`}>{t(lang, 'pages.finder.date')}</label>
            <input
              id={`${id}-date`}
              type="date"
              className="cb-booking-form__input"
              value={date}
              min={rules?.begin}
              max={rules?.end}
              onChange={(event) => {
                setDate(event.currentTarget.value);
                setChosen(null);
              }}
            />
          </div>
          <div className="cb-finder__choice">
            <label htmlFor={`${id}-location`}>{t(lang, 'pages.finder.location')}</label>
            <select
              id={`${id}-location`}
              className="cb-booking-form__input"
              value={locationId}
              onChange={(event) => {
                setLocationId(event.currentTarget.value);
                setChosen(null);
              }}
            >
              {locations.map((l) => (
                <option key={l.id} value={String(l.id)}>{displayName(l.name)}</option>
              ))}
            </select>
          </div>
          <div className="cb-finder__choice cb-finder__choice--time">
            <span className="cb-finder__label" id={`${id}-time`}>{t(lang, 'pages.finder.time')}</span>
            <button type="button" className="cb-finder__any" aria-pressed={fromTime === null ? 'true' : 'false'} onClick={() => setFromTime(null)}>
              {t(lang, 'pages.finder.anyTime')}
            </button>
            <TimePicker
              style="wheel"
              date={date || (rules?.begin ?? '')}
              times={DEFAULT_SLOT_TIMES}
              value={fromTime}
              label={t(lang, 'pages.finder.time')}
              onPick={setFromTime}
            />
          </div>
        </div>

        <h3 className="cb-finder__heading" id={`${id}-grid`}>{t(lang, 'pages.finder.flexibleDates')}</h3>
        <LoadState load={recommended} emptyKey="messages.noneBookingTime">
          {(list) => {
            const grid = rowsFrom(finderGrid(lang, list), fromTime);
            return (
              <div className="cb-finder__scroll">
                <table className="cb-finder__grid" aria-labelledby={`${id}-grid`}>
                  <thead>
                    <tr>
                      <th scope="col">{t(lang, 'pages.finder.time')}</th>
                      {grid.columns.map((column) => (
                        <th key={column.iso} scope="col">
                          <span className="cb-finder__weekday">{column.weekday}</span>
                          <span className="cb-finder__date">{formatDate(lang, column.iso, 'dmy').slice(0, 5)}</span>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {grid.rows.map((row) => (
                      <tr key={row.time}>
                        <th scope="row">{row.time}</th>
                        {row.cells.map((c, i) => (
                          <td key={grid.columns[i]!.iso}>{cell(c, grid.columns[i]!.date, row.time)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          }}
        </LoadState>

        <div className="cb-finder__legend">
          <h3 className="cb-finder__heading">{t(lang, 'pages.finder.legendTitle')}</h3>
          <ul>
            <li><span className="cb-finder__cell cb-finder__cell--available" aria-hidden="true"><CheckIcon className="cb-finder__icon" /></span>{t(lang, 'pages.finder.available')}</li>
            <li><span className="cb-finder__cell cb-finder__cell--elsewhere" aria-hidden="true"><LocationIcon className="cb-finder__icon" /></span>{t(lang, 'pages.finder.legendFullLocation')}</li>
            <li><span className="cb-finder__cell cb-finder__cell--full" aria-hidden="true">{t(lang, 'pages.finder.full')}</span>{t(lang, 'pages.finder.legendCannotBook')}</li>
          </ul>
        </div>
      </div>

      {picking && (
        <Dialog open title={t(lang, 'pages.finder.chooseLocation')} onClose={() => setPicking(null)}>
          <p>{slotAccessibleName(lang, isoDate(picking.date) ?? '', picking.time)}</p>
          <ul className="cb-finder__locations">
            {picking.ids.map((other) => (
              <li key={other}>
                <button
                  type="button"
                  className="cb-button cb-button--secondary"
                  onClick={() => {
                    setChosen({ date: picking.date, time: picking.time, locationId: other });
                    setPicking(null);
                  }}
                >
                  <LocationIcon className="cb-finder__icon" />
                  {nameOf(other)}
                </button>
              </li>
            ))}
          </ul>
        </Dialog>
      )}
    </Dialog>
  );
}

function GuideCarousel({ guides }: { guides: Guide[] }) {
  const lang = useLang();
  const shown = guides.filter((g) => isAllowedImageSource(g.imageUrl));
  const [index, setIndex] = useState(0);
  const guide = shown[Math.min(index, shown.length - 1)];
  if (!guide) return null;
  const at = Math.min(index, shown.length - 1);
  return (
    <section className="cb-finder__carousel" aria-label={t(lang, 'pages.finder.guides')}>
      <figure className="cb-finder__slide" aria-label={t(lang, 'pages.finder.guideImage', { index: at + 1, total: shown.length })}>
        <img src={guide.imageUrl} alt={guide.title} />
        <figcaption>{guide.title}</figcaption>
      </figure>
      {shown.length > 1 && (
        <div className="cb-finder__slides-nav">
          <button type="button" className="cb-icon-button" aria-label={t(lang, 'pages.finder.previousGuide')} onClick={() => setIndex((at - 1 + shown.length) % shown.length)}>
            <ChevronLeftIcon />
          </button>
          <span aria-live="polite">{t(lang, 'pages.finder.guideImage', { index: at + 1, total: shown.length })}</span>
          <button type="button" className="cb-icon-button" aria-label={t(lang, 'pages.finder.nextGuide')} onClick={() => setIndex((at + 1) % shown.length)}>
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </section>
  );
}
