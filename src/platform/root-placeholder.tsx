// What an element's root shows until its flow exists: the element's title and an honest line
// that the feature is being prepared. No button, no fake data: nothing pretends to work.
import { t } from '../i18n/translate.ts';
import { useHost } from './host-context.ts';
import css from './root-placeholder.css?inline';
import { useStyles } from './use-styles.ts';

export type ElementTag = 'booking-app' | 'queue-ticket' | 'my-tickets' | 'service-search';

export function RootPlaceholder({ tag }: { tag: ElementTag }) {
  useStyles(css);
  const { language } = useHost().settings;
  return (
    <section className="placeholder" aria-labelledby="cb-placeholder-title">
      <header className="placeholder-header" part="header">
        <h2 id="cb-placeholder-title" className="placeholder-title">
          {t(language, `elements.${tag}.title`)}
        </h2>
      </header>
      <div className="placeholder-body" part="body">
        <p className="placeholder-text">{t(language, 'elements.preparing')}</p>
      </div>
    </section>
  );
}
