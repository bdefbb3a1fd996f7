// What a route shows until its flow's screen exists: the page header with the route's title,
// back and home, and an honest line that the screen is being prepared. Navigation works; nothing
// else pretends to.
import { PageHeader } from '../components/page-header.tsx';
import { useLang } from '../components/use-lang.ts';
import { HOME_ROUTE } from '../domain/route-guard.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { useBookingStore } from '../store/stores-context.tsx';
import css from './placeholder-screen.css?inline';
import { ROUTES, type ScreenProps } from './routes.ts';

export default function PlaceholderScreen({ route }: ScreenProps) {
  useStyles(css);
  const lang = useLang();
  const canGoBack = useBookingStore((s) => s.history.length > 0);
  const back = useBookingStore((s) => s.back);
  const navigate = useBookingStore((s) => s.navigate);
  const atHome = route === HOME_ROUTE;
  return (
    <section className="cb-placeholder-screen" data-route={route}>
      <PageHeader
        title={t(lang, ROUTES[route].titleKey)}
        onBack={canGoBack ? () => void back() : undefined}
        onHome={atHome ? undefined : () => navigate(HOME_ROUTE)}
      />
      <div className="cb-placeholder-screen__body" part="body">
        <p className="cb-placeholder-screen__text">{t(lang, 'elements.preparing')}</p>
      </div>
    </section>
  );
}
