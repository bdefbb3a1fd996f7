// The advance reminder as a citizen uses it (docs/behaviour/4-states.md (Reminder)): ticking opens the picker,
// choosing sets the count, closing the picker unticks and clears, unticking clears.
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { mountInHost, type TestHost } from '../../../test/unit-support/test-host.tsx';
import { NO_REMINDER, type ReminderChoice } from '../../domain/reminder.ts';
import { ReminderField } from './reminder-field.tsx';

let mounted: TestHost | undefined;
let last: ReminderChoice = NO_REMINDER;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  last = NO_REMINDER;
});

function Harness() {
  const [choice, setChoice] = useState<ReminderChoice>(NO_REMINDER);
  return (
    <ReminderField
      choice={choice}
      options={[1, 2, 3]}
      onChange={(next) => {
        last = next;
        setChoice(next);
      }}
    />
  );
}

const root = () => mounted!.root;
const box = () => root().querySelector<HTMLInputElement>('input[type="checkbox"]')!;
const dialog = () => root().querySelector('dialog');
const option = (label: string) => [...root().querySelectorAll<HTMLButtonElement>('.cb-reminder__option')].find((b) => b.textContent === label)!;
function tick() {
  act(() => {
    box().click();
  });
}

describe('reminder field (docs/behaviour/4-states.md)', () => {
  it('ticking opens the picker of counts; choosing closes it and shows the count', () => {
    act(() => {
      mounted = mountInHost(<Harness />);
    });
    expect(dialog()).toBeNull();
    tick();
    expect(last).toEqual({ checked: true, count: null, pickerOpen: true });
    expect([...root().querySelectorAll('.cb-reminder__option')].map((b) => b.textContent)).toEqual(['1 person', '2 people', '3 people']);
    act(() => option('2 people').click());
    expect(last).toEqual({ checked: true, count: 2, pickerOpen: false });
    expect(dialog()).toBeNull();
    expect(root().querySelector('.cb-reminder__chosen')?.textContent).toContain('Remind me when 2 people are ahead');
    expect(box().checked).toBe(true);
  });

  it('closing the picker without a choice unticks the box and clears the count', () => {
    act(() => {
      mounted = mountInHost(<Harness />);
    });
    tick();
    act(() => root().querySelector<HTMLButtonElement>('dialog button[aria-label="Close"]')!.click());
    expect(last).toEqual(NO_REMINDER);
    expect(box().checked).toBe(false);
  });

  it('unticking after a choice clears the count', () => {
    act(() => {
      mounted = mountInHost(<Harness />);
    });
    tick();
    act(() => option('3 people').click());
    tick();
    expect(last).toEqual(NO_REMINDER);
    expect(root().querySelector('.cb-reminder__chosen')).toBeNull();
  });

  it('its message is tied to the box', () => {
    act(() => {
      mounted = mountInHost(<ReminderField choice={{ checked: true, count: null, pickerOpen: false }} options={[1]} onChange={() => {}} error="Please choose" />);
    });
    const ids = box().getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => root().getElementById(id)?.textContent)).toContain('Please choose');
    expect(box().getAttribute('aria-invalid')).toBe('true');
  });
});
