// Locations to choose from (docs/behaviour/2-screens.md: telephone, suspended overlay, remote-counter and login
// flags, map link → map dialog), with what covers each decided by the flow and the citizen's
// login (src/domain/location-item-state.ts).
import { useState } from 'react';
import type { Location } from '../../common/api-contract.ts';
import { LocationItem } from '../../components/location-item.tsx';
import { useProgressiveCount } from '../../components/use-progressive-count.ts';
import { MapDialog } from '../../components/dialogs-on-demand.tsx';
import { displayName } from '../../domain/display-name.ts';
import type { LocationAccess } from '../../domain/location-item-state.ts';
import { useBookingStore } from '../../store/stores-context.tsx';
import { useProfile } from '../account/profile.ts';

/** The flow, and whether the citizen is logged in with one-account (a token's profile is asked for once). */
function useLocationAccess(): LocationAccess {
  const { oneAccount } = useProfile();
  const remoteFlow = useBookingStore((s) => s.flags.remoteCounter);
  return { remoteFlow, oneAccount };
}

export function LocationList({ locations, onSelect }: { locations: readonly Location[]; onSelect(location: Location): void }) {
  const access = useLocationAccess();
  const [map, setMap] = useState<Location | null>(null);
  const count = useProgressiveCount(locations.length);
  return (
    <>
      <ul className="cb-browse__list">
        {locations.slice(0, count).map((location) => (
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
