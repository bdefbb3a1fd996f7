// Which tickets already have a calendar event (docs/behaviour/2-screens.md (Success and ticket detail) "the app remembers locally which
// tickets have one"; docs/behaviour/4-states.md (Ticket page) "the local record of a calendar event marks it as added"). Only the
// ticket's own random uid (or id) is kept, never a name, phone or identity number, so the record
// may live in localStorage across visits. The list is bounded: old entries fall off.
export const CALENDAR_EVENTS_KEY = 'civic-booking.calendarEvents';
export const CALENDAR_EVENTS_KEPT = 200;

export type RecordStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The key a ticket is remembered under. */
export function calendarEventKey(ticket: { uid?: string | null; id: number | string }): string {
  return ticket.uid ? ticket.uid : `id:${ticket.id}`;
}

function read(storage: RecordStorage | null): string[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(CALENDAR_EVENTS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return []; // unreadable or blocked storage: nothing remembered
  }
}

export function hasCalendarEvent(storage: RecordStorage | null, key: string): boolean {
  return read(storage).includes(key);
}

export function rememberCalendarEvent(storage: RecordStorage | null, key: string): void {
  const list = [...read(storage).filter((entry) => entry !== key), key].slice(-CALENDAR_EVENTS_KEPT);
  try {
    storage?.setItem(CALENDAR_EVENTS_KEY, JSON.stringify(list));
  } catch {
    // Quota or privacy mode: the button simply offers the event again next time.
  }
}
