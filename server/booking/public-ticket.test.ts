// A ticket shown to anyone but its owner: the mobile's last four digits, no identity number.
import { describe, expect, test } from 'vitest';
import { maskMobile, publicTicketView } from './public-ticket.ts';
import type { JettonDetail } from '../../src/common/api-contract.ts';

describe('maskMobile', () => {
  test.each([
    ['a Macau mobile keeps its last four digits', '66554433', '****4433'],
    ['a mainland mobile keeps its last four digits', '13812345678', '*******5678'],
    ['five digits keep four', '12345', '*2345'],
    ['four digits or fewer are all masked', '1234', '****'],
    ['no mobile (a paper ticket not registered) stays empty', '', ''],
    ['a missing mobile is empty', null, ''],
  ])('%s', (_name, mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });
});

describe('publicTicketView', () => {
  const detail = {
    id: 7, uid: 'a'.repeat(32), jettonCode: 'R000007', qrcodeImg: 'data:image/png;base64,x', ticketType: 'RESERCATION',
    ticketState: 'WAITING', bookingDate: '01/12/2026', bookingTime: '10:00', ticketDate: '24/11/2026',
    mobArea: '853', mobNum: '66554433', identifyNo: '17654321', businessCode: 'M0123456789AB', cntToAlert: 3,
    serviceId: 3001, locationId: 201, departmentId: 101, departmentCode: 'DSI', serviceName: 'Service', locationName: 'Place',
    telephone: '28000000', address: 'Street 1', latitude: 22.19, longitude: 113.54,
    waitCount: null, notCheckInCount: null, openCounter: null,
    jettonInfo: { area: 'Place', subArea: 'Service', htmlText: '<p>notice</p>' },
  } as unknown as JettonDetail;

  test('keeps what the ticket screen shows, masks the mobile, and drops identity number, notes code and reminder', () => {
    const shown = publicTicketView(detail);
    expect(shown).toEqual({
      id: 7, uid: 'a'.repeat(32), jettonCode: 'R000007', qrcodeImg: 'data:image/png;base64,x', ticketType: 'RESERCATION',
      ticketState: 'WAITING', bookingDate: '01/12/2026', bookingTime: '10:00', ticketDate: '24/11/2026',
      mobArea: '853', mobNum: '****4433',
      serviceId: 3001, locationId: 201, departmentId: 101, departmentCode: 'DSI', serviceName: 'Service', locationName: 'Place',
      telephone: '28000000', address: 'Street 1', latitude: 22.19, longitude: 113.54,
      waitCount: null, notCheckInCount: null, openCounter: null,
      jettonInfo: { area: 'Place', subArea: 'Service', htmlText: '<p>notice</p>' },
    });
    expect(JSON.stringify(shown)).not.toContain('66554433');
    expect(JSON.stringify(shown)).not.toContain('17654321');
  });
});
