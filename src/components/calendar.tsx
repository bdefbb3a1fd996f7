// The booking calendar (docs/behaviour/2-screens.md (Calendar date picker)): a month grid, Sunday first, whose
// days are drawn by the rules of src/domain/calendar-days.ts (full days marked X); month arrows
// limited to the window with jumps to its first and last months; a swipe turns the month; the
// month title returns to the current month. It follows the WAI-ARIA date picker grid: one day in
// the Tab order, arrows move by day and week, Home/End to the week's ends, Page Up/Down by month
// (with Shift by year), Enter or Space picks; each day is named by its full date and its state.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { dayAccessibleName } from '../domain/calendar-day-name.ts';
import { dayState, type CalendarRules } from '../domain/calendar-days.ts';
import { nextFocusedDate } from '../domain/calendar-keyboard.ts';
import { currentMonth, monthGrid, monthNavigation, monthOf, openingMonth, swipeTarget, type Month } from '../domain/calendar-month.ts';
import { formatDate, weekdayNames } from '../i18n/dates.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { CloseIcon } from './icons.tsx';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from './picker-icons.tsx';
import { useLang } from './use-lang.ts';
import css from './calendar.css?inline';

export interface CalendarProps {
  rules: CalendarRules;
  /** The picked day, YYYY-MM-DD. */
  value: string | null;
  onPick(iso: string): void;
  /** Already translated: what the grid is for ("Booking date"). */
  label: string;
  /** The id of a message about the field (a refused form's), read with the focused day. */
  describedBy?: string | undefined;
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The day to focus in `month`: the picked one there, else its first pickable day, else its first day in the window. */
function focusIn(month: Month, rules: CalendarRules, picked: string | null): string {
  if (picked && monthOf(picked) === month) return picked;
  const days = monthGrid(month).flat().filter((d): d is string => d !== null && d >= rules.begin && d <= rules.end);
  return days.find((d) => dayState(rules, d) === 'selectable') ?? days[0] ?? rules.begin;
}

export function Calendar({ rules, value, onPick, label, describedBy }: CalendarProps) {
  useStyles(css);
  const lang = useLang();
  const [view, setView] = useState<Month>(() => openingMonth(value, rules.today, rules));
  const [focused, setFocusedState] = useState<string>(() => focusIn(openingMonth(value, rules.today, rules), rules, value));
  // Keys may come faster than renders: each key starts from the day the last one moved to.
  const current = useRef(focused);
  const setFocused = (iso: string) => {
    current.current = iso;
    setFocusedState(iso);
  };
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows a key press only: a month turned by an arrow button keeps focus on that button.
  const moveFocus = useRef(false);
  const swipe = useRef<{ x: number; y: number } | null>(null);

  // A day picked elsewhere (the finder) or a new window (another location) is shown at once.
  const windowKey = `${rules.today} ${rules.begin} ${rules.end}`;
  useEffect(() => {
    const month = openingMonth(value, rules.today, rules);
    setView(month);
    setFocused(focusIn(month, rules, value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rules object may be rebuilt with the same window: only a new window or value moves the view
  }, [value, windowKey]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, view]);

  const nav = monthNavigation(view, rules);
  const show = (month: Month | null) => {
    if (!month) return;
    setView(month);
    setFocused(focusIn(month, rules, value));
  };

  function pick(iso: string) {
    setFocused(iso);
    if (dayState(rules, iso) === 'selectable') onPick(iso);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(current.current);
      return;
    }
    const next = nextFocusedDate(current.current, { key: event.key, shiftKey: event.shiftKey }, rules);
    if (next === null) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
    setView(monthOf(next));
  }

  function onPointerUp(event: PointerEvent<HTMLTableElement>) {
    const start = swipe.current;
    swipe.current = null;
    if (start) show(swipeTarget(event.clientX - start.x, event.clientY - start.y, nav));
  }

  const monthTitle = formatDate(lang, `${view}-01`, 'monthTitle');
  const longNames = weekdayNames(lang, 'long');
  const arrow = (key: 'jumpToBegin' | 'previousMonth' | 'nextMonth' | 'jumpToEnd', target: Month | null, icon: ReactNode) => (
    <button type="button" className="cb-icon-button cb-calendar__arrow" aria-label={t(lang, `pages.calendar.${key}`)} disabled={target === null} onClick={() => show(target)}>
      {icon}
    </button>
  );

  return (
    <div className="cb-calendar" part="calendar">
      <div className="cb-calendar__head">
        {arrow('jumpToBegin', nav.toBegin, <ChevronsLeftIcon />)}
        {arrow('previousMonth', nav.previous, <ChevronLeftIcon />)}
        <button
          type="button"
          className="cb-calendar__title"
          aria-label={`${monthTitle}, ${t(lang, 'pages.calendar.backToCurrentMonth')}`}
          onClick={() => show(currentMonth(rules.today, rules))}
        >
          <span aria-live="polite">{monthTitle}</span>
        </button>
        {arrow('nextMonth', nav.next, <ChevronRightIcon />)}
        {arrow('jumpToEnd', nav.toEnd, <ChevronsRightIcon />)}
      </div>
      <table
        ref={grid}
        className="cb-calendar__grid"
        role="grid"
        aria-label={`${label}, ${monthTitle}`}
        data-month={view}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => (swipe.current = { x: event.clientX, y: event.clientY })}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <thead>
          <tr>
            {WEEKDAY_KEYS.map((key, i) => (
              <th key={key} scope="col" abbr={longNames[i]} className="cb-calendar__weekday">
                {t(lang, `pages.calendar.weekdays.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(view).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((iso, i) => {
                if (!iso) return <td key={`blank-${i}`} className="cb-calendar__blank" />;
                const state = dayState(rules, iso);
                const isFocused = iso === focused;
                return (
                  <td
                    key={iso}
                    data-date={iso}
                    data-state={state}
                    className={`cb-calendar__day cb-calendar__day--${state}`}
                    tabIndex={isFocused ? 0 : -1}
                    aria-selected={iso === value ? 'true' : 'false'}
                    aria-disabled={state === 'selectable' ? undefined : 'true'}
                    aria-current={iso === rules.today ? 'date' : undefined}
                    aria-label={dayAccessibleName(lang, iso, state)}
                    aria-describedby={isFocused ? describedBy : undefined}
                    data-focus-target={isFocused ? '' : undefined}
                    onClick={() => pick(iso)}
                  >
                    <span className="cb-calendar__number">{Number(iso.slice(8))}</span>
                    {state === 'full' && <CloseIcon className="cb-calendar__full" />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
