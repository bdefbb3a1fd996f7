import { beforeEach, describe, expect, it } from 'vitest';
import { createBookingStore } from './booking-store.ts';
import { createSessionStore, getSessionStore, REMOTE_COUNTER_STORAGE_KEY, TOKEN_STORAGE_KEY } from './session-store.ts';

const IDENTITY = '5215299(8)';
const MOBILE = '66123456';
const profile = {
  euid: 'EU-1',
  mobile: MOBILE,
  identityNo: '1111111(1)',
  birthday: '1990-01-01',
  identityDocs: [{ identityType: '1', identityNo: '1111111(1)' }, { identityType: '15', identityNo: IDENTITY, nameCn: '陳大文' }],
};

/** Everything the page could have persisted: both storages and cookies. */
function allStorageText(): string {
  const dump = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => {
    const key = storage.key(i) ?? '';
    return `${key}=${storage.getItem(key)}`;
  }).join('\n');
  return [dump(sessionStorage), dump(localStorage), document.cookie].join('\n');
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('session store (page-wide token, profile, remote-counter flag)', () => {
  it('is one store for the page: every element sees the same session', () => {
    expect(getSessionStore()).toBe(getSessionStore());
    getSessionStore().getState().setToken('shared-token');
    const seenBySecondWidget = getSessionStore().getState().token;
    expect(seenBySecondWidget).toBe('shared-token');
    getSessionStore().getState().signOut();
  });

  it('a profile without a kind (the contract sends none) takes the kind of its token, also after a reload (docs/behaviour/6-roles.md)', () => {
    const session = createSessionStore(sessionStorage);
    session.getState().setToken('jwt-sms', 'sms');
    session.getState().setProfile(profile);
    expect(session.getState().profile?.kind).toBe('sms');
    const reloaded = createSessionStore(sessionStorage);
    reloaded.getState().setProfile(profile);
    expect(reloaded.getState().profile?.kind).toBe('sms');
    reloaded.getState().setToken('jwt-one');
    reloaded.getState().setProfile(profile);
    expect(reloaded.getState().profile?.kind).toBe('oneAccount');
    reloaded.getState().setProfile({ ...profile, kind: 'sms' });
    expect(reloaded.getState().profile?.kind).toBe('sms');
    reloaded.getState().signOut();
    expect(createSessionStore(sessionStorage).getState().tokenKind).toBeNull();
  });

  it('keeps the token in memory and sessionStorage, never localStorage', () => {
    const session = createSessionStore(sessionStorage);
    session.getState().setToken('jwt-abc');
    expect(session.getState().token).toBe('jwt-abc');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-abc');
    expect(localStorage.length).toBe(0);
    expect(createSessionStore(sessionStorage).getState().token).toBe('jwt-abc');
  });

  it('signing out forgets token and profile in memory and storage', () => {
    const session = createSessionStore(sessionStorage);
    session.getState().setToken('jwt-abc');
    session.getState().setProfile(profile);
    session.getState().signOut();
    expect(session.getState()).toMatchObject({ token: null, profile: null, userInfo: null });
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a token refused by the server signs out only while the session still holds it', () => {
    const session = createSessionStore(sessionStorage);
    session.getState().setToken('jwt-old');
    session.getState().setToken('jwt-new');
    session.getState().tokenRefused('jwt-old');
    expect(session.getState().token).toBe('jwt-new');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-new');
    session.getState().tokenRefused('jwt-new');
    expect(session.getState().token).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the remote-counter flag in sessionStorage under remoteCounter as "true"/"false"', () => {
    const session = createSessionStore(sessionStorage);
    expect(session.getState().remoteCounter).toBe(false);
    session.getState().setRemoteCounter(true);
    expect(sessionStorage.getItem(REMOTE_COUNTER_STORAGE_KEY)).toBe('true');
    expect(createSessionStore(sessionStorage).getState().remoteCounter).toBe(true);
    session.getState().setRemoteCounter(false);
    expect(sessionStorage.getItem(REMOTE_COUNTER_STORAGE_KEY)).toBe('false');
  });

  it('derives user info from the profile with the preferred document (type 15)', () => {
    const session = createSessionStore(sessionStorage);
    session.getState().setProfile(profile);
    expect(session.getState().userInfo).toEqual({ euid: 'EU-1', identifyNo: IDENTITY, mobNum: MOBILE, mobArea: '', name: '陳大文' });
  });

  it('never writes identity or mobile numbers to any storage after a full state round-trip', () => {
    const session = createSessionStore(sessionStorage);
    session.getState().setToken('jwt-round-trip');
    session.getState().setProfile(profile);
    session.getState().setRemoteCounter(true);
    const booking = createBookingStore();
    booking.getState().setUserInfo({ identifyNo: IDENTITY, mobNum: MOBILE, mobArea: '853' });
    // The ticket shown holds the mobile number too.
    booking.getState().setMy('jettonDetail', { id: 'T1', jettonCode: 'A001', ticketType: 'QUEUE', mobArea: '853', mobNum: MOBILE });
    booking.getState().navigate('/sendMessageByReserve', {
      reservation: {
        departmentId: 101, departmentCode: 'DSI', locationId: 201, serviceId: 3002, bookingDate: '01/12/2026', bookingTime: '10:00',
        identifyNo: IDENTITY, contactType: 'phone', mobNum: MOBILE, mobArea: '853', contactEmail: null, otherContact: null,
      },
    });
    booking.getState().back();
    booking.getState().reset();
    session.getState().signOut();
    const text = allStorageText();
    expect(text).toContain('remoteCounter=true'); // the check sees what was stored
    expect(text).not.toContain(IDENTITY);
    expect(text).not.toContain(MOBILE);
    expect(text).not.toContain('1111111');
  });

  it('works without any storage (storage blocked): memory only', () => {
    const session = createSessionStore(null);
    session.getState().setToken('t');
    session.getState().setRemoteCounter(true);
    expect(session.getState()).toMatchObject({ token: 't', remoteCounter: true });
  });
});
