import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SLOT_TIMES } from '../common/default-slots.ts';
import type { Lang } from '../common/languages.ts';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';
import { TimePicker, type TimePickerStyle } from './time-picker.tsx';

let mounted: TestHost | undefined;
let picked: string[] = [];
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  picked = [];
});

function Harness({ style, times }: { style: TimePickerStyle; times: readonly string[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <TimePicker
      date="2026-12-02"
      times={times}
      style={style}
      value={value}
      label="Booking time"
      onPick={(time) => {
        picked.push(time);
        setValue(time);
      }}
    />
  );
}

function mount(style: TimePickerStyle, times: readonly string[] = DEFAULT_SLOT_TIMES, lang: Lang = 'en_us') {
  act(() => {
    mounted = mountInHost(<Harness style={style} times={times} />, { lang });
  });
}
const root = () => mounted!.root;
const slots = () => [...root().querySelectorAll<HTMLButtonElement>('.cb-time__slot')].map((b) => b.textContent);
const key = (target: Element, name: string) => act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));

describe('time picker (docs/behaviour/2-screens.md, docs/behaviour/9-constants.md)', () => {
  it('list style: 16 slots per page; the next page has the rest', () => {
    mount('list');
    expect(slots()).toEqual(DEFAULT_SLOT_TIMES.slice(0, 16));
    expect(root().textContent).toContain('Page 1 of 2');
    act(() => root().querySelector<HTMLButtonElement>('button[aria-label="Next page"]')!.click());
    expect(slots()).toEqual(['17:30', '18:00']);
  });

  it('each slot is named by its full date and time, in the element’s language', () => {
    mount('list', ['09:00']);
    expect(root().querySelector('.cb-time__slot')!.getAttribute('aria-label')).toBe('Wednesday, 2 December 2026 at 09:00');
    mounted!.unmount();
    mount('list', ['09:00'], 'zh_hant');
    expect(root().querySelector('.cb-time__slot')!.getAttribute('aria-label')).toBe('2026年12月2日 星期三 09:00');
  });

  it('no bookable slot → noneBookingTime', () => {
    mount('list', []);
    expect(root().textContent).toBe('No time session available for booking');
  });

  it('no bookable slot: the message is what a refused form focuses, read with the form’s message', () => {
    act(() => {
      mounted = mountInHost(<TimePicker date="2026-12-02" times={[]} style="dropDown" value={null} label="Booking time" describedBy="time-error" onPick={() => {}} />);
    });
    const none = root().querySelector<HTMLElement>('[data-focus-target]')!;
    expect(none.textContent).toBe('No time session available for booking');
    expect(none.tabIndex).toBe(-1);
    expect(none.getAttribute('aria-describedby')).toBe('time-error');
  });

  it('drop-down style: a button opening a listbox; Enter picks the option moved to and closes it', () => {
    mount('dropDown', ['09:00', '09:30', '10:00']);
    const trigger = root().querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]')!;
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    act(() => trigger.click());
    const list = root().querySelector<HTMLElement>('[role="listbox"]')!;
    key(list, 'ArrowDown');
    key(list, 'ArrowDown');
    expect(picked).toEqual([]);
    key(list, 'Enter');
    expect(picked).toEqual(['10:00']);
    expect(root().querySelector('[role="listbox"]')).toBeNull();
    expect(trigger.textContent).toContain('10:00');
  });

  it('wheel style: always open; moving picks', () => {
    mount('wheel', ['09:00', '09:30', '10:00']);
    const list = root().querySelector<HTMLElement>('[role="listbox"]')!;
    key(list, 'ArrowDown');
    key(list, 'ArrowDown');
    expect(picked).toEqual(['09:00', '09:30']);
    expect(list.querySelector('[aria-selected="true"]')!.textContent).toBe('09:30');
  });
});
