// A booking as an iCalendar file (RFC 5545), for "add to calendar" outside a host app: the
// service, the place, the start and end of the slot, and a reminder. Nothing personal goes in
// (no name, phone or identity number): the file may be synced to any calendar service.
// Times are written in UTC (…Z). The office is at UTC+8 and Macau has kept no daylight saving
// since 1979, so the UTC instant is exact; a TZID would need a VTIMEZONE block (§3.2.19) that
// some clients read badly, while UTC every client shows in the citizen's own zone.
import type { JettonDetail } from '../api/types.ts';
import { adminInstant, isoDate } from '../i18n/dates.ts';
import type { Lang } from '../i18n/languages.ts';
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

/** The .ics file of a booking, or null for a ticket without a booking date and time (a queue ticket). */
export function ticketCalendarFile(lang: Lang, ticket: CalendarTicket, options: CalendarFileOptions): { fileName: string; text: string } | null {
  const day = isoDate(ticket.bookingDate);
  const time = ticket.bookingTime?.trim() ?? '';
  if (!day || !/^\d{2}:\d{2}$/.test(time)) return null;
  const start = adminInstant(day, time);
  const end = new Date(start.getTime() + (options.durationMinutes ?? 30) * 60_000);
  const summary = ticket.serviceName?.trim() || ticket.jettonCode;
  const place = [ticket.locationName, ticket.address].map((part) => part?.trim()).filter(Boolean).join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//civic-booking//ticket calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:ticket-${ticket.uid ?? ticket.id}@civic-booking`,
    `DTSTAMP:${utcStamp(options.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(summary)}`,
    ...(place ? [`LOCATION:${escapeText(place)}`] : []),
    `DESCRIPTION:${escapeText(t(lang, 'pages.successPage.calendarEventDescription', { code: ticket.jettonCode }))}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(summary)}`,
    `TRIGGER:-PT${options.reminderMinutes ?? 60}M`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  const fileName = `ticket-${ticket.jettonCode.replace(/[^A-Za-z0-9_-]+/g, '') || String(ticket.id)}.ics`;
  return { fileName, text: `${lines.map(foldLine).join('\r\n')}\r\n` };
}
