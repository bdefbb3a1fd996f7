// The SMS code page of a queue ticket (/sendMessage, docs/behaviour/2-screens.md (Verification code pages)): the
// number the code goes to, the SMS code step (its send-code button with the 60 s countdown, the
// server's message for 2 s on failure), Next, and the live figures. Next sends the ticket request
// with the code (use-take-ticket.ts: one request however often it is tapped); a refusal is shown
// under the code, which keeps what was typed and takes focus.
import { useHeaderActions } from '../../routing/use-header-actions.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { SmsCodeStep } from '../../components/sms-code-step.tsx';
import { useFieldErrors } from '../../components/use-field-errors.ts';
import { useLang } from '../../components/use-lang.ts';
import { identityNumberRequired } from '../../common/identity-number.ts';
import { buildQueueRequest } from '../../domain/queue-request.ts';
import { t } from '../../i18n/translate.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useApi, useBookingStore } from '../../store/stores-context.tsx';
import { LiveFigures } from './live-figures.tsx';
import { QueuePlace } from './queue-place.tsx';
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
  const count = useBookingStore((s) => s.context.alertCount);
  const identityRequired = useBookingStore((s) => identityNumberRequired(s.flags.mustInputIdCard, { kind: 'queue' }));
  const figures = useLiveFigures(service?.id, location?.id);
  const form = useFieldErrors<'code'>();
  const take = useTakeTicket(form.refuseAt('code'));
  useHeaderActions({ onRefresh: figures.refresh });

  if (!service || !location) return null;
  const fullMobile = `+${userinfo.mobArea} ${userinfo.mobNum}`;

  function next(code: string) {
    if (!service || !location) return;
    void take.run(
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
  }

  return (
    <section className="cb-queue" data-route={route} data-service-id={service.id} data-location-id={location.id}>
      <div className="cb-queue__body" part="body">
        <QueuePlace service={service} location={location} />
        <SmsCodeStep
          form={form}
          className="cb-queue__form"
          nextClassName="cb-queue__primary"
          codeLabel={t(lang, 'pages.sendMessage.codeLabel')}
          nextLabel={t(lang, 'pages.sendMessage.next')}
          busy={take.busy}
          onSend={() => api.account.sendCode(`${userinfo.mobArea}${userinfo.mobNum}`, { purpose: 'ticket' })}
          onNext={next}
        >
          <p className="cb-queue__note">{t(lang, 'pages.sendMessage.sendTo', { mobile: fullMobile })}</p>
        </SmsCodeStep>
        <LiveFigures load={figures} />
      </div>
    </section>
  );
}
