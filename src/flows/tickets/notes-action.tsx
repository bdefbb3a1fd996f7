// Add to or remove from notes (docs/behaviour/2-screens.md, one-account only; docs/behaviour/4-states.md the button toggles on
// businessCode: adding sets it from the answer, removing clears it). A failure of either is
// ignored, as the product wants: the button then stays as it was.
import { useState } from 'react';
import { useLang } from '../../components/use-lang.ts';
import { businessCodeAfter, inNotes, type NotesOutcome } from '../../domain/success-page.ts';
import { t } from '../../i18n/translate.ts';
import { useAction } from '../../platform/use-action.ts';
import { useSession } from '../../store/stores-context.tsx';
import type { SuccessPieceProps } from './success-pieces.ts';

export function NotesAction({ ticket, actions }: SuccessPieceProps) {
  const lang = useLang();
  const euid = useSession((s) => s.profile?.euid ?? null);
  const [businessCode, setBusinessCode] = useState<string | null>(ticket.businessCode ?? null);
  const toggle = useAction({
    failure: 'ignored',
    run: async ({ api }, code: string | null, citizen: string): Promise<NotesOutcome> => {
      if (code) {
        await api.tickets.removeMemo(code);
        return { removed: true };
      }
      return { added: await api.tickets.addMemo(citizen, ticket.id) };
    },
    // Said only when the button changed (an answer without a businessCode changes nothing).
    success: (outcome, [code]) => {
      const next = businessCodeAfter(code, outcome);
      if (inNotes(next) === inNotes(code)) return null;
      return next ? 'pages.successPage.addToNotesSuccess' : 'pages.successPage.removeFromNotesSuccess';
    },
    onSuccess: (outcome, [code]) => setBusinessCode(businessCodeAfter(code, outcome)),
  });
  if (!actions.notes || !euid) return null;
  const added = inNotes(businessCode);

  return (
    <button type="button" className="cb-button cb-button--secondary cb-success__action" onClick={() => void toggle.run(businessCode, euid)}>
      {t(lang, added ? 'pages.successPage.removeFromNotes' : 'pages.successPage.addToNotes')}
    </button>
  );
}
