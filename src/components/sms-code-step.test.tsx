// The SMS code step as the three flows use it: Next with no code asks for one (the one rule: a code
// is required) under the code, which takes focus, and nothing goes on; with a code, the page's
// action gets it; the page's own fields are checked first; a refusal of the page's action shows
// under the code; Next may wait for a code to show (My tickets).
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMobile } from '../common/phone.ts';
import { t } from '../i18n/translate.ts';
import { SmsCodeStep } from './sms-code-step.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';
import { useFieldErrors, type FieldErrors } from './use-field-errors.ts';

let mounted: TestHost | undefined;
let form: FieldErrors<'mobile' | 'code'> | undefined;
let nexts: string[] = [];
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  form = undefined;
  nexts = [];
});

function Page({ withMobile = false, nextOnlyWithCode = false }: { withMobile?: boolean; nextOnlyWithCode?: boolean }) {
  form = useFieldErrors<'mobile' | 'code'>();
  const [mobile, setMobile] = useState('');
  return (
    <SmsCodeStep
      form={form}
      className="step"
      nextClassName="next"
      nextLabel="Next"
      busy={false}
      nextOnlyWithCode={nextOnlyWithCode}
      onSend={async () => undefined}
      onNext={(code) => nexts.push(code)}
      {...(withMobile ? { check: (code: string) => [...(checkMobile('853', mobile) ? [{ field: 'mobile' as const, key: checkMobile('853', mobile)! }] : []), ...(code ? [] : [{ field: 'code' as const, key: 'components.codeInput.required' as const }])] } : {})}
    >
      {withMobile && <input name="mobile" ref={form.refOf('mobile')} value={mobile} onInput={(event) => setMobile(event.currentTarget.value)} />}
    </SmsCodeStep>
  );
}

const root = () => mounted!.root;
const code = () => root().querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')!;
const next = () => root().querySelector<HTMLButtonElement>('button[type="submit"]');
const described = (control: Element) => (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => root().getElementById(id)?.textContent);
const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const submit = () => act(() => next()!.click());

describe('SMS code step', () => {
  it('Next with no code: "Please enter the verification code" under the code, which takes focus; nothing goes on', () => {
    act(() => {
      mounted = mountInHost(<Page />);
    });
    submit();
    expect(described(code())).toEqual([t('en_us', 'components.codeInput.required')]);
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(root().activeElement).toBe(code());
    expect(nexts).toEqual([]);
  });

  it('Next with a code (any digits: whether they are right is the server\'s to say) hands it to the page; typing cleared the message', () => {
    act(() => {
      mounted = mountInHost(<Page />);
    });
    submit();
    type(code(), '12345');
    expect(described(code())).toEqual([]);
    submit();
    expect(nexts).toEqual(['12345']);
  });

  it('the page\'s fields are checked first and the focus goes to the first in error', () => {
    act(() => {
      mounted = mountInHost(<Page withMobile />);
    });
    submit();
    expect(root().activeElement).toBe(root().querySelector('input[name="mobile"]'));
    expect(form!.errorOf('mobile')).toBe(t('en_us', 'messages.notSupportNullMobil'));
    expect(form!.errorOf('code')).toBe(t('en_us', 'components.codeInput.required'));
    expect(nexts).toEqual([]);
  });

  it('the page\'s action refused the code: its words under the code, which keeps it and takes focus', () => {
    act(() => {
      mounted = mountInHost(<Page />);
    });
    type(code(), '000000');
    submit();
    act(() => form!.refuseAt('code')('Verification failed (602)'));
    expect(described(code())).toEqual(['Verification failed (602)']);
    expect(code().value).toBe('000000');
    expect(root().activeElement).toBe(code());
  });

  it('Next waits for a code where the page wants it so (My tickets)', () => {
    act(() => {
      mounted = mountInHost(<Page nextOnlyWithCode />);
    });
    expect(next()).toBeNull();
    type(code(), '1');
    expect(next()?.textContent).toBe('Next');
  });
});
