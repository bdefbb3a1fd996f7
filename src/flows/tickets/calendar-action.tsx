// Add to calendar (docs/behaviour/2-screens.md (Success and ticket detail): "a calendar event can be added; the app remembers locally which
// tickets have one"). Inside a host app's web view the app adds the event itself: the widget sends
// it to the native bridge (`cb-add-calendar-event`). Elsewhere the citizen downloads an .ics file
// (RFC 5545, domain/ticket-calendar-file.ts) made in the page: a Blob behind an object URL and an
// <a download> clicked from script (no inline script, so a strict CSP allows it). The ticket's
// uid alone is remembered (domain/calendar-event-record.ts), so the button then says it was added.
import { useState } from 'react';
import { useLang } from '../../components/use-lang.ts';
import { calendarEventKey, hasCalendarEvent, rememberCalendarEvent, type RecordStorage } from '../../domain/calendar-event-record.ts';
import { calendarBridgeDetail, ticketCalendarEvent, ticketCalendarFile } from '../../domain/ticket-calendar-file.ts';
import { t } from '../../i18n/translate.ts';
import { forwardToNativeBridge, hasNativeBridge } from '../../platform/native-bridge.ts';
import { useUiStoreApi } from '../../store/stores-context.tsx';
import type { SuccessPieceProps } from './success-pieces.ts';

/** The bridge message's type: a request to the host app, not a DOM event. */
const CALENDAR_BRIDGE_TYPE = 'cb-add-calendar-event';

/** How long the file's object URL lives: the download has long started by then. */
const REVOKE_AFTER_MS = 60_000;

function localRecord(): RecordStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked: nothing remembered, the button offers the event each time
  }
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export function CalendarAction({ ticket, actions, placePending = false }: SuccessPieceProps) {
  const lang = useLang();
  const ui = useUiStoreApi();
  const key = calendarEventKey(ticket);
  const [added, setAdded] = useState(() => hasCalendarEvent(localRecord(), key));
  if (!actions.calendar) return null;

  function addToCalendar() {
    if (placePending) return;
    const event = ticketCalendarEvent(lang, ticket);
    const file = ticketCalendarFile(lang, ticket, { now: new Date() });
    if (!event || !file) {
      ui.getState().showToast(t(lang, 'messages.addCalendarEventsError'));
      return;
    }
    if (hasNativeBridge()) forwardToNativeBridge(CALENDAR_BRIDGE_TYPE, calendarBridgeDetail(event));
    else download(file.fileName, file.text);
    rememberCalendarEvent(localRecord(), key);
    setAdded(true);
    ui.getState().showToast(t(lang, 'messages.addCalendarEvents'));
  }

  return (
    <button
      type="button"
      className="cb-button cb-button--secondary cb-success__action"
      aria-disabled={placePending ? 'true' : undefined}
      aria-busy={placePending ? 'true' : undefined}
      onClick={addToCalendar}
    >
      {t(lang, added ? 'pages.successPage.calendarEventAdded' : 'pages.successPage.addCalendarEvent')}
    </button>
  );
}
