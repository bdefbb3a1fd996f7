// The privacy clause page (docs/behaviour/2-screens.md (Routes), from the home menu): the administration's clause,
// GET app/privacyClause/{id} in the element's language, its HTML shown only once sanitised.
import type { ScreenProps } from '../../routing/route-definition.ts';
import { LoadState } from '../../components/load-state.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { useLang } from '../../components/use-lang.ts';
import { PRIVACY_CLAUSE_ID } from '../../domain/privacy-agreement.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import css from './account-pages.css?inline';

export default function PrivacyClausePage(_props: ScreenProps<'/PrivacyClausePage'>) {
  useStyles(css);
  const lang = useLang();
  const clause = useLoad(
    (signal, api) => api.app.privacyClause(PRIVACY_CLAUSE_ID, { signal }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the client sends the element's language with each call, so a language switch must fetch the clause again
    [lang],
  );
  return (
    <section className="cb-account-page cb-privacy-page" part="body" data-route="/PrivacyClausePage">
      <LoadState load={clause} isEmpty={(answer) => !answer?.content?.trim()}>
        {(answer) => <SafeHtml html={answer.content} />}
      </LoadState>
    </section>
  );
}
