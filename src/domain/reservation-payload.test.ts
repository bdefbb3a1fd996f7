import { describe, expect, test } from 'vitest';
import { parameterCheckPayload, parameterFields, reservationPayload, type FilledParameter, type ReservationChoice } from './reservation-payload.ts';

const CHOICE: ReservationChoice = {
  service: { id: 3007, departmentId: 12, departmentCode: 'DSI-S' },
  location: { id: 41, depId: 11, depCode: 'DSI-L' },
  dep: { id: 10, code: 'DSI' },
  bookDate: '01/12/2026',
  bookTime: '09:30',
  userinfo: { identifyNo: '1234 5678', mobNum: '6612 3456', mobArea: '853' },
  parameters: [],
};

const NAME: FilledParameter = { parameterType: 'NAME', name: 'Name', value: 'CHAN TAI MAN' };
const MOBILE: FilledParameter = { parameterType: 'MOBILENUMBER', name: 'Contact', value: { mobArea: '852', mobNum: '91234567' } };
const GENDER: FilledParameter = { parameterType: 'GENDER', name: 'Gender', value: 'F' };

describe('docs/behaviour/3-entities.md (Reservation payload)', () => {
  test('a new booking → every field of docs/behaviour/3-entities.md, contact by phone (P), no e-mail, no other contact, no id', () => {
    expect(reservationPayload(CHOICE)).toEqual({
      departmentId: 10,
      departmentCode: 'DSI',
      locationId: 41,
      serviceId: 3007,
      bookingDate: '01/12/2026',
      bookingTime: '09:30',
      identifyNo: '12345678',
      contactType: 'P',
      mobNum: '66123456',
      mobArea: '853',
      contactEmail: null,
      otherContact: null,
    });
  });

  test.each([
    ['edit mode → the ticket id is carried', 88, { id: 88 }],
    ['new booking (no id) → no id field', undefined, {}],
    ['null id → no id field', null, {}],
  ])('%s', (_name, editId, expected) => {
    const payload = reservationPayload(CHOICE, editId);
    expect('id' in payload ? { id: payload.id } : {}).toEqual(expected);
  });

  test.each([
    ['the department chosen on the way → its id and code', CHOICE, '10 DSI'],
    ['came by search (no department) → the location’s department', { ...CHOICE, dep: null }, '11 DSI-L'],
    ['neither → the service’s department', { ...CHOICE, dep: null, location: { id: 41 } }, '12 DSI-S'],
  ] as Array<[string, ReservationChoice, string]>)('department: %s', (_name, choice, expected) => {
    const payload = reservationPayload(choice);
    expect(`${payload.departmentId} ${payload.departmentCode}`).toBe(expected);
  });

  test('one-account citizen: the mobile area is cleared and sent empty', () => {
    expect(reservationPayload({ ...CHOICE, userinfo: { identifyNo: '', mobNum: '66123456', mobArea: '' } })).toMatchObject({ mobArea: '', identifyNo: '' });
  });
});

const params: Array<[string, FilledParameter[], Record<string, unknown>]> = [
  ['no parameters → no parameterN field', [], {}],
  ['parameters without keys → parameter1..n in the service’s order', [NAME, MOBILE, GENDER], {
    parameter1: 'CHAN TAI MAN', parameter2: { mobArea: '852', mobNum: '91234567' }, parameter3: 'F',
  }],
  ['the server’s keys are kept (parameterN is the parameter’s own)', [{ ...NAME, key: 'parameter2' }, { ...GENDER, key: 'parameter1' }], {
    parameter2: 'CHAN TAI MAN', parameter1: 'F',
  }],
  ['a parameter left empty (an optional mobile) → an empty string', [NAME, { ...MOBILE, value: null }], { parameter1: 'CHAN TAI MAN', parameter2: '' }],
  ['a number value → sent as given', [{ parameterType: 'NUMBER', name: 'Copies', value: 2 }], { parameter1: 2 }],
];

describe('docs/behaviour/3-entities.md parameter1..n from the service parameters', () => {
  test.each(params)('%s', (_name, parameters, expected) => {
    expect(parameterFields(parameters)).toEqual(expected);
    expect(reservationPayload({ ...CHOICE, parameters })).toMatchObject(expected);
  });

  test('the parameter check payload is {serviceId, locationId, parameterN}', () => {
    expect(parameterCheckPayload(3007, 41, [NAME, GENDER])).toEqual({ serviceId: 3007, locationId: 41, parameter1: 'CHAN TAI MAN', parameter2: 'F' });
  });
});
