// A booking as an iCalendar file (RFC 5545), for "add to calendar" outside a host app: the
// service, the place, the start and end of the slot, and a reminder. Nothing personal goes in
// (no name, phone or identity number): the file may be synced to any calendar service.
// Start and end are written in the location's time zone, as the citizen reads them on the
// ticket: the office's wall-clock time with TZID=Asia/Macau (RFC 5545 §3.2.19),
// and the file carries that zone's VTIMEZONE (§3.6.5, required for every TZID used): UTC+8 all
// year, Macau having kept no daylight saving since 1979. DTSTAMP stays in UTC, as §3.8.7.2 asks.
import type { JettonDetail } from '../common/api-contract.ts';
import { ADMIN_TIME_ZONE, ADMIN_UTC_OFFSET_MINUTES, adminInstant, isoDate } from '../i18n/dates.ts';
import type { Lang } from '../common/languages.ts';
import { t } from '../i18n/translate.ts';

export type CalendarTicket = Pick<JettonDetail, 'id' | 'uid' | 'jettonCode' | 'bookingDate' | 'bookingTime' | 'serviceName' | 'locationName' | 'address'>;

export interface CalendarFileOptions {
  /** DTSTAMP: when the file is made. */
  now: Date;
  /** The slot's length; slots are half-hourly. */
  durationMinutes?: number;
  /** How long before the start the reminder goes off. */
  reminderMinutes?: number;
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Line folding (RFC 5545 §3.1): at most 75 octets a line, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line starts with a space, which counts.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** The instant as the office's wall clock reads it (a local DATE-TIME, §3.3.5 form 3, for a TZID). */
function adminStamp(date: Date): string {
  return utcStamp(new Date(date.getTime() + ADMIN_UTC_OFFSET_MINUTES * 60_000)).replace(/Z$/, '');
}

/** "+0800": the office's offset as a UTC-OFFSET value (§3.3.14). */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** The VTIMEZONE of ADMIN_TIME_ZONE: one STANDARD observance, the same offset on both sides, no DST. */
function adminTimeZoneLines(): string[] {
  const offset = utcOffset(ADMIN_UTC_OFFSET_MINUTES);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${ADMIN_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'TZNAME:CST',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** The event of a booking, as a calendar needs it: the same facts go into the .ics file and to a host app. */
export interface TicketCalendarEvent {
  /** Stable across downloads: the same ticket is the same event. */
  uid: string;
  title: string;
  /** The location's name and address; empty when neither is known. */
  location: string;
  description: string;
  start: Date;
  end: Date;
  /** How long before the start the reminder goes off. */
  reminderMinutes: number;
}

/** The event of a booking, or null for a ticket without a booking date and time (a queue ticket). */
export function ticketCalendarEvent(lang: Lang, ticket: CalendarTicket, options: Omit<CalendarFileOptions, 'now'> = {}): TicketCalendarEvent | null {
  const day = isoDate(ticket.bookingDate);
  const time = ticket.bookingTime?.trim() ?? '';
  if (!day || !/^\d{2}:\d{2}$/.test(time)) return null;
  const start = adminInstant(day, time);
  return {
    uid: `ticket-${ticket.uid ?? ticket.id}@civic-booking`,
    title: ticket.serviceName?.trim() || ticket.jettonCode,
    location: [ticket.locationName, ticket.address].map((part) => part?.trim()).filter(Boolean).join(', '),
    description: t(lang, 'pages.successPage.calendarEventDescription', { code: ticket.jettonCode }),
    start,
    end: new Date(start.getTime() + (options.durationMinutes ?? 30) * 60_000),
    reminderMinutes: options.reminderMinutes ?? 60,
  };
}

/** The .ics file of a booking, or null for a ticket without a booking date and time (a queue ticket). */
export function ticketCalendarFile(lang: Lang, ticket: CalendarTicket, options: CalendarFileOptions): { fileName: string; text: string } | null {
  const event = ticketCalendarEvent(lang, ticket, options);
  if (!event) return null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//civic-booking//ticket calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...adminTimeZoneLines(),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    `DTSTART;TZID=${ADMIN_TIME_ZONE}:${adminStamp(event.start)}`,
    `DTEND;TZID=${ADMIN_TIME_ZONE}:${adminStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.title)}`,
    `TRIGGER:-PT${event.reminderMinutes}M`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  const fileName = `ticket-${ticket.jettonCode.replace(/[^A-Za-z0-9_-]+/g, '') || String(ticket.id)}.ics`;
  return { fileName, text: `${lines.map(foldLine).join('\r\n')}\r\n` };
}

/**
 * What a host app's native bridge receives to add the event itself (inside its web view, where
 * a downloaded file goes nowhere useful): plain JSON, times as ISO instants in UTC and the
 * administration's time zone beside them for an app that shows it.
 */
export function calendarBridgeDetail(event: TicketCalendarEvent) {
  return {
    uid: event.uid,
    title: event.title,
    location: event.location,
    description: event.description,
    start: event.start.toISOString(),
    end: event.end.toISOString(),
    timeZone: ADMIN_TIME_ZONE,
    reminderMinutes: event.reminderMinutes,
  };
}
