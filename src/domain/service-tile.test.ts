import { describe, expect, it } from 'vitest';
import { t } from '../i18n/translate.ts';
import { serviceTileState, type TileOpening } from './service-tile.ts';

describe('docs/behaviour/4-states.md a service tile with a description is not clickable when not open or disabled', () => {
  const rows: Array<[string, TileOpening, { clickable: boolean; grey: boolean; notices: string[] }]> = [
    ['open and in office time → clickable, no notice, image in colour', { open: true, disabled: false, officeHours: 'Mon–Fri 09:00–17:45' },
      { clickable: true, grey: false, notices: [] }],
    ['not open → not clickable, "not open yet", grey image', { open: false, disabled: false },
      { clickable: false, grey: true, notices: ['Not open yet'] }],
    ['not open and off time → "not open yet" alone', { open: false, disabled: true, officeHours: 'Mon–Fri 09:00–17:45' },
      { clickable: false, grey: true, notices: ['Not open yet'] }],
    ['open but off time → not clickable, off-time plus office-hours notices, grey image', { open: true, disabled: true, officeHours: 'Mon–Fri 09:00–17:45' },
      { clickable: false, grey: true, notices: ['Outside office hours', 'Office hours: Mon–Fri 09:00–17:45'] }],
    ['off time without an opening-time text → off-time notice alone', { open: true, disabled: true, officeHours: '  ' },
      { clickable: false, grey: true, notices: ['Outside office hours'] }],
  ];
  it.each(rows)('%s', (_name, opening, shown) => {
    const state = serviceTileState(opening);
    expect({ ...state, notices: state.notices.map((n) => t('en_us', n.key, n.params)) }).toEqual(shown);
  });
});
