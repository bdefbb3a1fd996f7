import { describe, expect, test } from 'vitest';
import { registrationProblem, registrationRequest } from './ticket-registration.ts';

describe('docs/behaviour/7-api.md (POST booking/registerTicket {mobArea, mobNum, qrcodeContent}): QR registration with the mobile', () => {
  test.each([
    ['a Macau mobile → fine', '853', '66123456', null],
    ['nothing typed → notSupportNullMobil', '853', '', 'messages.notSupportNullMobil'],
    ['letters → inputOnlyNumber', '853', '6612abcd', 'messages.inputOnlyNumber'],
    ['typed with +852 in front → read as Hong Kong, fine', '853', '+852 9123 4567', null],
  ])('%s', (_name, area, number, expected) => {
    expect(registrationProblem(area, number)).toBe(expected);
  });

  test('the request carries the area and number as the SMS step reads them, and the QR content trimmed', () => {
    expect(registrationRequest(' CB:0123 ', '853', '00852 9123 4567')).toEqual({ mobArea: '852', mobNum: '91234567', qrcodeContent: 'CB:0123' });
  });
});
