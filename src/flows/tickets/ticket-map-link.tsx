// The map link of a ticket (docs/behaviour/2-screens.md): opens the map dialog at the ticket's location; when the
// ticket lacks the location's id or coordinates, the location is fetched first (domain/success-page.ts).
import { useState } from 'react';
import type { JettonDetail } from '../../common/api-contract.ts';
import { MapDialog } from '../../components/dialogs-on-demand.tsx';
import { useLang } from '../../components/use-lang.ts';
import { displayName } from '../../domain/display-name.ts';
import { successMapPlace } from '../../domain/success-page.ts';
import { t } from '../../i18n/translate.ts';
import { useLoad } from '../../platform/use-load.ts';

type MapTicket = Pick<JettonDetail, 'locationId' | 'latitude' | 'longitude' | 'locationName'>;

export function TicketMapLink({ ticket }: { ticket: MapTicket }) {
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const need = successMapPlace(ticket);
  const fetchId = open && need.kind === 'fetch' ? need.locationId : null;
  const fetched = useLoad((signal, api) => (fetchId === null ? null : api.catalogue.location(fetchId, { signal })), [fetchId]);
  const name = displayName(ticket.locationName ?? fetched.data?.name);
  const place =
    need.kind === 'place'
      ? { latitude: ticket.latitude ?? null, longitude: ticket.longitude ?? null, name }
      : fetched.data
        ? { latitude: fetched.data.latitude ?? null, longitude: fetched.data.longitude ?? null, name }
        : null;
  return (
    <>
      <button type="button" className="cb-button cb-button--secondary cb-success__map" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t(lang, 'pages.successPage.viewMap')}
      </button>
      <MapDialog open={open} place={place} loading={fetched.status === 'loading'} onClose={() => setOpen(false)} />
    </>
  );
}
