import { describe, expect, it } from 'vitest';
import type { QueueRequest } from '../common/api-contract.ts';
import { buildQueueRequest, type QueueRequestInput } from './queue-request.ts';

const base: QueueRequestInput = {
  serviceId: 12,
  locationId: 3,
  mobArea: '853',
  mobNum: '6612 3456',
  identifyNo: '1234567(8)',
  identityRequired: false,
  reminder: { checked: false, count: null },
  proof: { kind: 'sms', messageCode: ' 482913 ' },
};

describe('docs/behaviour/3-entities.md (Queue request): cntToAlert, locationId, messageCode, mobArea, mobNum, serviceId (+ identity number when required)', () => {
  const rows: Array<[string, Partial<QueueRequestInput>, QueueRequest]> = [
    ['anonymous, no reminder → the SMS code, no reminder, mobile without spaces', {},
      { cntToAlert: null, locationId: 3, messageCode: '482913', mobArea: '853', mobNum: '66123456', serviceId: 12 }],
    ['reminder at 3 people ahead → cntToAlert 3', { reminder: { checked: true, count: 3 } },
      { cntToAlert: 3, locationId: 3, messageCode: '482913', mobArea: '853', mobNum: '66123456', serviceId: 12 }],
    ['reminder box ticked without a count → no reminder sent', { reminder: { checked: true, count: null } },
      { cntToAlert: null, locationId: 3, messageCode: '482913', mobArea: '853', mobNum: '66123456', serviceId: 12 }],
    ['identity number required → sent as checked (no brackets or spaces)', { identityRequired: true },
      { cntToAlert: null, locationId: 3, messageCode: '482913', mobArea: '853', mobNum: '66123456', serviceId: 12, identifyNo: '12345678' }],
    ['one-account citizen (area cleared) → no messageCode, no number: the account’s own is used', { proof: { kind: 'oneAccount' }, mobArea: '' },
      { cntToAlert: null, locationId: 3, mobArea: '', mobNum: '', serviceId: 12 }],
    ['one-account citizen, identity number required → sent, still no messageCode', { proof: { kind: 'oneAccount' }, identityRequired: true },
      { cntToAlert: null, locationId: 3, mobArea: '853', mobNum: '66123456', serviceId: 12, identifyNo: '12345678' }],
  ];
  it.each(rows)('%s', (_name, change, request) => {
    expect(buildQueueRequest({ ...base, ...change })).toStrictEqual(request);
  });
});
