// The ticket's QR code and number, the two things shown at the counter. The server sends the QR
// as an image; when it does not (or sends a source docs/behaviour/5-validation.md does not accept), the widget draws
// it from the ticket's uid in the server's own form (domain/ticket-qr.ts), with an encoder that
// loads only then (ticket-qr-image.ts, its own lazy chunk). Should even that fail to load, the
// number alone shows, larger, with a line saying to show it: the counter can key it in.
import { useEffect, useState } from 'react';
import { useLang } from '../../components/use-lang.ts';
import { isAllowedImageSource } from '../../domain/image-source.ts';
import { ticketQrContent } from '../../domain/ticket-qr.ts';
import { t } from '../../i18n/translate.ts';
import type { JettonDetail } from '../../common/api-contract.ts';

type CodeTicket = Pick<JettonDetail, 'jettonCode' | 'qrcodeImg' | 'uid'>;

/** The drawn image of `content` (null: nothing to draw), or `failed` when the encoder did not load. */
function useDrawnQr(content: string | null): { image: string | null; failed: boolean } {
  const [drawn, setDrawn] = useState<{ content: string; image: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (content === null) return undefined;
    let live = true;
    import('./ticket-qr-image.ts').then(
      ({ qrImage }) => live && setDrawn({ content, image: qrImage(content), failed: false }),
      () => live && setDrawn({ content, image: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [content]);
  if (content === null || drawn?.content !== content) return { image: null, failed: false };
  return drawn;
}

export function TicketCode({ ticket }: { ticket: CodeTicket }) {
  const lang = useLang();
  const given = isAllowedImageSource(ticket.qrcodeImg) ? ticket.qrcodeImg! : null;
  const drawn = useDrawnQr(given ? null : ticketQrContent(ticket));
  const qr = given ?? drawn.image;
  const alone = !qr && drawn.failed;
  return (
    <div className={alone ? 'cb-ticket-code cb-ticket-code--alone' : 'cb-ticket-code'} data-qr={given ? 'server' : drawn.image ? 'drawn' : undefined}>
      {qr && <img className="cb-ticket-code__qr" src={qr} alt={t(lang, 'pages.successPage.qrCode')} width={200} height={200} />}
      <p className="cb-ticket-code__number">
        <span className="cb-ticket-code__label">{t(lang, 'pages.successPage.ticketCode')}</span>
        <strong className="cb-ticket-code__value">{ticket.jettonCode}</strong>
      </p>
      {alone && <p className="cb-ticket-code__show">{t(lang, 'pages.successPage.showCode')}</p>}
    </div>
  );
}
