import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookableDates } from '../common/api-contract.ts';
import { calendarRules, type CalendarRules } from '../domain/calendar-days.ts';
import { Calendar } from './calendar.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';

// Today is Tuesday 1 December 2026; the window runs to 26 February 2027; closed at weekends;
// 3 December full, 8 December a holiday.
const DATA: BookableDates = {
  startDate: '01/12/2026', endDate: '26/02/2027', fullBookingDates: ['03/12/2026'], publicHolidays: ['08/12/2026'], nonOffices: [0, 6],
};
const setup = calendarRules(DATA, '2026-12-01');
const RULES = (setup as { ok: true; rules: CalendarRules }).rules;

let mounted: TestHost | undefined;
let picked: string[] = [];
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  picked = [];
});

function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Calendar
      rules={RULES}
      value={value}
      label="Booking date"
      onPick={(iso) => {
        picked.push(iso);
        setValue(iso);
      }}
    />
  );
}

function mount(initial: string | null = null) {
  act(() => {
    mounted = mountInHost(<Harness initial={initial} />, { lang: 'en_us' });
  });
}
const root = () => mounted!.root;
const month = () => root().querySelector('[role="grid"]')!.getAttribute('data-month');
const button = (label: string) => root().querySelector<HTMLButtonElement>(`button[aria-label^="${label}"]`)!;
const day = (iso: string) => root().querySelector<HTMLElement>(`[data-date="${iso}"]`)!;
const click = (el: HTMLElement) => act(() => el.click());
function swipe(dx: number, dy = 0) {
  const grid = root().querySelector('[role="grid"]')!;
  act(() => {
    grid.dispatchEvent(new PointerEvent('pointerdown', { clientX: 200, clientY: 100, bubbles: true }));
    grid.dispatchEvent(new PointerEvent('pointerup', { clientX: 200 + dx, clientY: 100 + dy, bubbles: true }));
  });
}

describe('calendar date picker (docs/behaviour/2-screens.md)', () => {
  it('the week starts on Sunday; full days are marked X; each day is named by its full date and state', () => {
    mount();
    expect([...root().querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(day('2026-12-03').querySelector('svg')).not.toBeNull();
    expect(day('2026-12-04').querySelector('svg')).toBeNull();
    expect(day('2026-12-03').getAttribute('aria-label')).toBe('Thursday, 3 December 2026, full');
    expect(day('2026-12-08').getAttribute('aria-label')).toBe('Tuesday, 8 December 2026, public holiday');
    expect(day('2026-12-05').getAttribute('aria-label')).toBe('Saturday, 5 December 2026, closed');
    expect(day('2026-12-02').getAttribute('aria-label')).toBe('Wednesday, 2 December 2026');
  });

  it('only a selectable day is picked; a full, closed or holiday day is not', () => {
    mount();
    for (const iso of ['2026-12-03', '2026-12-05', '2026-12-08']) click(day(iso));
    expect(picked).toEqual([]);
    click(day('2026-12-02'));
    expect(picked).toEqual(['2026-12-02']);
    expect(day('2026-12-02').getAttribute('aria-selected')).toBe('true');
  });

  it('month arrows stay between the begin and end months; the jumps go to either end', () => {
    mount();
    expect(month()).toBe('2026-12');
    expect(button('Previous month').disabled).toBe(true);
    expect(button('Jump to the first').disabled).toBe(true);
    click(button('Next month'));
    expect(month()).toBe('2027-01');
    click(button('Jump to the last'));
    expect(month()).toBe('2027-02');
    expect(button('Next month').disabled).toBe(true);
    expect(button('Jump to the last').disabled).toBe(true);
    click(button('Jump to the first'));
    expect(month()).toBe('2026-12');
  });

  it('the month title returns to the current month', () => {
    mount();
    click(button('Jump to the last'));
    click(button('February 2027, Back to the current month'));
    expect(month()).toBe('2026-12');
  });

  it('a swipe right to left shows the next month, left to right the previous; a short or vertical move does nothing', () => {
    mount();
    swipe(-90);
    expect(month()).toBe('2027-01');
    swipe(20);
    expect(month()).toBe('2027-01');
    swipe(-60, 120);
    expect(month()).toBe('2027-01');
    swipe(90);
    expect(month()).toBe('2026-12');
  });

  it('opens on the picked day’s month with that day in the Tab order', () => {
    mount('2027-01-13');
    expect(month()).toBe('2027-01');
    expect(day('2027-01-13').tabIndex).toBe(0);
    expect(root().querySelectorAll('[role="grid"] [tabindex="0"]').length).toBe(1);
  });
});
