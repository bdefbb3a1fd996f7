// Locations to choose from (SPEC.md §2: telephone, suspended overlay, remote-counter and login
// flags, map link → map dialog), with what covers each decided by the flow and the citizen's
// login (src/domain/location-item-state.ts).
import { useState } from 'react';
import type { Location } from '../../api/types.ts';
import { LocationItem } from '../../components/location-item.tsx';
import { MapDialog } from '../../components/map-dialog.tsx';
import { displayName } from '../../domain/display-name.ts';
import type { LocationAccess } from '../../domain/location-item-state.ts';
import { isOneAccount } from '../../domain/profile-user-info.ts';
import { useBookingStore, useSession } from '../../store/stores-context.tsx';

export function useLocationAccess(): LocationAccess {
  const remoteFlow = useBookingStore((s) => s.flags.remoteCounter);
  const oneAccount = useSession((s) => isOneAccount(s.profile));
  return { remoteFlow, oneAccount };
}

export function LocationList({ locations, onSelect }: { locations: readonly Location[]; onSelect(location: Location): void }) {
  const access = useLocationAccess();
  const [map, setMap] = useState<Location | null>(null);
  return (
    <>
      <ul className="cb-browse__list">
        {locations.map((location) => (
          <li key={String(location.id)}>
            <LocationItem location={location} access={access} onSelect={onSelect} onMap={setMap} />
          </li>
        ))}
      </ul>
      <MapDialog
        open={map !== null}
        place={map && { latitude: map.latitude, longitude: map.longitude, name: displayName(map.uiName || map.name) }}
        onClose={() => setMap(null)}
      />
    </>
  );
}
