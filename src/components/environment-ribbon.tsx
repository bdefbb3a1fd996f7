// The corner ribbon naming a non-production environment (docs/behaviour/2-screens.md, docs/behaviour/6-roles.md), so testers never take
// a test page for the real service. Renders nothing in production.
import { ribbonEnvironment } from '../domain/environment-ribbon.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { useLang } from './use-lang.ts';
import css from './environment-ribbon.css?inline';

export function EnvironmentRibbon({ env }: { env: string | null | undefined }) {
  useStyles(css);
  const lang = useLang();
  const label = ribbonEnvironment(env);
  if (!label) return null;
  return (
    <div className="cb-ribbon" part="ribbon" role="note" aria-label={t(lang, 'components.ribbon.label', { env: label })}>
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
