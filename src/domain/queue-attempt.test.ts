import { describe, expect, test } from 'vitest';
import type { QueueRequest } from '../common/api-contract.ts';
import { answerMayBeLost, inDoubtAfter, requestToSend, type SentRequest } from './queue-attempt.ts';

const FIRST: QueueRequest = { serviceId: 3004, locationId: 201, mobArea: '853', mobNum: '66123456', cntToAlert: null, messageCode: '111111' };
const RETYPED: QueueRequest = { ...FIRST, messageCode: '222222' };
const LOST: SentRequest = { key: 'k1', request: FIRST };

describe('a lost answer: the server may have issued the ticket', () => {
  test.each([
    ['no answer at all (timeout, connection lost) → maybe issued', 0, true],
    ['a gateway answered 502 → maybe issued', 502, true],
    ['a gateway timed out (504) → maybe issued', 504, true],
    ['the server refused (400) → not issued', 400, false],
    ['the server was unavailable (503) → not issued', 503, false],
    ['unauthorised (401) → not issued', 401, false],
  ])('%s', (_name, status, expected) => {
    expect(answerMayBeLost(status)).toBe(expected);
  });
});

describe('the retry after a lost answer sends the same request under the same key', () => {
  test.each<[string, QueueRequest, string, SentRequest | null, SentRequest]>([
    ['nothing in doubt → the form’s request under the attempt key', RETYPED, 'k1', null, { key: 'k1', request: RETYPED }],
    ['a try in doubt under this key → that try again, with the code it spent (not the retyped one)', RETYPED, 'k1', LOST, LOST],
    ['a try in doubt under an older key (the citizen changed the choice) → the new request', RETYPED, 'k2', LOST, { key: 'k2', request: RETYPED }],
  ])('%s', (_name, fresh, key, inDoubt, expected) => {
    expect(requestToSend(fresh, key, inDoubt)).toEqual(expected);
  });
});

describe('the doubt ends with an answer', () => {
  test.each<[string, number | null, SentRequest | null]>([
    ['a ticket came back → nothing in doubt', null, null],
    ['a refusal came back (wrong code) → nothing in doubt: the next try may carry a new code', 400, null],
    ['no answer → this try stays in doubt', 0, LOST],
  ])('%s', (_name, status, expected) => {
    expect(inDoubtAfter(LOST, status)).toEqual(expected);
  });
});
