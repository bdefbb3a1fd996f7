// After a new ticket the form behind it is spent (docs/behaviour/4-states.md): the page offers the way home,
// where the next ticket starts (the start screen of a widget).
import { useLang } from '../../components/use-lang.ts';
import { successBack } from '../../domain/success-page.ts';
import { t } from '../../i18n/translate.ts';
import { useBookingStoreApi } from '../../store/stores-context.tsx';
import type { SuccessPieceProps } from './success-pieces.ts';

export function BackHomeAction({ arrival }: SuccessPieceProps) {
  const lang = useLang();
  const store = useBookingStoreApi();
  if (successBack(arrival) !== 'home') return null;
  return (
    <button type="button" className="cb-button cb-success__action" onClick={() => store.getState().navigate('/home', {}, { reset: true })}>
      {t(lang, 'pages.successPage.backHome')}
    </button>
  );
}
