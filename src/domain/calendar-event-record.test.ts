import { describe, expect, test } from 'vitest';
import { CALENDAR_EVENTS_KEPT, CALENDAR_EVENTS_KEY, calendarEventKey, hasCalendarEvent, rememberCalendarEvent, type RecordStorage } from './calendar-event-record.ts';

function memoryStorage(initial: Record<string, string> = {}): RecordStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, String(value)) };
}

const TICKET = { id: 88, uid: '3f9a0c2e7b6d4e1f8a5b2c9d0e1f2a3b', mobNum: '66123456', identifyNo: '12345678' };

describe('docs/behaviour/4-states.md the local record of a calendar event marks its ticket as added', () => {
  test('nothing recorded → not added', () => {
    expect(hasCalendarEvent(memoryStorage(), calendarEventKey(TICKET))).toBe(false);
  });

  test('recorded → added; another ticket is not', () => {
    const storage = memoryStorage();
    rememberCalendarEvent(storage, calendarEventKey(TICKET));
    expect(hasCalendarEvent(storage, calendarEventKey(TICKET))).toBe(true);
    expect(hasCalendarEvent(storage, calendarEventKey({ id: 89, uid: 'other' }))).toBe(false);
  });

  test('what is stored is the ticket’s uid alone: no phone, identity number or name', () => {
    const storage = memoryStorage();
    rememberCalendarEvent(storage, calendarEventKey(TICKET));
    expect([...storage.data]).toEqual([[CALENDAR_EVENTS_KEY, '["3f9a0c2e7b6d4e1f8a5b2c9d0e1f2a3b"]']]);
  });

  test('a ticket without a uid → remembered by its id', () => {
    expect(calendarEventKey({ id: 88 })).toBe('id:88');
  });

  test('recorded twice → kept once', () => {
    const storage = memoryStorage();
    rememberCalendarEvent(storage, 'a');
    rememberCalendarEvent(storage, 'a');
    expect(storage.data.get(CALENDAR_EVENTS_KEY)).toBe('["a"]');
  });

  test(`bounded: the oldest falls off after ${CALENDAR_EVENTS_KEPT}`, () => {
    const storage = memoryStorage();
    for (let i = 0; i <= CALENDAR_EVENTS_KEPT; i += 1) rememberCalendarEvent(storage, `t${i}`);
    expect(hasCalendarEvent(storage, 't0')).toBe(false);
    expect(hasCalendarEvent(storage, `t${CALENDAR_EVENTS_KEPT}`)).toBe(true);
    expect(JSON.parse(storage.data.get(CALENDAR_EVENTS_KEY)!)).toHaveLength(CALENDAR_EVENTS_KEPT);
  });

  test.each([
    ['an unreadable record → nothing added, and it is replaced on the next record', memoryStorage({ [CALENDAR_EVENTS_KEY]: '{oops' })],
    ['no storage at all (blocked) → nothing added, no error', null],
    ['storage that throws → nothing added, no error', { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('quota'); } }],
  ] as Array<[string, RecordStorage | null]>)('%s', (_name, storage) => {
    expect(hasCalendarEvent(storage, 'a')).toBe(false);
    expect(() => rememberCalendarEvent(storage, 'a')).not.toThrow();
  });
});
