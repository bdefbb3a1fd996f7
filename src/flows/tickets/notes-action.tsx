// Add to or remove from notes (SPEC.md §2, one-account only; §4 the button toggles on
// businessCode: adding sets it from the answer, removing clears it). Both calls fail silently
// (§8): the button then stays as it was.
import { useRef, useState } from 'react';
import { useLang } from '../../components/use-lang.ts';
import { businessCodeAfter, inNotes, type NotesOutcome } from '../../domain/success-page.ts';
import { t } from '../../i18n/translate.ts';
import { useApi, useSession, useUiStoreApi } from '../../store/stores-context.tsx';
import type { SuccessPieceProps } from './success-pieces.ts';

export function NotesAction({ ticket, actions }: SuccessPieceProps) {
  const lang = useLang();
  const api = useApi();
  const ui = useUiStoreApi();
  const euid = useSession((s) => s.profile?.euid ?? null);
  const [businessCode, setBusinessCode] = useState<string | null>(ticket.businessCode ?? null);
  const busy = useRef(false);
  if (!actions.notes || !euid) return null;
  const added = inNotes(businessCode);

  async function toggleNotes() {
    if (busy.current) return;
    busy.current = true;
    let outcome: NotesOutcome;
    try {
      if (added) {
        await api.tickets.removeMemo(businessCode!);
        outcome = { removed: true };
      } else {
        outcome = { added: await api.tickets.addMemo(euid!, ticket.id) };
      }
    } catch {
      outcome = { failed: true };
    }
    busy.current = false;
    const next = businessCodeAfter(businessCode, outcome);
    setBusinessCode(next);
    if (inNotes(next) !== added) ui.getState().showToast(t(lang, next ? 'pages.successPage.addToNotesSuccess' : 'pages.successPage.removeFromNotesSuccess'));
  }

  return (
    <button type="button" className="cb-button cb-button--secondary cb-success__action" onClick={() => void toggleNotes()}>
      {t(lang, added ? 'pages.successPage.removeFromNotes' : 'pages.successPage.addToNotes')}
    </button>
  );
}
