// The element contract's events (docs/element-contract.md): CustomEvents prefixed cb-,
// bubbling and composed so a host page hears them through the shadow root, with plain data in
// `detail` (structured-clonable, so the same message can cross to a native bridge as JSON).
import { forwardToNativeBridge } from './native-bridge.ts';

type PlainData = Record<string, unknown>;

/** The `detail` of each event, by name. */
export interface CbEventDetails {
  'cb-ticket-created': { ticket: PlainData };
  'cb-ticket-cancelled': { ticketId: string | number };
  'cb-ticket-updated': { ticket: PlainData };
  'cb-service-selected': { service: PlainData; location: PlainData | null; next: string };
  'cb-route-change': { route: string };
  'cb-login-required': { returnTo: string };
  'cb-close': Record<string, never>;
  /** What the citizen was told (a toast, the error view) and the route it happened on. */
  'cb-error': { code: number | string | null; messageKey: string; message: string; route: string };
}

export type CbEventName = keyof CbEventDetails;

/** Each event as a listener receives it. */
export type CbEvent<N extends CbEventName> = CustomEvent<CbEventDetails[N]>;

// The events bubble and are composed, so a listener on the element, an ancestor, the document or
// the window hears them: declared where all of those look their event types up, an integrator's
// `el.addEventListener('cb-ticket-created', (e) => e.detail.ticket)` type-checks.
declare global {
  interface GlobalEventHandlersEventMap {
    'cb-ticket-created': CbEvent<'cb-ticket-created'>;
    'cb-ticket-cancelled': CbEvent<'cb-ticket-cancelled'>;
    'cb-ticket-updated': CbEvent<'cb-ticket-updated'>;
    'cb-service-selected': CbEvent<'cb-service-selected'>;
    'cb-route-change': CbEvent<'cb-route-change'>;
    'cb-login-required': CbEvent<'cb-login-required'>;
    'cb-close': CbEvent<'cb-close'>;
    'cb-error': CbEvent<'cb-error'>;
  }
}

const CANCELABLE: ReadonlySet<CbEventName> = new Set(['cb-close', 'cb-service-selected', 'cb-login-required']);

/**
 * Dispatches `name` on `host` and forwards the same message to the native bridge, if any (also
 * when a listener prevented its default: the host app decides for itself).
 * The detail is copied through JSON so that no live object (a store, a DOM node, a function)
 * ever leaks to the page or differs from what the bridge receives.
 */
export function emit<N extends CbEventName>(host: EventTarget, name: N, detail: CbEventDetails[N]): CbEvent<N> {
  const plain = JSON.parse(JSON.stringify(detail ?? {})) as CbEventDetails[N];
  // Three events have a default a host may prevent: cb-close (the widget closing the window
  // itself: a page that embeds it may hide it or navigate instead), cb-service-selected (the
  // widget going on to the next step itself: a <booking-app> or the host's own flow may take over)
  // and cb-login-required (the widget leaving for its login-url: a host that runs the login
  // itself takes over and hands the token in). The others report what has happened.
  const event = new CustomEvent(name, { detail: plain, bubbles: true, composed: true, cancelable: CANCELABLE.has(name) });
  host.dispatchEvent(event);
  forwardToNativeBridge(name, plain);
  return event;
}
