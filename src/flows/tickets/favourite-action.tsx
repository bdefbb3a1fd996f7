// Add or remove a favourite from a ticket (docs/behaviour/2-screens.md, docs/behaviour/4-states.md (Ticket page) "a favourite is added or removed"): the
// ticket's service at its location. Whether it is one already comes from favourite/checkService;
// adding sends the docs/behaviour/5-validation.md payload (mobile number, service id, location id, type) and its failure is
// ignored, as the product wants; removing is DELETE favourite/{id}, whose failure is told.
import { useState } from 'react';
import type { FavouriteAdd } from '../../common/api-contract.ts';
import { useLang } from '../../components/use-lang.ts';
import { favouriteAddPayload, favouriteIdAfter, favouriteIdOf, type FavouriteOutcome } from '../../domain/favourite.ts';
import { t, type MessageKey } from '../../i18n/translate.ts';
import { useAction } from '../../platform/use-action.ts';
import { useLoad } from '../../platform/use-load.ts';
import type { SuccessPieceProps } from './success-pieces.ts';

type FavouriteId = number | string;

/** The toast after a call that changed it: what the favourite is now. */
const saidOf = (next: FavouriteId | null): MessageKey => (next === null ? 'messages.moveToFavourite' : 'messages.addToFavorite');

export function FavouriteAction({ ticket, actions }: SuccessPieceProps) {
  const lang = useLang();
  const { serviceId, locationId } = ticket;
  const wanted = actions.favourite && serviceId !== undefined && locationId !== undefined;
  const check = useLoad((signal, client) => (wanted ? client.favourites.checkService(serviceId, locationId, { signal }) : null), [wanted, serviceId, locationId], {
    background: true,
  });
  // Undefined until the citizen presses the button: the check's answer holds until then.
  const [pressed, setPressed] = useState<FavouriteId | null | undefined>(undefined);
  const favouriteId = pressed !== undefined ? pressed : favouriteIdOf(check.data);
  const after = (outcome: FavouriteOutcome) => favouriteIdAfter(favouriteId, outcome);
  const add = useAction({
    failure: 'ignored',
    run: ({ api }, payload: FavouriteAdd) => api.favourites.add(payload),
    success: (added) => saidOf(after({ added })),
    onSuccess: (added) => setPressed(after({ added })),
  });
  const remove = useAction({
    run: ({ api }, id: FavouriteId) => api.favourites.remove(id),
    refusedKey: 'messages.errorMoveToFavourite',
    success: saidOf(null),
    onSuccess: () => setPressed(null),
  });
  if (!wanted || check.status !== 'ready') return null;

  function toggleFavourite() {
    if (favouriteId !== null) {
      void remove.run(favouriteId);
      return;
    }
    const payload = favouriteAddPayload({ mobNum: ticket.mobNum, mobArea: ticket.mobArea, serviceId, locationId, type: ticket.ticketType });
    if (payload.ok) void add.run(payload.payload);
  }

  return (
    <button type="button" className="cb-button cb-button--secondary cb-success__action" onClick={toggleFavourite}>
      {t(lang, favouriteId === null ? 'pages.successPage.addFavourite' : 'pages.successPage.removeFavourite')}
    </button>
  );
}
