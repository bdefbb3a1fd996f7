import { describe, expect, test } from 'vitest';
import type { JettonDetail } from '../common/api-contract.ts';
import { isEditableReservation, prefillFromTicket } from './reserve-edit.ts';

const TICKET: JettonDetail = {
  id: 41, jettonCode: 'R000041', ticketType: 'RESERCATION', ticketState: 'WAITING',
  bookingDate: '08/12/2026', bookingTime: '10:30', identifyNo: '12345678', mobArea: '852', mobNum: '91234567',
};

describe('docs/behaviour/2-screens.md edit mode is prefilled from the ticket: date, time, identity number, mobile number and area', () => {
  test('an anonymous citizen → everything as the ticket has it', () => {
    expect(prefillFromTicket(TICKET, false)).toEqual({ bookDate: '08/12/2026', bookTime: '10:30', identifyNo: '12345678', mobNum: '91234567', mobArea: '852' });
  });

  test('a one-account citizen → the area is cleared (docs/behaviour/6-roles.md)', () => {
    expect(prefillFromTicket(TICKET, true).mobArea).toBe('');
  });

  test('a ticket without area → the default 853', () => {
    expect(prefillFromTicket({ ...TICKET, mobArea: null }, false).mobArea).toBe('853');
  });

  test('an unreadable date → no date (the citizen picks one)', () => {
    expect(prefillFromTicket({ ...TICKET, bookingDate: '2026/12/08' }, false).bookDate).toBeNull();
  });
});

const editable: Array<[string, Partial<JettonDetail>, boolean]> = [
  ['a waiting reservation → editable', {}, true],
  ['a waiting timed ticket → editable', { ticketType: 'PERIOD' }, true],
  ['a queue ticket → not editable (only reservations)', { ticketType: 'QUEUE' }, false],
  ['a treated reservation → not editable', { ticketState: 'TREATED' }, false],
  ['a cancelled reservation → not editable', { ticketState: 'CANCELLED' }, false],
];

describe('docs/behaviour/2-screens.md Edit reservation is for reservations only, while they wait', () => {
  test.each(editable)('%s', (_name, change, expected) => {
    expect(isEditableReservation({ ...TICKET, ...change })).toBe(expected);
  });
});
