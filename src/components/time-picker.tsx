// The booking time picker (docs/behaviour/2-screens.md (Time picker), docs/behaviour/3-entities.md (Time data)): only the bookable slots,
// in the style the server asks for: `list`, pages of 16 slot buttons (docs/behaviour/9-constants.md); `dropDown`, a button
// opening a WAI-ARIA listbox; and the `wheel` variant, a listbox always open that scrolls. With
// no slot it says noneBookingTime. Every slot is named by its full time and date.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { nextSlotIndex, pageCount, pageOfSlot, slotAccessibleName, slotsOnPage } from '../domain/time-slots.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { ChevronDownIcon } from './icons.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './picker-icons.tsx';
import { useLang } from './use-lang.ts';
import css from './time-picker.css?inline';

export type TimePickerStyle = 'list' | 'dropDown' | 'wheel';

export interface TimePickerProps {
  /** The day the slots are on (YYYY-MM-DD): part of each slot's name. */
  date: string;
  /** The bookable times (HH:mm) in the day's order. */
  times: readonly string[];
  style: TimePickerStyle;
  value: string | null;
  onPick(time: string): void;
  /** Already translated: what the picker is for ("Booking time"). */
  label: string;
  /** The id of a message about the field (a refused form's). */
  describedBy?: string | undefined;
}

export function TimePicker(props: TimePickerProps) {
  useStyles(css);
  const lang = useLang();
  if (props.times.length === 0) {
    // The field's control when it has no slot: a refused form focuses it, its message read with it.
    return (
      <p className="cb-time__none" part="time-picker" role="status" tabIndex={-1} data-focus-target="" aria-describedby={props.describedBy}>
        {t(lang, 'messages.noneBookingTime')}
      </p>
    );
  }
  if (props.style === 'dropDown') return <DropDown {...props} />;
  if (props.style === 'wheel') return <Wheel {...props} />;
  return <PagedList {...props} />;
}

function PagedList({ date, times, value, onPick, label, describedBy }: TimePickerProps) {
  const lang = useLang();
  const [page, setPage] = useState(() => pageOfSlot(times, value));
  const pages = pageCount(times);
  useEffect(() => setPage(pageOfSlot(times, value)), [times, value]);
  const shown = Math.min(page, pages - 1);
  return (
    <div className="cb-time cb-time--list" part="time-picker" role="group" aria-label={label}>
      <ul className="cb-time__slots">
        {slotsOnPage(times, shown).map((time, i) => (
          <li key={time}>
            <button
              type="button"
              className="cb-time__slot"
              aria-pressed={time === value ? 'true' : 'false'}
              aria-label={slotAccessibleName(lang, date, time)}
              aria-describedby={i === 0 ? describedBy : undefined}
              data-focus-target={i === 0 ? '' : undefined}
              onClick={() => onPick(time)}
            >
              {time}
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="cb-time__pager">
          <button type="button" className="cb-icon-button cb-time__page" aria-label={t(lang, 'pages.timePicker.previousPage')} disabled={shown === 0} onClick={() => setPage(shown - 1)}>
            <ChevronLeftIcon />
          </button>
          <span aria-live="polite">{t(lang, 'pages.timePicker.page', { page: shown + 1, pages })}</span>
          <button type="button" className="cb-icon-button cb-time__page" aria-label={t(lang, 'pages.timePicker.nextPage')} disabled={shown >= pages - 1} onClick={() => setPage(shown + 1)}>
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}

interface ListboxProps extends TimePickerProps {
  id: string;
  /** The option keys move to. */
  active: number;
  setActive(index: number): void;
  /** Enter, Space or a click on an option. */
  choose(time: string): void;
  onEscape?(): void;
  /** The wheel picks as it moves; the drop-down waits for Enter. */
  pickOnMove: boolean;
  autoFocus?: boolean;
}

function Listbox({ id, date, times, value, label, describedBy, active, setActive, choose, onEscape, pickOnMove, autoFocus = false }: ListboxProps) {
  const lang = useLang();
  const box = useRef<HTMLUListElement>(null);
  const optionId = (i: number) => `${id}-option-${i}`;
  // Keys may come faster than renders: each key starts from the option the last one moved to.
  const at = useRef(active);
  const rendered = useRef(active);
  if (rendered.current !== active) {
    rendered.current = active;
    at.current = active;
  }

  useLayoutEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    (box.current?.children[active] as HTMLElement | undefined)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const time = times[at.current];
    if ((event.key === 'Enter' || event.key === ' ') && time) {
      event.preventDefault();
      choose(time);
      return;
    }
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    const next = nextSlotIndex(at.current, event.key, times.length);
    if (next === null) return;
    event.preventDefault();
    at.current = next;
    setActive(next);
    const moved = times[next];
    if (pickOnMove && moved) choose(moved);
  }

  return (
    <ul
      ref={box}
      id={id}
      className="cb-time__listbox"
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-describedby={describedBy}
      aria-activedescendant={active >= 0 && active < times.length ? optionId(active) : undefined}
      data-focus-target=""
      onKeyDown={onKeyDown}
    >
      {times.map((time, i) => (
        <li
          key={time}
          id={optionId(i)}
          role="option"
          className={i === active ? 'cb-time__option cb-time__option--active' : 'cb-time__option'}
          aria-selected={time === value ? 'true' : 'false'}
          aria-label={slotAccessibleName(lang, date, time)}
          onClick={() => {
            setActive(i);
            choose(time);
          }}
        >
          {time}
        </li>
      ))}
    </ul>
  );
}

function DropDown(props: TimePickerProps) {
  const lang = useLang();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const trigger = useRef<HTMLButtonElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const { times, value, label, describedBy } = props;

  function openList() {
    setActive(Math.max(0, value ? times.indexOf(value) : 0));
    setOpen(true);
  }
  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }

  return (
    <div
      ref={wrap}
      className="cb-time cb-time--dropdown"
      part="time-picker"
      onBlur={(event) => {
        // Tabbing or clicking away closes the list, as a native select does.
        if (open && !wrap.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        // Escape closes the list even when it comes before the list has taken focus.
        if (open && event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          close(true);
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="cb-time__trigger"
        aria-haspopup="listbox"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? `${id}-list` : undefined}
        aria-label={`${label}: ${value ? slotAccessibleName(lang, props.date, value) : t(lang, 'pages.reserve.selectTime')}`}
        aria-describedby={describedBy}
        data-focus-target=""
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            openList();
          }
        }}
      >
        <span>{value ?? t(lang, 'pages.reserve.selectTime')}</span>
        <ChevronDownIcon className="cb-time__chevron" />
      </button>
      {open && (
        <div className="cb-time__popup">
          <Listbox
            {...props}
            id={`${id}-list`}
            active={active}
            setActive={setActive}
            pickOnMove={false}
            autoFocus
            choose={(time) => {
              props.onPick(time);
              close(true);
            }}
            onEscape={() => close(true)}
          />
        </div>
      )}
    </div>
  );
}

function Wheel(props: TimePickerProps) {
  const id = useId();
  const { times, value } = props;
  const [active, setActive] = useState(() => (value ? times.indexOf(value) : -1));
  useEffect(() => setActive(value ? times.indexOf(value) : -1), [times, value]);
  return (
    <div className="cb-time cb-time--wheel" part="time-picker">
      <Listbox {...props} id={`${id}-wheel`} active={active} setActive={setActive} pickOnMove choose={props.onPick} />
    </div>
  );
}
