// The hidden About page (docs/behaviour/2-screens.md (Routes): opened by holding the home search icon for 12 s): what
// the product is, and what support asks a tester to read out — the app version, the build, the
// platform the widget detected and, for a logged-in tester, the environment their profile names.
import type { ScreenProps } from '../../routing/route-definition.ts';
import { useLang } from '../../components/use-lang.ts';
import { ribbonEnvironment } from '../../domain/environment-ribbon.ts';
import { t } from '../../i18n/translate.ts';
import { useHost } from '../../platform/host-context.ts';
import { useStyles } from '../../platform/use-styles.ts';
import css from './account-pages.css?inline';
import { useProfile } from './profile.ts';

export default function AboutPage(_props: ScreenProps<'/AboutPage'>) {
  useStyles(css);
  const lang = useLang();
  const { settings } = useHost();
  // The profile names the environment (docs/behaviour/3-entities.md (Profile) "environment profile"); only a logged-in citizen has one.
  const { profile } = useProfile();
  const environment = profile ? (ribbonEnvironment(profile.ribbonEnv) ?? t(lang, 'pages.about.production')) : null;
  return (
    <section className="cb-account-page cb-about-page" part="body" data-route="/AboutPage">
      <p className="cb-about-page__name">{t(lang, 'pages.about.appName')}</p>
      <p className="cb-about-page__description">{t(lang, 'pages.about.description')}</p>
      <ul className="cb-about-page__facts">
        <li>{t(lang, 'pages.about.version', { version: __APP_VERSION__ })}</li>
        <li>{t(lang, 'pages.about.build', { id: __BUILD_ID__ })}</li>
        {environment && <li>{t(lang, 'pages.about.environment', { env: environment })}</li>}
        <li>{t(lang, 'pages.about.platform', { platform: settings.platform })}</li>
      </ul>
    </section>
  );
}
