// Where the ticket is for, at the top of each queue page: the service and the location (address,
// opening hours, telephone), with the location's map dialog (docs/behaviour/2-screens.md (Queue-or-book choice) "A map dialog for the
// location is available").
import { useState } from 'react';
import type { Location, Service } from '../../common/api-contract.ts';
import { LocationItem } from '../../components/location-item.tsx';
import { MapDialog } from '../../components/dialogs-on-demand.tsx';
import { useLang } from '../../components/use-lang.ts';
import { displayName } from '../../domain/display-name.ts';
import { t } from '../../i18n/translate.ts';

export function QueuePlace({ service, location }: { service: Service; location: Location }) {
  const lang = useLang();
  const [mapOpen, setMapOpen] = useState(false);
  const locationName = displayName(location.uiName || location.name);
  return (
    <div className="cb-queue-place">
      <p className="cb-queue-place__service">
        <span className="cb-visually-hidden">{t(lang, 'pages.offerNum.service')}: </span>
        {displayName(service.name)}
      </p>
      <LocationItem location={location} onMap={() => setMapOpen(true)} />
      <MapDialog
        open={mapOpen}
        place={{ latitude: location.latitude ?? null, longitude: location.longitude ?? null, name: locationName }}
        onClose={() => setMapOpen(false)}
      />
    </div>
  );
}
