import { describe, expect, test } from 'vitest';
import { calendarBridgeDetail, escapeText, foldLine, ticketCalendarEvent, ticketCalendarFile, type CalendarTicket } from './ticket-calendar-file.ts';

const NOW = new Date('2026-11-20T03:04:05.678Z');
const TICKET: CalendarTicket = {
  id: 88,
  uid: '3f9a0c2e7b6d4e1f8a5b2c9d0e1f2a3b',
  jettonCode: 'R012',
  bookingDate: '01/12/2026',
  bookingTime: '09:30',
  serviceName: 'Renewal of identity card; adults, first time',
  locationName: 'Identification Services Bureau',
  address: 'Avenida da Praia Grande, 762-804\\Edif. China Plaza\n2.º andar',
};

interface Component {
  name: string;
  props: Map<string, string>;
  /** A property's parameters as written ("TZID=Asia/Macau"), when it has any. */
  params: Map<string, string>;
  children: Component[];
}

/** Reads an .ics text back (RFC 5545 §3.1 unfolding, §3.3.11 unescaping) into components. */
function parse(text: string): Component {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line) => line !== '');
  const root: Component = { name: 'ROOT', props: new Map(), params: new Map(), children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';') as [string, ...string[]];
    const raw = line.slice(colon + 1);
    const top = stack.at(-1)!;
    if (name === 'BEGIN') {
      const child: Component = { name: raw, props: new Map(), params: new Map(), children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(top.name).toBe(raw);
      stack.pop();
    } else {
      if (params.length > 0) top.params.set(name, params.join(';'));
      top.props.set(name, raw.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c)));
    }
  }
  expect(stack).toHaveLength(1);
  return root.children[0]!;
}

function event(ticket: CalendarTicket = TICKET) {
  const file = ticketCalendarFile('en_us', ticket, { now: NOW });
  if (!file) throw new Error('no file');
  const calendar = parse(file.text);
  return { file, calendar, vevent: calendar.children.find((c) => c.name === 'VEVENT')! };
}

/**
 * The instant a DATE-TIME property names, read as a calendar client reads it: UTC when it ends in
 * Z, else the wall-clock time in the zone its TZID names, by that zone's VTIMEZONE in the same
 * file (its one observance's TZOFFSETTO; a zone with daylight saving would need more).
 */
function instantOf(calendar: Component, component: Component, property: string): string {
  const value = component.props.get(property)!;
  const [, y, mo, d, h, mi, s, z] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(value)!;
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!);
  if (z) return new Date(wall).toISOString();
  const tzid = /^TZID=(.+)$/.exec(component.params.get(property) ?? '')?.[1];
  const zone = calendar.children.find((c) => c.name === 'VTIMEZONE' && c.props.get('TZID') === tzid);
  if (!zone) throw new Error(`${property}: no VTIMEZONE for ${tzid}`);
  const [, sign, oh, om] = /^([+-])(\d{2})(\d{2})$/.exec(zone.children[0]!.props.get('TZOFFSETTO')!)!;
  const offset = (sign === '-' ? -1 : 1) * (+oh! * 60 + +om!);
  return new Date(wall - offset * 60_000).toISOString();
}

describe('the .ics file of a booking (RFC 5545), parsed back', () => {
  test('a VCALENDAR 2.0 with the time zone first, then one VEVENT holding a VALARM', () => {
    const { calendar, vevent } = event();
    expect(calendar.name).toBe('VCALENDAR');
    expect(calendar.props.get('VERSION')).toBe('2.0');
    expect(calendar.props.get('PRODID')).toBeTruthy();
    expect(calendar.children.map((c) => c.name)).toEqual(['VTIMEZONE', 'VEVENT']);
    expect(vevent.children.map((c) => c.name)).toEqual(['VALARM']);
  });

  test('the VTIMEZONE of Asia/Macau (§3.6.5): one STANDARD observance at +0800 on both sides, no daylight saving', () => {
    const zone = event().calendar.children[0]!;
    expect(zone.props.get('TZID')).toBe('Asia/Macau');
    expect(zone.children.map((c) => c.name)).toEqual(['STANDARD']);
    expect(Object.fromEntries(zone.children[0]!.props)).toEqual({
      DTSTART: '19700101T000000', TZOFFSETFROM: '+0800', TZOFFSETTO: '+0800', TZNAME: 'CST',
    });
  });

  test.each([
    ['UID: the ticket’s uid, stable across downloads', 'UID', 'ticket-3f9a0c2e7b6d4e1f8a5b2c9d0e1f2a3b@civic-booking'],
    ['DTSTAMP: when the file was made, in UTC', 'DTSTAMP', '20261120T030405Z'],
    ['DTSTART: 09:30 as the office’s clock reads it, a local time (no Z)', 'DTSTART', '20261201T093000'],
    ['DTEND: half an hour later (one slot)', 'DTEND', '20261201T100000'],
    ['SUMMARY: the service, its comma and semicolon intact after unescaping', 'SUMMARY', 'Renewal of identity card; adults, first time'],
    ['LOCATION: location name and address, with backslash and newline intact', 'LOCATION', 'Identification Services Bureau, Avenida da Praia Grande, 762-804\\Edif. China Plaza\n2.º andar'],
    ['DESCRIPTION: the ticket number, nothing personal', 'DESCRIPTION', 'Ticket number: R012'],
  ])('%s', (_name, property, expected) => {
    expect(event().vevent.props.get(property)).toBe(expected);
  });

  test.each([
    ['DTSTART: in the location’s zone (TZID=Asia/Macau)', 'DTSTART', 'TZID=Asia/Macau'],
    ['DTEND: in the location’s zone (TZID=Asia/Macau)', 'DTEND', 'TZID=Asia/Macau'],
    ['DTSTAMP: UTC, no zone (§3.8.7.2)', 'DTSTAMP', undefined],
  ])('%s', (_name, property, params) => {
    expect(event().vevent.params.get(property)).toBe(params);
  });

  test.each([
    ['09:30 in Macau (UTC+8) is 01:30 UTC', '09:30', '2026-12-01T01:30:00.000Z', '2026-12-01T02:00:00.000Z'],
    ['a booking before 08:00 in Macau is the previous day in UTC', '07:00', '2026-11-30T23:00:00.000Z', '2026-11-30T23:30:00.000Z'],
    ['a slot ending at midnight ends on the next day', '23:30', '2026-12-01T15:30:00.000Z', '2026-12-01T16:00:00.000Z'],
  ])('the instants a client reads back through the VTIMEZONE: %s', (_name, bookingTime, start, end) => {
    const { calendar, vevent } = event({ ...TICKET, bookingTime });
    expect([instantOf(calendar, vevent, 'DTSTART'), instantOf(calendar, vevent, 'DTEND')]).toEqual([start, end]);
  });

  test('a slot ending at midnight: DTEND is 00:00 of the next day on the office’s clock', () => {
    expect(event({ ...TICKET, bookingTime: '23:30' }).vevent.props.get('DTEND')).toBe('20261202T000000');
  });

  test('the reminder: a display alarm one hour before', () => {
    const alarm = event().vevent.children[0]!;
    expect(Object.fromEntries(alarm.props)).toEqual({ ACTION: 'DISPLAY', DESCRIPTION: TICKET.serviceName, TRIGGER: '-PT60M' });
  });

  test('the file’s structure: CRLF line ends only, no line over 75 octets, every BEGIN closed by its END in order', () => {
    const { file } = event();
    expect(file.text).not.toMatch(/[^\r]\n|\r[^\n]/);
    const physical = file.text.split('\r\n').slice(0, -1);
    expect(physical.filter((line) => new TextEncoder().encode(line).length > 75)).toEqual([]);
    const open: string[] = [];
    for (const line of physical) {
      if (line.startsWith('BEGIN:')) open.push(line.slice(6));
      if (line.startsWith('END:')) expect(line.slice(4)).toBe(open.pop());
    }
    expect(open).toEqual([]);
    expect(physical.filter((line) => line.startsWith('BEGIN:')).map((line) => line.slice(6))).toEqual(['VCALENDAR', 'VTIMEZONE', 'STANDARD', 'VEVENT', 'VALARM']);
  });

  test('lines are CRLF-terminated and at most 75 octets, a Chinese text folded without breaking a character', () => {
    const long = { ...TICKET, serviceName: '補領澳門特別行政區居民身份證（遺失、損毀或被盜），並同時更新個人資料及地址；須親臨辦理'.repeat(2) };
    const { file, vevent } = event(long);
    const physical = file.text.split('\r\n').slice(0, -1);
    expect(physical.filter((line) => new TextEncoder().encode(line).length > 75)).toEqual([]);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(vevent.props.get('SUMMARY')).toBe(long.serviceName);
    expect(file.text).not.toMatch(/[^\r]\n/);
  });

  test('nothing personal: no phone, identity number or name in the file', () => {
    const { file } = event({ ...TICKET, ...({ mobNum: '66123456', identifyNo: '12345678' } as object) });
    expect(file.text).not.toMatch(/66123456|12345678/);
  });

  test('file name from the ticket number', () => {
    expect(event().file.fileName).toBe('ticket-R012.ics');
  });

  test.each([
    ['a queue ticket (no booking date or time) → no file', { bookingDate: null, bookingTime: null }],
    ['no booking time → no file', { bookingTime: null }],
    ['an unreadable date → no file', { bookingDate: '2026/12/01' }],
  ])('%s', (_name, change) => {
    expect(ticketCalendarFile('en_us', { ...TICKET, ...change }, { now: NOW })).toBeNull();
  });

  test('the description follows the language', () => {
    const file = ticketCalendarFile('zh_hant', TICKET, { now: NOW });
    expect(parse(file!.text).children.find((c) => c.name === 'VEVENT')!.props.get('DESCRIPTION')).toBe('籌號：R012');
  });
});

describe('RFC 5545 §3.3.11 text escaping', () => {
  test.each([
    ['comma', 'a,b', 'a\\,b'],
    ['semicolon', 'a;b', 'a\\;b'],
    ['backslash', 'a\\b', 'a\\\\b'],
    ['newline (LF and CRLF)', 'a\nb\r\nc', 'a\\nb\\nc'],
    ['a colon needs none', 'a:b', 'a:b'],
  ])('%s', (_name, text, expected) => {
    expect(escapeText(text)).toBe(expected);
  });
});

describe('RFC 5545 §3.1 line folding', () => {
  test.each([
    ['75 octets → one line', 'x'.repeat(75), ['x'.repeat(75)]],
    ['76 octets → 75, then a space and 1', 'x'.repeat(76), ['x'.repeat(75), ' x']],
    ['150 octets → 75, then space + 74, then space + 1', 'x'.repeat(150), ['x'.repeat(75), ` ${'x'.repeat(74)}`, ' x']],
    ['26 Chinese characters (78 octets) → 25 characters (75 octets), then 1', '字'.repeat(26), ['字'.repeat(25), ' 字']],
  ])('%s', (_name, line, expected) => {
    expect(foldLine(line).split('\r\n')).toEqual(expected);
  });
});

describe('inside a host app: the same event to the native bridge, as plain JSON', () => {
  test('title, place, the ticket number, start and end as UTC instants with the administration’s zone, the reminder', () => {
    const event = ticketCalendarEvent('en_us', TICKET);
    expect(JSON.parse(JSON.stringify(calendarBridgeDetail(event!)))).toEqual({
      uid: 'ticket-3f9a0c2e7b6d4e1f8a5b2c9d0e1f2a3b@civic-booking',
      title: TICKET.serviceName,
      location: `${TICKET.locationName}, ${TICKET.address}`,
      description: 'Ticket number: R012',
      start: '2026-12-01T01:30:00.000Z',
      end: '2026-12-01T02:00:00.000Z',
      timeZone: 'Asia/Macau',
      reminderMinutes: 60,
    });
  });

  test('a queue ticket has no event', () => {
    expect(ticketCalendarEvent('en_us', { ...TICKET, bookingDate: null, bookingTime: null })).toBeNull();
  });
});
