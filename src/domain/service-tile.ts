// docs/behaviour/4-states.md (Other states): "A service tile with a description is not clickable when not open or
// disabled; it shows 'not open yet' or off-time plus office-hours notices, and a grey image."
// Disabled means outside office time (the queue-or-book page's take-ticket entry is one such tile).
import type { KeyedText } from '../i18n/translate.ts';

export interface TileOpening {
  /** The function is switched on for the service (e.g. the queue's status). */
  open: boolean;
  /** Open, but not now: outside office time. */
  disabled: boolean;
  /** The opening-time text (a location's description), shown with the off-time notice. */
  officeHours?: string | null;
}

export interface TileState {
  clickable: boolean;
  /** The tile's image drawn grey. */
  grey: boolean;
  /** Shown under the description, in order. */
  notices: KeyedText[];
}

export function serviceTileState({ open, disabled, officeHours }: TileOpening): TileState {
  if (!open) return { clickable: false, grey: true, notices: [{ key: 'components.serviceTypeList.notOpenYet' }] };
  if (disabled) {
    const hours = officeHours?.trim();
    const notices: KeyedText[] = [{ key: 'components.serviceTypeList.offTime' }];
    if (hours) notices.push({ key: 'components.serviceTypeList.officeHours', params: { hours } });
    return { clickable: false, grey: true, notices };
  }
  return { clickable: true, grey: false, notices: [] };
}
