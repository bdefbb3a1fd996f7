// QR registration (domain/ticket-registration.ts): the citizen came with a ticket's QR content in
// the link; the page asks for the mobile number to register the ticket to (prefilled with a
// one-account citizen's own), sends POST booking/registerTicket, and shows the ticket under the
// title "Registration successful". A number the rules refuse is said by the field; the server's
// refusal (an unknown QR code) in a toast.
import { useState, type FormEvent } from 'react';
import { PhoneInput, type PhoneValue } from '../../components/phone-input.tsx';
import { useFieldErrors } from '../../components/use-field-errors.ts';
import { useLang } from '../../components/use-lang.ts';
import { DEFAULT_AREA } from '../../common/phone.ts';
import { registrationProblem, registrationRequest } from '../../domain/ticket-registration.ts';
import { t } from '../../i18n/translate.ts';
import { useHeaderActions } from '../../routing/use-header-actions.ts';
import { useAction } from '../../platform/use-action.ts';
import { useBookingStoreApi } from '../../store/stores-context.tsx';
import { useProfile } from '../account/profile.ts';

export function RegisterTicketForm({ qrcodeContent }: { qrcodeContent: string }) {
  const lang = useLang();
  const store = useBookingStoreApi();
  const citizen = useProfile();
  const own = citizen.oneAccount ? (citizen.userInfo?.mobNum ?? '') : '';
  const [typed, setTyped] = useState<PhoneValue | null>(null);
  const phone = typed ?? { area: DEFAULT_AREA, number: own };
  const form = useFieldErrors<'mobile'>();
  useHeaderActions({ title: t(lang, 'pages.successPage.registerTitle') });
  const register = useAction({
    run: ({ api }) => api.booking.registerTicket(registrationRequest(qrcodeContent, phone.area, phone.number)),
    refusedKey: 'messages.unknownQrCode',
    onSuccess: (ticket) => {
      store.getState().setMy('jettonDetail', ticket);
      store.getState().navigate('/success', { ticketId: ticket.uid ?? ticket.id, registered: true }, { replace: true });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = registrationProblem(phone.area, phone.number);
    if (problem) return form.refuse([{ field: 'mobile', key: problem }]);
    void register.run();
  }

  return (
    <form className="cb-success__register" noValidate onSubmit={submit}>
      <p>{t(lang, 'pages.successPage.registerHint')}</p>
      <PhoneInput
        label={t(lang, 'pages.myBooking.mobile')}
        value={phone}
        {...form.bind('mobile', setTyped)}
      />
      <button type="submit" className="cb-button" aria-disabled={register.busy ? 'true' : undefined} aria-busy={register.busy ? 'true' : undefined}>
        {t(lang, 'pages.successPage.register')}
      </button>
    </form>
  );
}
