// What a route shows until its flow's screen exists: an honest line that the screen is being
// prepared, under the header the router draws. Navigation works; nothing else pretends to. Its
// data attributes say which route and which context it was opened with (screen-data.ts).
import { useLang } from '../components/use-lang.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import css from './placeholder-screen.css?inline';
import type { ScreenProps } from './routes.ts';
import { useScreenData } from './screen-data.ts';

export default function PlaceholderScreen({ route, routeState }: ScreenProps) {
  useStyles(css);
  const lang = useLang();
  return (
    <section className="cb-placeholder-screen" {...useScreenData(route, routeState)}>
      <div className="cb-placeholder-screen__body" part="body">
        <p className="cb-placeholder-screen__text">{t(lang, 'elements.preparing')}</p>
      </div>
    </section>
  );
}
