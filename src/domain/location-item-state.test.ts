import { describe, expect, it } from 'vitest';
import { t } from '../i18n/translate.ts';
import { locationItemState, type LocationAccess, type LocationFields } from './location-item-state.ts';

const plain: LocationFields = { suspended: false, remoteCounter: false, rcServiceLogin: false, latitude: 22.19, longitude: 113.54 };
const remoteWithLogin: LocationFields = { ...plain, remoteCounter: true, rcServiceLogin: true };
const remoteOpen: LocationFields = { ...plain, remoteCounter: true, rcServiceLogin: false };

const remoteAnonymous: LocationAccess = { remoteFlow: true, oneAccount: false };
const remoteOneAccount: LocationAccess = { remoteFlow: true, oneAccount: true };
const webAnonymous: LocationAccess = { remoteFlow: false, oneAccount: false };

type Shown = { overlay: string | null; refusal: string | null; needsLogin: boolean | null };

describe('docs/behaviour/2-screens.md, docs/behaviour/4-states.md location item: overlay and what choosing it answers', () => {
  const rows: Array<[string, LocationFields, LocationAccess, Shown]> = [
    ['an open location → no overlay, can be chosen', plain, webAnonymous, { overlay: null, refusal: null, needsLogin: null }],
    ['a suspended location → "suspended" overlay, blocks with locationSuspended', { ...plain, suspended: true }, webAnonymous,
      { overlay: 'Suspended', refusal: 'The service location is suspended', needsLogin: false }],
    ['a suspended location for a one-account citizen → still blocked', { ...plain, suspended: true }, remoteOneAccount,
      { overlay: 'Suspended', refusal: 'The service location is suspended', needsLogin: false }],
    ['remote flow, remote counter needing login, citizen not logged in with one-account → "no remote" overlay, locationNoRemote', remoteWithLogin, remoteAnonymous,
      { overlay: 'No remote service', refusal: 'The remote counter service has been disabled', needsLogin: true }],
    ['remote flow, remote counter needing login, one-account citizen → can be chosen', remoteWithLogin, remoteOneAccount, { overlay: null, refusal: null, needsLogin: null }],
    ['remote flow, remote counter without a login requirement → can be chosen by anyone', remoteOpen, remoteAnonymous, { overlay: null, refusal: null, needsLogin: null }],
    ['outside the remote flow, remote counter needing login, not logged in → no overlay, asks for a one-account login', remoteWithLogin, webAnonymous,
      { overlay: null, refusal: 'Please log in with One Account first', needsLogin: true }],
    ['suspended wins over the remote rule → "suspended" overlay', { ...remoteWithLogin, suspended: true }, remoteAnonymous,
      { overlay: 'Suspended', refusal: 'The service location is suspended', needsLogin: false }],
  ];
  it.each(rows)('%s', (_name, location, access, shown) => {
    const state = locationItemState(location, access);
    expect({
      overlay: state.overlay && t('en_us', state.overlay),
      refusal: state.refusal && t('en_us', state.refusal.key),
      needsLogin: state.refusal?.needsLogin ?? null,
    }).toEqual(shown);
  });
});

describe('docs/behaviour/2-screens.md location item flags: remote counter and login', () => {
  it.each([
    ['no remote counter → neither flag', plain, false, false],
    ['remote counter, no login requirement → remote-counter flag only', remoteOpen, true, false],
    ['remote counter needing one-account login → both flags', remoteWithLogin, true, true],
    ['rcServiceLogin without a remote counter → no login flag (nothing to log in to)', { ...plain, rcServiceLogin: true }, false, false],
  ])('%s', (_name, location, remoteCounterFlag, loginFlag) => {
    const state = locationItemState(location, remoteOneAccount);
    expect([state.remoteCounterFlag, state.loginFlag]).toEqual([remoteCounterFlag, loginFlag]);
  });
});

describe('docs/behaviour/5-validation.md map link: notMapInfo when latitude or longitude is missing', () => {
  it.each([
    ['both coordinates → map available', { latitude: 22.19, longitude: 113.54 }, true],
    ['latitude 0 is a coordinate → map available', { latitude: 0, longitude: 0 }, true],
    ['latitude missing → notMapInfo', { latitude: null, longitude: 113.54 }, false],
    ['longitude missing → notMapInfo', { latitude: 22.19, longitude: undefined }, false],
  ])('%s', (_name, coordinates, available) => {
    expect(locationItemState({ ...plain, ...coordinates }, webAnonymous).mapAvailable).toBe(available);
  });
});
