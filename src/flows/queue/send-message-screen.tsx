// The SMS code page of a queue ticket (/sendMessage, SPEC.md §2 "Verification code pages"): the
// number the code goes to, the code field with its send-code button (60 s countdown, the server's
// message for 2 s on failure), Next, and the live figures. Next sends the ticket request with the
// code (use-take-ticket.ts: one request however often it is tapped); a refusal is shown under the
// code, which keeps what was typed and takes focus.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useHeaderActions } from '../../routing/use-header-actions.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { CODE_LENGTH, CodeInput } from '../../components/code-input.tsx';
import { useLang } from '../../components/use-lang.ts';
import { identityNumberRequired } from '../../common/identity-number.ts';
import { buildQueueRequest } from '../../domain/queue-request.ts';
import { t } from '../../i18n/translate.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useApi, useBookingStore } from '../../store/stores-context.tsx';
import { LiveFigures } from './live-figures.tsx';
import { QueuePlace } from './queue-place.tsx';
import { requestFailureText } from './request-failure.ts';
import { useLiveFigures } from './use-live-figures.ts';
import { useTakeTicket } from './use-take-ticket.ts';
import buttonCss from '../../components/button.css?inline';
import css from './queue-screens.css?inline';

export default function SendMessageScreen({ route }: ScreenProps<'/sendMessage'>) {
  useStyles(buttonCss);
  useStyles(css);
  const lang = useLang();
  const api = useApi();
  const service = useBookingStore((s) => s.context.service);
  const location = useBookingStore((s) => s.context.location);
  const userinfo = useBookingStore((s) => s.context.userinfo);
  const count = useBookingStore((s) => s.context.cntToAlertNumber);
  const identityRequired = useBookingStore((s) => identityNumberRequired(s.flags.mustInputIdCard, { kind: 'queue' }));
  const figures = useLiveFigures(service?.id, location?.id);
  const { take, busy } = useTakeTicket();
  useHeaderActions({ onRefresh: figures.refresh });

  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusAt !== null) codeField.current?.focus();
  }, [focusAt]);

  if (!service || !location) return null;
  const fullMobile = `+${userinfo.mobArea} ${userinfo.mobNum}`;

  async function next(event: FormEvent) {
    event.preventDefault();
    if (busy || !service || !location) return;
    if (code.length !== CODE_LENGTH) {
      setProblem(t(lang, 'pages.sendMessage.codeRequired'));
      setFocusAt(Date.now());
      return;
    }
    setProblem(null);
    const outcome = await take(
      buildQueueRequest({
        serviceId: service.id,
        locationId: location.id,
        mobArea: userinfo.mobArea,
        mobNum: userinfo.mobNum,
        identifyNo: userinfo.identifyNo,
        identityRequired,
        reminder: { checked: count !== null, count },
        proof: { kind: 'sms', messageCode: code },
      }),
    );
    if (!outcome.ok && 'error' in outcome) {
      setProblem(requestFailureText(lang, outcome.error));
      setFocusAt(Date.now());
    }
  }

  return (
    <section className="cb-queue" data-route={route} data-service-id={service.id} data-location-id={location.id}>
      <div className="cb-queue__body" part="body">
        <QueuePlace service={service} location={location} />
        <form className="cb-queue__form" noValidate onSubmit={(event) => void next(event)}>
          <p className="cb-queue__note">{t(lang, 'pages.sendMessage.sendTo', { mobile: fullMobile })}</p>
          <CodeInput
            label={t(lang, 'pages.sendMessage.codeLabel')}
            value={code}
            inputRef={codeField}
            error={problem}
            onChange={(value) => {
              setCode(value);
              setProblem(null);
            }}
            onSend={() => api.account.sendCode(`${userinfo.mobArea}${userinfo.mobNum}`)}
          />
          <button type="submit" className="cb-button cb-queue__primary" aria-disabled={busy ? 'true' : undefined} aria-busy={busy ? 'true' : undefined}>
            {t(lang, 'pages.sendMessage.next')}
          </button>
        </form>
        <LiveFigures load={figures} />
      </div>
    </section>
  );
}
