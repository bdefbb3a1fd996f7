// Add or remove a favourite from a ticket (SPEC.md §2, §4 "a favourite is added or removed"): the
// ticket's service at its location. Whether it is one already comes from favourite/checkService;
// adding sends the §5 payload (mobile number, service id, location id, type) and fails silently
// (§8); removing is DELETE favourite/{id}, whose failure the API client tells.
import { useRef, useState } from 'react';
import { useLang } from '../../components/use-lang.ts';
import { favouriteAddPayload, favouriteIdAfter, favouriteIdOf, type FavouriteOutcome } from '../../domain/favourite.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useApi, useUiStoreApi } from '../../store/stores-context.tsx';
import type { SuccessPieceProps } from './success-pieces.ts';

type FavouriteId = number | string;

export function FavouriteAction({ ticket, actions }: SuccessPieceProps) {
  const lang = useLang();
  const api = useApi();
  const ui = useUiStoreApi();
  const { serviceId, locationId } = ticket;
  const wanted = actions.favourite && serviceId !== undefined && locationId !== undefined;
  const check = useLoad((signal, client) => (wanted ? client.favourites.checkService(serviceId, locationId, { signal }) : null), [wanted, serviceId, locationId], {
    silent: true,
  });
  // Undefined until the citizen presses the button: the check's answer holds until then.
  const [pressed, setPressed] = useState<FavouriteId | null | undefined>(undefined);
  const busy = useRef(false);
  if (!wanted || check.status !== 'ready') return null;
  const favouriteId = pressed !== undefined ? pressed : favouriteIdOf(check.data);

  async function toggleFavourite() {
    if (busy.current) return;
    busy.current = true;
    let outcome: FavouriteOutcome = { failed: true };
    try {
      if (favouriteId !== null) {
        await api.favourites.remove(favouriteId, { toastSuccess: false });
        outcome = { removed: true };
      } else {
        const add = favouriteAddPayload({ mobNum: ticket.mobNum, mobArea: ticket.mobArea, serviceId, locationId, type: ticket.ticketType });
        if (add.ok) outcome = { added: await api.favourites.add(add.payload) };
      }
    } catch {
      // Adding fails silently (§8); a failed removal was told by the API client.
    }
    busy.current = false;
    const next = favouriteIdAfter(favouriteId, outcome);
    setPressed(next);
    if (!('failed' in outcome)) ui.getState().showToast(t(lang, next === null ? 'messages.moveToFavourite' : 'messages.addToFavorite'));
  }

  return (
    <button type="button" className="cb-button cb-button--secondary cb-success__action" onClick={() => void toggleFavourite()}>
      {t(lang, favouriteId === null ? 'pages.successPage.addFavourite' : 'pages.successPage.removeFavourite')}
    </button>
  );
}
