import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../common/languages.ts';
import { PhoneInput, type PhoneValue } from './phone-input.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';

let mounted: TestHost | undefined;
let last: PhoneValue | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  last = undefined;
  vi.useRealTimers();
});

function Harness({ initial, readOnly }: { initial: PhoneValue; readOnly?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      value={value}
      readOnly={readOnly}
      onChange={(next) => {
        last = next;
        setValue(next);
      }}
    />
  );
}

function mount(initial: PhoneValue = { area: '853', number: '' }, lang: Lang = 'en_us', readOnly = false) {
  act(() => {
    mounted = mountInHost(<Harness initial={initial} readOnly={readOnly} />, { lang });
  });
}
const number = () => mounted!.root.querySelector<HTMLInputElement>('input[type="tel"]')!;
const areaButton = () => mounted!.root.querySelector<HTMLButtonElement>('.cb-phone__area');
function type(input: HTMLInputElement, text: string) {
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('phone input (docs/behaviour/5-validation.md (Mobile))', () => {
  it('default area is +853; the number field is labelled, numeric, height set by CSS', () => {
    mount();
    expect(areaButton()!.textContent).toBe('+853');
    expect(areaButton()!.getAttribute('aria-label')).toBe('Choose the area code, now +853');
    expect(mounted!.root.querySelector(`label[for="${number().id}"]`)?.textContent).toBe('Mobile number');
    expect(number().getAttribute('inputmode')).toBe('numeric');
  });

  it('only digits are kept ("6612-34ab56" → "66123456")', () => {
    mount();
    type(number(), '6612-34ab56');
    expect(last).toEqual({ area: '853', number: '66123456' });
    expect(number().value).toBe('66123456');
  });

  it('a pasted "+852 9123 4567" moves the area to 852', () => {
    mount();
    type(number(), '+852 9123 4567');
    expect(last).toEqual({ area: '852', number: '91234567' });
    expect(areaButton()!.textContent).toBe('+852');
  });

  it('typing "+852" key by key moves the area once the code is complete, then digits follow', () => {
    mount();
    for (const text of ['+', '+8', '+85']) {
      type(number(), text);
      expect(number().value, `shown as typed: ${text}`).toBe(text);
      // What the field shows is the value the form checks (a prefix is not a number: inputOnlyNumber).
      expect(last).toEqual({ area: '853', number: text });
    }
    type(number(), '+852');
    expect(last).toEqual({ area: '852', number: '' });
    expect(number().value).toBe('');
    type(number(), '9');
    expect(last).toEqual({ area: '852', number: '9' });
  });

  it('a number typed over with an unfinished prefix ("+85") is replaced by it, not kept behind the field', () => {
    mount({ area: '853', number: '66123456' });
    type(number(), '+85');
    expect(last).toEqual({ area: '853', number: '+85' });
    expect(number().value).toBe('+85');
  });

  it('area 86 and a prefix still being typed ("+8"): no mainland message yet', () => {
    mount({ area: '86', number: '' });
    type(number(), '+8');
    expect(number().hasAttribute('aria-invalid')).toBe(false);
    expect(mounted!.root.querySelector('[role="alert"]')).toBeNull();
  });

  it('area 86 with a number not starting with 1 → invalid, with the mainland message', () => {
    mount({ area: '86', number: '' });
    type(number(), '23800138000');
    expect(number().getAttribute('aria-invalid')).toBe('true');
    expect(mounted!.root.querySelector('[role="alert"]')?.textContent).toBe('Mainland China numbers start with 1');
    type(number(), '13800138000');
    expect(number().hasAttribute('aria-invalid')).toBe(false);
  });

  it('country search matches the name prefix after a 600 ms pause (docs/behaviour/9-constants.md)', () => {
    mount();
    act(() => areaButton()!.click());
    const search = mounted!.root.querySelector<HTMLInputElement>('input[type="search"]')!;
    const names = () => Array.from(mounted!.root.querySelectorAll('.cb-phone__country')).map((b) => b.firstElementChild!.textContent);
    expect(names().slice(0, 3)).toEqual(['Macao', 'Hong Kong', 'Mainland China']);
    type(search, 'hong');
    act(() => void vi.advanceTimersByTime(599));
    expect(names().length).toBeGreaterThan(3);
    act(() => void vi.advanceTimersByTime(1));
    expect(names()).toEqual(['Hong Kong']);
    act(() => mounted!.root.querySelector<HTMLButtonElement>('.cb-phone__country')!.click());
    expect(last).toEqual({ area: '852', number: '' });
    expect(mounted!.root.querySelector('dialog')).toBeNull();
  });

  it('country names follow the element language (zh_hant "澳" → 澳門)', () => {
    mount({ area: '853', number: '' }, 'zh_hant');
    act(() => areaButton()!.click());
    type(mounted!.root.querySelector<HTMLInputElement>('input[type="search"]')!, '澳');
    act(() => void vi.advanceTimersByTime(600));
    const found = Array.from(mounted!.root.querySelectorAll('.cb-phone__country')).map((b) => b.firstElementChild!.textContent);
    expect(found[0]).toBe('澳門');
  });

  it('no match → the no-country line', () => {
    mount();
    act(() => areaButton()!.click());
    type(mounted!.root.querySelector<HTMLInputElement>('input[type="search"]')!, 'zzz');
    act(() => void vi.advanceTimersByTime(600));
    expect(mounted!.root.querySelector('.cb-phone__nothing')?.textContent).toBe('No country or region matches');
  });

  it('read-only for a one-account user, area cleared → no area button, number read-only (docs/behaviour/6-roles.md)', () => {
    mount({ area: '', number: '66123456' }, 'en_us', true);
    expect(areaButton()).toBeNull();
    expect(number().readOnly).toBe(true);
  });

  it('an error and a hint are both read with the field (aria-describedby); the ref reaches the number field', () => {
    const ref = { current: null as HTMLInputElement | null };
    act(() => {
      mounted = mountInHost(<PhoneInput value={{ area: '853', number: '12' }} onChange={() => {}} error="Wrong length" hint="A code will be sent" inputRef={ref} />);
    });
    const described = number().getAttribute('aria-describedby')!.split(' ').map((id) => mounted!.root.getElementById(id)?.textContent);
    expect(described).toEqual(['Wrong length', 'A code will be sent']);
    expect(ref.current).toBe(number());
  });
});

