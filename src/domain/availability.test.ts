import { describe, expect, it } from 'vitest';
import type { LocationServiceAnswer } from '../common/api-contract.ts';
import { t } from '../i18n/translate.ts';
import { availabilitySum, nextAfterAvailability } from './availability.ts';

const answer = (open: { booking?: boolean; timed?: boolean; queue?: boolean; officeTime?: boolean }): LocationServiceAnswer => ({
  booking: { status: open.booking ?? false, timeTicketStatus: open.timed ?? false },
  ticket: { status: open.queue ?? false, isOfficeTime: open.officeTime ?? true, pass: 'Y', queueState: 'NOTBUSY' },
});

describe('docs/behaviour/4-states.md (Availability): what is open adds up', () => {
  const rows: [string, LocationServiceAnswer, number][] = [
    ['nothing open → 0', answer({}), 0],
    ['booking open → 1', answer({ booking: true }), 1],
    ['timed ticket open → 2', answer({ timed: true }), 2],
    ['queue open in office hours → 4', answer({ queue: true }), 4],
    ['queue open outside office hours → 8', answer({ queue: true, officeTime: false }), 8],
    ['booking and queue in office hours → 5', answer({ booking: true, queue: true }), 5],
    ['everything open outside office hours → 11', answer({ booking: true, timed: true, queue: true, officeTime: false }), 11],
  ];
  for (const [name, open, sum] of rows) it(name, () => expect(availabilitySum(open)).toBe(sum));
});

describe('docs/behaviour/4-states.md availability sum → where the citizen goes', () => {
  const plain = { openReservationParameter: false };
  const withParameters = { openReservationParameter: true };
  const rows: [string, number, { openReservationParameter: boolean }, ReturnType<typeof nextAfterAvailability>][] = [
    ['availability 0 → cannot book (error)', 0, plain, { kind: 'error', messageKey: 'messages.errorServiceCanNotBooking' }],
    ['availability 1 (booking) → /reserve', 1, plain, { kind: 'route', route: '/reserve', onlyTimeTicket: false }],
    ['availability 1 (booking), service with reservation parameters → /setParams', 1, withParameters, { kind: 'route', route: '/setParams', onlyTimeTicket: false }],
    ['availability 2 (only timed tickets) → /reserve, only timed tickets', 2, plain, { kind: 'route', route: '/reserve', onlyTimeTicket: true }],
    ['availability 2 (only timed tickets), service with parameters → /setParams, only timed tickets', 2, withParameters, { kind: 'route', route: '/setParams', onlyTimeTicket: true }],
    ['availability 3 (booking and timed ticket) → /reserve', 3, plain, { kind: 'route', route: '/reserve', onlyTimeTicket: false }],
    ['availability 3, service with parameters → /setParams', 3, withParameters, { kind: 'route', route: '/setParams', onlyTimeTicket: false }],
    ['availability 4 (queue in office hours) → /offerNum', 4, plain, { kind: 'route', route: '/offerNum', onlyTimeTicket: false }],
    ['availability 4 with reservation parameters → still /offerNum', 4, withParameters, { kind: 'route', route: '/offerNum', onlyTimeTicket: false }],
    ['availability 5 (booking and queue) → /queueOrBook', 5, plain, { kind: 'route', route: '/queueOrBook', onlyTimeTicket: false }],
    ['availability 6 (timed ticket and queue) → /queueOrBook', 6, plain, { kind: 'route', route: '/queueOrBook', onlyTimeTicket: false }],
    ['availability 8 (queue outside office hours) → /queueOrBook', 8, plain, { kind: 'route', route: '/queueOrBook', onlyTimeTicket: false }],
    ['availability 9 (booking, queue outside office hours) → /queueOrBook', 9, withParameters, { kind: 'route', route: '/queueOrBook', onlyTimeTicket: false }],
    ['availability 15 (everything) → /queueOrBook', 15, plain, { kind: 'route', route: '/queueOrBook', onlyTimeTicket: false }],
  ];
  for (const [name, sum, service, next] of rows) it(name, () => expect(nextAfterAvailability(sum, service)).toEqual(next));

  it('the error reads "This service cannot be booked at the moment"', () => {
    const next = nextAfterAvailability(0, { openReservationParameter: false });
    expect(next.kind === 'error' && t('en_us', next.messageKey)).toBe('This service cannot be booked at the moment');
  });
});
