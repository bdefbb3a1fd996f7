// The one model of a form's errors: which fields are in error and what each says, shown by its own
// <Field>; and after a refused submit (the form's rules, or the server's answer for the field at
// fault) the focus on the first field in error, once its message is on the page so that it is read
// with it. Every form of the product keeps its errors here (docs/conventions.md, One way to fill
// a form).
//
//   const form = useFieldErrors<'mobile' | 'code'>();
//   <PhoneInput value={phone} {...form.bind('mobile', setPhone)} … />   // error, field, change
//   form.refuse(smsLoginErrors(…));            // rules: field + message key, in page order
//   useAction({ …, failure: form.refuseAt('code') });   // the server's refusal of the code
import { useEffect, useMemo, useRef, useState } from 'react';
import { t, type KeyedText } from '../i18n/translate.ts';
import { useLang } from './use-lang.ts';

/** A field's message: a key of the catalogue (said in the element's language) or a text already said (the server's). */
type FieldMessage = KeyedText | { text: string };
export type FieldProblem<F> = { field: F } & FieldMessage;

export interface FieldErrors<F extends string | number> {
  /** The message of a field in error, in the element's language; null when it is fine. */
  errorOf(field: F): string | null;
  /** Hands the field (its <Field>) to the model, which moves focus into it. */
  refOf(field: F): (node: HTMLElement | null) => void;
  /** A refused submit: these fields in error, in page order, every other one fine; focus on the first. */
  refuse(problems: ReadonlyArray<FieldProblem<F>>): void;
  /** The server refused what this field holds (a wrong code): its words there, focus on it. */
  refuseAt(field: F): (text: string) => void;
  /** The field changed: its message goes. */
  clear(field: F): void;
  /** A control's ties to its field: its message, its place for the focus, and a change that keeps the value and clears the message. */
  bind<V>(field: F, set: (value: V) => void): { error: string | null; fieldRef: (node: HTMLElement | null) => void; onChange: (value: V) => void };
  /** Every message goes (the form was sent). */
  clearAll(): void;
}

/**
 * The field's own control takes the focus: the one it marks (a calendar's day), else its input,
 * else its first button; else the field itself (its slots still loading), which names it and its error.
 */
function focusInto(field: HTMLElement): void {
  const control =
    field.querySelector<HTMLElement>('[data-focus-target]') ??
    field.querySelector<HTMLElement>('input:not([type="hidden"]):not([readonly]), select, textarea') ??
    field.querySelector<HTMLElement>('button, [tabindex="0"]');
  if (control) return control.focus();
  field.tabIndex = -1;
  field.focus();
}

interface Shown<F> {
  problems: ReadonlyArray<FieldProblem<F>>;
  /** Counts the refusals: each one moves focus, even to the field refused before. */
  refusals: number;
}

export function useFieldErrors<F extends string | number>(): FieldErrors<F> {
  const lang = useLang();
  const [shown, setShown] = useState<Shown<F>>({ problems: [], refusals: 0 });
  const fields = useRef(new Map<F, HTMLElement>());
  const refs = useRef(new Map<F, (node: HTMLElement | null) => void>());

  useEffect(() => {
    const first = shown.problems[0];
    const field = first === undefined ? undefined : fields.current.get(first.field);
    if (field) focusInto(field);
    // Only a refusal moves focus; a field cleared while typing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refusal count is what starts it
  }, [shown.refusals]);

  const actions = useMemo(
    () => ({
      refOf(field: F) {
        let ref = refs.current.get(field);
        if (!ref) {
          ref = (node: HTMLElement | null) => {
            if (node) fields.current.set(field, node);
            else fields.current.delete(field);
          };
          refs.current.set(field, ref);
        }
        return ref;
      },
      refuse: (problems: ReadonlyArray<FieldProblem<F>>) => setShown((s) => ({ problems, refusals: s.refusals + 1 })),
      refuseAt: (field: F) => (text: string) => setShown((s) => ({ problems: [{ field, text }], refusals: s.refusals + 1 })),
      clear: (field: F) =>
        setShown((s) => (s.problems.some((p) => p.field === field) ? { ...s, problems: s.problems.filter((p) => p.field !== field) } : s)),
      clearAll: () => setShown((s) => (s.problems.length === 0 ? s : { ...s, problems: [] })),
    }),
    [],
  );

  const errorOf = (field: F): string | null => {
    const found = shown.problems.find((p) => p.field === field);
    if (!found) return null;
    return 'text' in found ? found.text : t(lang, found.key, found.params);
  };
  return {
    ...actions,
    errorOf,
    bind: (field, set) => ({
      error: errorOf(field),
      fieldRef: actions.refOf(field),
      onChange: (value) => {
        set(value);
        actions.clear(field);
      },
    }),
  };
}
