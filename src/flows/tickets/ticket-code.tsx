// The ticket's QR code and number, the two things shown at the counter. The server sends the QR
// as an image; when it does not (or sends a source SPEC.md §5 does not accept), the number alone
// is shown, larger, with a line saying to show it: a QR encoder in the widget would weigh more
// than the page it serves, and the counter can key in the number.
import { useLang } from '../../components/use-lang.ts';
import { isAllowedImageSource } from '../../domain/image-source.ts';
import { t } from '../../i18n/translate.ts';
import type { JettonDetail } from '../../api/types.ts';

export function TicketCode({ ticket }: { ticket: Pick<JettonDetail, 'jettonCode' | 'qrcodeImg'> }) {
  const lang = useLang();
  const qr = isAllowedImageSource(ticket.qrcodeImg) ? ticket.qrcodeImg! : null;
  return (
    <div className={qr ? 'cb-ticket-code' : 'cb-ticket-code cb-ticket-code--alone'}>
      {qr && <img className="cb-ticket-code__qr" src={qr} alt={t(lang, 'pages.successPage.qrCode')} width={200} height={200} />}
      <p className="cb-ticket-code__number">
        <span className="cb-ticket-code__label">{t(lang, 'pages.successPage.ticketCode')}</span>
        <strong className="cb-ticket-code__value">{ticket.jettonCode}</strong>
      </p>
      {!qr && <p className="cb-ticket-code__show">{t(lang, 'pages.successPage.showCode')}</p>}
    </div>
  );
}
