// The one form model: a <Field> ties its label, its message and its hint to its control; the
// form's errors (useFieldErrors) are said in the element's language, a refused submit puts the
// focus on the first field in error once its message shows, and a field that changes loses its message.
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../common/languages.ts';
import { Field } from './field.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';
import { useFieldErrors, type FieldErrors, type FieldProblem } from './use-field-errors.ts';

let mounted: TestHost | undefined;
let form: FieldErrors<'name' | 'mobile' | 'day'> | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  form = undefined;
});

const root = () => mounted!.root;
const input = (name: string) => root().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const described = (control: Element) => (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => root().getElementById(id)?.textContent);

function Form() {
  form = useFieldErrors();
  const [days] = useState(['Mon', 'Tue']);
  return (
    <form>
      <Field label="Name" hint="As on the identity document" error={form.errorOf('name')} fieldRef={form.refOf('name')}>
        {(c) => <input name="name" id={c.id} aria-describedby={c.describedBy} aria-invalid={c.invalid} />}
      </Field>
      <Field label="Mobile" error={form.errorOf('mobile')} fieldRef={form.refOf('mobile')}>
        {(c) => <input name="mobile" id={c.id} aria-describedby={c.describedBy} aria-invalid={c.invalid} />}
      </Field>
      <Field group label="Day" error={form.errorOf('day')} fieldRef={form.refOf('day')}>
        {(c) => (
          <div>
            {days.map((day, i) => (
              <button key={day} type="button" aria-describedby={i === 1 ? c.describedBy : undefined} {...(i === 1 ? { 'data-focus-target': '' } : {})}>
                {day}
              </button>
            ))}
          </div>
        )}
      </Field>
    </form>
  );
}

function mount(lang: Lang = 'en_us') {
  act(() => {
    mounted = mountInHost(<Form />, { lang });
  });
}
const refuse = (problems: ReadonlyArray<FieldProblem<'name' | 'mobile' | 'day'>>) => act(() => form!.refuse(problems));

describe('<Field>: label, hint and message tied to the control', () => {
  it('the label names the control; the hint is read with it; no message, not invalid', () => {
    mount();
    expect(root().querySelector(`label[for="${input('name').id}"]`)?.textContent).toBe('Name');
    expect(described(input('name'))).toEqual(['As on the identity document']);
    expect(input('name').hasAttribute('aria-invalid')).toBe(false);
    expect(root().querySelectorAll('.cb-field__error')).toHaveLength(0);
  });

  it('a group of controls has a legend; its control reads the message', () => {
    mount();
    refuse([{ field: 'day', key: 'messages.pleaseSelectDate' }]);
    expect(root().querySelector('fieldset > legend')?.textContent).toBe('Day');
    expect(described(root().querySelector('[data-focus-target]')!)).toEqual(['Please select a booking date']);
  });
});

describe('useFieldErrors: one error model for every form', () => {
  it('a refused submit: each field says its message (one class), invalid, read before its hint; focus on the first in error', () => {
    mount();
    refuse([
      { field: 'name', key: 'messages.mustInput' },
      { field: 'mobile', key: 'messages.notSupportNullMobil' },
    ]);
    expect(described(input('name'))).toEqual(['Required to fill in', 'As on the identity document']);
    expect(described(input('mobile'))).toEqual(['Please enter the mobile number']);
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect([...root().querySelectorAll('.cb-field__error')].map((p) => p.textContent)).toEqual(['Required to fill in', 'Please enter the mobile number']);
    expect(root().activeElement).toBe(input('name'));
  });

  it('the messages are said in the element\'s language', () => {
    mount('pt_pt');
    refuse([{ field: 'mobile', key: 'messages.notSupportNullMobil' }]);
    expect(described(input('mobile'))).toEqual(['Introduza o número de telemóvel']);
  });

  it('the field\'s own control takes the focus: the one it marks, in a group', () => {
    mount();
    refuse([{ field: 'day', key: 'messages.pleaseSelectDate' }]);
    expect(root().activeElement?.textContent).toBe('Tue');
  });

  it('refused again for the same field, the focus goes back to it', () => {
    mount();
    refuse([{ field: 'mobile', key: 'messages.notSupportNullMobil' }]);
    act(() => input('name').focus());
    refuse([{ field: 'mobile', key: 'messages.notSupportNullMobil' }]);
    expect(root().activeElement).toBe(input('mobile'));
  });

  it('the server refused what a field holds: its words there, and the focus; the other fields fine', () => {
    mount();
    refuse([{ field: 'name', key: 'messages.mustInput' }]);
    act(() => form!.refuseAt('mobile')('Verification failed (602)'));
    expect(described(input('mobile'))).toEqual(['Verification failed (602)']);
    expect(described(input('name'))).toEqual(['As on the identity document']);
    expect(root().activeElement).toBe(input('mobile'));
  });

  it('a field that changes loses its message, and the focus stays where the citizen is', () => {
    mount();
    refuse([
      { field: 'name', key: 'messages.mustInput' },
      { field: 'mobile', key: 'messages.notSupportNullMobil' },
    ]);
    act(() => input('mobile').focus());
    act(() => form!.clear('name'));
    expect(described(input('name'))).toEqual(['As on the identity document']);
    expect(described(input('mobile'))).toEqual(['Please enter the mobile number']);
    expect(root().activeElement).toBe(input('mobile'));
    act(() => form!.clearAll());
    expect(root().querySelectorAll('.cb-field__error')).toHaveLength(0);
  });

  it('bind ties a control to its field: its message, its place for the focus, and a change that keeps the value and clears the message', () => {
    mount();
    refuse([{ field: 'mobile', key: 'messages.notSupportNullMobil' }]);
    const kept: string[] = [];
    const bound = form!.bind('mobile', (value: string) => kept.push(value));
    expect(bound.error).toBe('Please enter the mobile number');
    expect(bound.fieldRef).toBe(form!.refOf('mobile'));
    act(() => bound.onChange('66123456'));
    expect(kept).toEqual(['66123456']);
    expect(form!.errorOf('mobile')).toBeNull();
  });
});
