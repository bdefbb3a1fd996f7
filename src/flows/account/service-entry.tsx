// What a favourite and a recently used entry show (docs/behaviour/2-screens.md (My favourites), Recently used; docs/behaviour/3-entities.md):
// the service and its location, and the kind — an icon and a word as well as the colour, queue
// items in the default colour and reservations in blue (src/domain/favourite.ts).
import type { Favourite } from '../../common/api-contract.ts';
import { useLang } from '../../components/use-lang.ts';
import { displayName } from '../../domain/display-name.ts';
import { favouriteTone, favouriteTypeKey } from '../../domain/favourite.ts';
import { t } from '../../i18n/translate.ts';
import { CalendarIcon, TicketIcon } from '../browse/browse-icons.tsx';

export function ServiceEntry({ entry, nameId }: { entry: Pick<Favourite, 'serviceName' | 'locationName' | 'type'>; nameId?: string }) {
  const lang = useLang();
  const typeKey = favouriteTypeKey(entry.type);
  const tone = favouriteTone(entry.type);
  return (
    <>
      <span className={`cb-row__icon cb-entry__icon cb-entry__icon--${tone}`}>{tone === 'blue' ? <CalendarIcon /> : <TicketIcon />}</span>
      <span className="cb-row__text cb-entry__text">
        <span id={nameId}>
          <span className="cb-entry__service">{displayName(entry.serviceName)}</span>
          <span className="cb-row__sub">{displayName(entry.locationName)}</span>
        </span>
        {typeKey && <span className={`cb-entry__type cb-entry__type--${tone}`}>{t(lang, typeKey)}</span>}
      </span>
    </>
  );
}
