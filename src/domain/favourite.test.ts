import { describe, expect, test } from 'vitest';
import type { Favourite } from '../common/api-contract.ts';
import { t } from '../i18n/translate.ts';
import { favouriteAddPayload, favouriteIdAfter, favouriteIdOf, favouriteTone, favouriteTypeKey, type FavouriteOutcome, type FavouriteSource } from './favourite.ts';

const FULL: FavouriteSource = { mobNum: '6612 3456', mobArea: '853', serviceId: 3002, locationId: 41, type: 'QUEUE' };

const rows: Array<[string, Partial<FavouriteSource>, string]> = [
  ['a queue ticket → {mobNum, serviceId, locationId, type QUEUE}', {}, '{"mobNum":"66123456","serviceId":3002,"locationId":41,"type":"QUEUE","mobArea":"853"}'],
  ['a reservation → type RESERCATION', { type: 'RESERCATION' }, '{"mobNum":"66123456","serviceId":3002,"locationId":41,"type":"RESERCATION","mobArea":"853"}'],
  ['a timed ticket → kept as a reservation', { type: 'PERIOD' }, '{"mobNum":"66123456","serviceId":3002,"locationId":41,"type":"RESERCATION","mobArea":"853"}'],
  ['no area (one-account) → none sent', { mobArea: '' }, '{"mobNum":"66123456","serviceId":3002,"locationId":41,"type":"QUEUE"}'],
  ['no mobile number → refused: mobNum missing', { mobNum: '' }, 'missing mobNum'],
  ['no service id → refused: serviceId missing', { serviceId: null }, 'missing serviceId'],
  ['no location id → refused: locationId missing', { locationId: undefined }, 'missing locationId'],
  ['no type → refused: type missing', { type: null }, 'missing type'],
  ['an unknown type → refused: type missing', { type: 'SOMETHING' }, 'missing type'],
  ['nothing at all → every field missing', { mobNum: null, serviceId: null, locationId: null, type: null }, 'missing mobNum serviceId locationId type'],
  ['service id 0 is an id → accepted', { serviceId: 0 }, '{"mobNum":"66123456","serviceId":0,"locationId":41,"type":"QUEUE","mobArea":"853"}'],
];

describe('docs/behaviour/5-validation.md adding a favourite needs mobile number, service id, location id and type', () => {
  test.each(rows)('%s', (_name, change, expected) => {
    const result = favouriteAddPayload({ ...FULL, ...change });
    expect(result.ok ? JSON.stringify(result.payload) : `missing ${result.missing.join(' ')}`).toBe(expected);
  });
});

describe('docs/behaviour/2-screens.md (My favourites): queue items in the default colour, reservations in blue', () => {
  test.each([
    ['QUEUE → default', 'QUEUE', 'default'],
    ['RESERCATION → blue', 'RESERCATION', 'blue'],
    ['PERIOD (a timed ticket) → blue', 'PERIOD', 'blue'],
    ['unknown → default', 'OTHER', 'default'],
    ['none → default', null, 'default'],
  ])('%s', (_name, type, expected) => {
    expect(favouriteTone(type)).toBe(expected);
  });
});

describe('docs/behaviour/2-screens.md (My favourites): the type also said in words, so colour is not the only signal', () => {
  test.each([
    ['QUEUE → "Queue"', 'QUEUE'],
    ['RESERCATION → "Booking"', 'RESERCATION'],
    ['PERIOD (a timed ticket) → "Booking"', 'PERIOD'],
    ['unknown → nothing said', 'OTHER'],
    ['none → nothing said', null],
  ])('%s', (name, type) => {
    const key = favouriteTypeKey(type);
    expect(key === null ? 'nothing said' : `"${t('en_us', key)}"`).toBe(name.split(' → ')[1]);
  });
});

describe('docs/behaviour/4-states.md (Ticket page) "a favourite is added or removed": the ticket page’s favourite button', () => {
  test.each<[string, Parameters<typeof favouriteIdOf>[0], number | string | null]>([
    ['the pair is a favourite → its id', { favourite: true, id: 7, favourites: [] }, 7],
    ['a favourite answered without a top id → the first listed', { favourite: true, id: null, favourites: [{ id: 9 } as Favourite] }, 9],
    ['not a favourite → none', { favourite: false, id: null, favourites: [] }, null],
    ['no answer (the check failed) → none', null, null],
  ])('check: %s', (_name, check, expected) => {
    expect(favouriteIdOf(check)).toBe(expected);
  });

  test.each<[string, number | string | null, FavouriteOutcome, number | string | null]>([
    ['not a favourite, added → the new favourite’s id', null, { added: { id: 12 } }, 12],
    ['a favourite, removed → none', 12, { removed: true }, null],
    ['not a favourite, the add failed (silently) → still none', null, { failed: true }, null],
    ['a favourite, the remove failed → still that favourite', 12, { failed: true }, 12],
  ])('%s', (_name, current, outcome, expected) => {
    expect(favouriteIdAfter(current, outcome)).toBe(expected);
  });
});
