// The take-ticket page (/offerNum, docs/behaviour/2-screens.md (Take ticket)): where the ticket is for, the live
// figures every 10 s, and when the queue passes the form: advance reminder, identity number when
// the queue asks for it, mobile number with its area, the privacy agreement for a citizen without
// a login, and Submit. Submit checks the form (docs/behaviour/5-validation.md); a refused form keeps what was typed and moves
// focus to its first field in error. Then an anonymous citizen goes on to the SMS code page; a
// one-account citizen (fields prefilled and read-only) gets the ticket at once, or is told in a
// toast why not. The page returns home after a spell without use.
// @chunk queue-start: <queue-ticket>'s first screen, with what it imports (docs/build.md).
import { useRef, useState, type FormEvent } from 'react';
import { useHeaderActions } from '../../routing/use-header-actions.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { PhoneInput } from '../../components/phone-input.tsx';
import { PrivacyAgreement } from '../../components/privacy-agreement.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFieldErrors } from '../../components/use-field-errors.ts';
import { useLang } from '../../components/use-lang.ts';
import { identityNumberRequired } from '../../common/identity-number.ts';
import { checkOfferNumberForm, type OfferNumberField } from '../../domain/offer-number-form.ts';
import { offerPageState } from '../../domain/offer-page.ts';
import { AGREE_DEFAULT, agreementShown } from '../../domain/privacy-agreement.ts';
import { splitAreaAndNumber } from '../../common/phone.ts';
import { buildQueueRequest } from '../../domain/queue-request.ts';
import { reminderOptions, type ReminderChoice } from '../../domain/reminder.ts';
import { t } from '../../i18n/translate.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStore, useBookingStoreApi, useSession, useUiStoreApi } from '../../store/stores-context.tsx';
import { LiveFigures } from './live-figures.tsx';
import { QueuePlace } from './queue-place.tsx';
import { ReminderField } from './reminder-field.tsx';
import { useIdleTimeout } from './use-idle-timeout.ts';
import { useLiveFigures } from './use-live-figures.ts';
import { useCitizen } from './use-citizen.ts';
import { useTakeTicket } from './use-take-ticket.ts';
import buttonCss from '../../components/button.css?inline';
import css from './queue-screens.css?inline';

/** An identity document number is 8 or 18 characters; a Macau card prints its 8 as "1234567(8)". */
const IDENTITY_MAX_INPUT = 20;

export default function OfferNumberScreen({ route }: ScreenProps<'/offerNum'>) {
  useStyles(buttonCss);
  useStyles(css);
  const lang = useLang();
  const store = useBookingStoreApi();
  const ui = useUiStoreApi();
  const service = useBookingStore((s) => s.context.service);
  const location = useBookingStore((s) => s.context.location);
  const userinfo = useBookingStore((s) => s.context.userinfo);
  const count = useBookingStore((s) => s.context.alertCount);
  const identityRequired = useBookingStore((s) => identityNumberRequired(s.flags.mustInputIdCard, { kind: 'queue' }));
  const loggedIn = useSession((s) => Boolean(s.token));
  const citizen = useCitizen();
  const figures = useLiveFigures(service?.id, location?.id);
  const take = useTakeTicket();
  useHeaderActions({ onRefresh: figures.refresh });

  const root = useRef<HTMLElement>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [agree, setAgree] = useState(AGREE_DEFAULT);
  const form = useFieldErrors<OfferNumberField>();

  const timeout = useIdleTimeout(root, () => {
    store.getState().clearQueueForm();
    setPickerOpen(false);
    setAgree(AGREE_DEFAULT);
    form.clearAll();
    store.getState().navigate('/home', {}, { reset: true });
    void ui.getState().openDialog({ kind: 'alert', messageKey: 'messages.timeoutText' });
  });

  if (!service || !location) return null;
  const oneAccount = citizen.kind === 'oneAccount' ? citizen.userInfo : null;
  const identifyNo = oneAccount ? oneAccount.identifyNo : userinfo.identifyNo;
  const mobile = oneAccount ? { area: oneAccount.mobArea, number: oneAccount.mobNum } : { area: userinfo.mobArea, number: userinfo.mobNum };
  const reminder: ReminderChoice = { checked: pickerOpen || count !== null, count, pickerOpen };
  const options = reminderOptions(figures.data);
  const page = offerPageState(figures.data, location.description);
  const field = (name: OfferNumberField) => ({ error: form.errorOf(name), fieldRef: form.refOf(name) });

  function changeReminder(next: ReminderChoice) {
    setPickerOpen(next.pickerOpen);
    store.getState().setAlertCount(next.count);
    form.clear('cntToAlert');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!service || !location) return;
    // docs/behaviour/5-validation.md: a number typed with its area code in front (853…) is read as that area's number.
    const typed = oneAccount ? mobile : splitAreaAndNumber(mobile.number, mobile.area);
    if (!oneAccount && (typed.area !== mobile.area || typed.number !== mobile.number)) {
      store.getState().setUserInfo({ mobArea: typed.area, mobNum: typed.number });
    }
    const found = checkOfferNumberForm(
      { reminder, identifyNo, mobArea: typed.area, mobNum: typed.number, agree },
      { figures: figures.data ?? null, identityRequired, loggedIn },
    );
    form.refuse(found.map(({ field: name, message }) => ({ field: name, ...message })));
    if (found.length > 0) return;
    if (!oneAccount) {
      store.getState().navigate('/sendMessage', { queueInfo: figures.data! });
      return;
    }
    void take.run(
      buildQueueRequest({
        serviceId: service.id,
        locationId: location.id,
        mobArea: typed.area,
        mobNum: typed.number,
        identifyNo,
        identityRequired,
        reminder,
        proof: { kind: 'oneAccount' },
      }),
    );
  }

  return (
    <section className="cb-queue" ref={root} data-route={route} data-service-id={service.id} data-location-id={location.id}>
      <div className="cb-queue__body" part="body">
        <QueuePlace service={service} location={location} />
        <LiveFigures load={figures} />
        {page.kind === 'refused' && (
          <div className="cb-queue__refusal" role="status">
            {page.lines.map((line, index) => (
              <p key={line.key} className={index === 0 ? 'cb-queue__refusal-main' : 'cb-queue__refusal-more'}>
                {t(lang, line.key, line.params)}
              </p>
            ))}
          </div>
        )}
        {/* The form waits for the live answer, which says whether it has a reminder: shown on
            the held figures, it would gain that field on top and move under the citizen's eyes. */}
        {page.kind === 'form' && (citizen.kind === 'loading' || figures.held) && <Spinner />}
        {page.kind === 'form' && citizen.kind !== 'loading' && !figures.held && (
          <form className="cb-queue__form" noValidate onSubmit={(event) => void submit(event)}>
            {(options.length > 0 || reminder.checked) && (
              <ReminderField choice={reminder} options={options} onChange={changeReminder} {...field('cntToAlert')} />
            )}
            {identityRequired && (
              <TextField
                label={t(lang, 'pages.offerNum.identityNumber')}
                value={identifyNo}
                readOnly={Boolean(oneAccount)}
                required
                maxLength={IDENTITY_MAX_INPUT}
                {...field('identifyNo')}
                onChange={(value) => {
                  store.getState().setUserInfo({ identifyNo: value });
                  form.clear('identifyNo');
                }}
              />
            )}
            <PhoneInput
              label={t(lang, 'pages.offerNum.mobile')}
              value={mobile}
              readOnly={Boolean(oneAccount)}
              {...field('mobile')}
              {...(oneAccount ? {} : { hint: t(lang, 'pages.offerNum.codeNote') })}
              onChange={(value) => {
                store.getState().setUserInfo({ mobArea: value.area, mobNum: value.number });
                form.clear('mobile');
              }}
            />
            {oneAccount && <p className="cb-queue__note">{t(lang, 'pages.offerNum.oneAccountFields')}</p>}
            {agreementShown(loggedIn) && (
              <PrivacyAgreement
                checked={agree}
                prefix={t(lang, 'pages.offerNum.privacyAgreePrefix')}
                clauseLabel={t(lang, 'pages.offerNum.privacyClause')}
                {...form.bind('agree', setAgree)}
              />
            )}
            <button type="submit" className="cb-button cb-queue__primary" aria-disabled={take.busy ? 'true' : undefined} aria-busy={take.busy ? 'true' : undefined}>
              {t(lang, 'pages.offerNum.submit')}
            </button>
          </form>
        )}
        <p className="cb-visually-hidden" role="status">
          {timeout.warning ? t(lang, 'pages.offerNum.timeoutIn', { seconds: Math.ceil(timeout.msLeft / 60_000) * 60 }) : ''}
        </p>
        {timeout.warning && (
          <div className="cb-queue__timeout">
            <p aria-hidden="true">{t(lang, 'pages.offerNum.timeoutIn', { seconds: timeout.secondsLeft })}</p>
            <button type="button" className="cb-button cb-button--secondary" onClick={timeout.extend}>
              {t(lang, 'pages.offerNum.stillHere')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
