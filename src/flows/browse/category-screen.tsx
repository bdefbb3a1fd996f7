// The category page (docs/behaviour/2-screens.md): each category with its icon, colour and name, plus "other
// category" when departments outside any category exist; a single entry is skipped to (docs/behaviour/4-states.md), none
// says noData. Hot services are one tap away at the top.
import { useEffect } from 'react';
import type { Category } from '../../common/api-contract.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { useScreenData } from '../../routing/screen-data.ts';
import { LoadState } from '../../components/load-state.tsx';
import { useLang } from '../../components/use-lang.ts';
import { displayName } from '../../domain/display-name.ts';
import { drillDownEntry, type CategoryEntry } from '../../domain/drill-down.ts';
import { isAllowedImageSource } from '../../domain/image-source.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStoreApi } from '../../store/stores-context.tsx';
import { BuildingIcon, ChevronRightIcon, FlameIcon } from './browse-icons.tsx';
import { useOpen } from './use-drill-down.ts';
import css from './list.css?inline';

/** A colour the server gives, as an SVG fill (a presentation attribute, which the page's CSP allows; a style attribute it would not). */
const colourOf = (value: string | null | undefined) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : null);

export default function CategoryScreen({ route, routeState }: ScreenProps<'/category'>) {
  useStyles(css);
  const lang = useLang();
  const open = useOpen();
  const store = useBookingStoreApi();
  const entries = useLoad(async (signal, api) => {
    const [categories, others] = await Promise.all([api.catalogue.categories({ signal }), api.catalogue.otherCategories({ signal })]);
    return drillDownEntry(categories, others);
  }, []);
  const step = entries.data;

  useEffect(() => {
    if (step?.kind === 'open') void open.category(step.item.kind === 'other' ? 'other' : step.item.category, { replace: true });
  }, [step, open]);

  const choose = (entry: CategoryEntry) => void open.category(entry.kind === 'other' ? 'other' : entry.category);
  return (
    <section className="cb-browse" {...useScreenData(route, routeState)}>
      <div className="cb-browse__body" part="body">
        <ul className="cb-browse__list cb-category__hot">
          <li>
            <button type="button" className="cb-row" onClick={() => store.getState().navigate('/hotServices')}>
              <span className="cb-row__icon"><FlameIcon /></span>
              <span className="cb-row__text">{t(lang, 'pages.hotServices.title')}</span>
              <ChevronRightIcon className="cb-row__chevron" />
            </button>
          </li>
        </ul>
        <h2 className="cb-browse__heading">{t(lang, 'pages.category.title')}</h2>
        <LoadState load={entries} isEmpty={(data) => data.kind === 'empty'}>
          {(data) => (
            <ul className="cb-browse__list">
              {(data.kind === 'list' ? data.items : []).map((entry) => (
                <li key={entry.kind === 'other' ? 'other' : String(entry.category.id)}>
                  <button type="button" className="cb-row" onClick={() => choose(entry)}>
                    {entry.kind === 'other' ? <span className="cb-row__icon"><BuildingIcon /></span> : <CategoryIcon category={entry.category} />}
                    <span className="cb-row__text">{entry.kind === 'other' ? t(lang, 'pages.category.otherCategory') : displayName(entry.category.name)}</span>
                    <ChevronRightIcon className="cb-row__chevron" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
    </section>
  );
}

function CategoryIcon({ category }: { category: Category }) {
  const colour = colourOf(category.uiColor);
  const icon = category.uiIcon && isAllowedImageSource(category.uiIcon) ? category.uiIcon : null;
  return (
    <span className="cb-category__mark">
      {colour && (
        <svg className="cb-category__colour" viewBox="0 0 4 40" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <rect width="4" height="40" rx="2" fill={colour} />
        </svg>
      )}
      {icon ? <img className="cb-row__icon" src={icon} alt="" width="40" height="40" /> : <span className="cb-row__icon"><BuildingIcon /></span>}
    </span>
  );
}
