// The service detail dialog (docs/behaviour/2-screens.md, docs/behaviour/5-validation.md): a detail of type URL is shown as the embedded page
// with a link that opens it; otherwise the detail HTML is shown, sanitised (safe-html.tsx).
import type { Service } from '../common/api-contract.ts';
import { webLink } from '../domain/web-link.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { Dialog } from './dialog.tsx';
import { ExternalIcon } from './icons.tsx';
import { SafeHtml } from './safe-html.tsx';
import { useLang } from './use-lang.ts';
import css from './service-detail-dialog.css?inline';

export type ServiceDetail = Pick<Service, 'name' | 'serviceDetailType' | 'serviceDetailUrl' | 'serviceDetailHtml'>;

export interface ServiceDetailDialogProps {
  open: boolean;
  service: ServiceDetail | null;
  onClose(): void;
}

export function ServiceDetailDialog({ open, service, onClose }: ServiceDetailDialogProps) {
  useStyles(css);
  const lang = useLang();
  const link = service?.serviceDetailType === 'URL' ? webLink(service.serviceDetailUrl) : null;
  const title = service?.name || t(lang, 'components.serviceDetail.title');
  return (
    <Dialog open={open} onClose={onClose} title={title} size={link ? 'tall' : 'normal'}>
      {link ? (
        <>
          {/* No allow-same-origin: the page runs in an opaque origin, so a detail page served from
              the host's own origin cannot read its storage (the citizen's token) or its DOM
              (docs/abuse-resistance.md, Logs and headers). It still shows, runs and opens links. */}
          <iframe
            className="cb-detail__frame"
            src={link}
            title={t(lang, 'components.serviceDetail.embeddedTitle', { name: title })}
            sandbox="allow-scripts allow-popups allow-forms"
            referrerPolicy="no-referrer"
          />
          <a className="cb-detail__open" href={link} target="_blank" rel="noopener noreferrer">
            <ExternalIcon className="cb-detail__open-icon" />
            {t(lang, 'components.serviceDetail.openLink')}
          </a>
        </>
      ) : service?.serviceDetailType === 'URL' ? (
        <p className="cb-detail__none">{t(lang, 'messages.noData')}</p>
      ) : (
        <SafeHtml html={service?.serviceDetailHtml ?? ''} />
      )}
    </Dialog>
  );
}
