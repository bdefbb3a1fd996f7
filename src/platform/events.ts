// The element contract's events (DESIGN.md "The element contract"): CustomEvents prefixed cb-,
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

/**
 * Dispatches `name` on `host` and forwards the same message to the native bridge, if any.
 * The detail is copied through JSON so that no live object (a store, a DOM node, a function)
 * ever leaks to the page or differs from what the bridge receives.
 */
export function emit<N extends CbEventName>(host: EventTarget, name: N, detail: CbEventDetails[N]): CustomEvent {
  const plain = JSON.parse(JSON.stringify(detail ?? {})) as CbEventDetails[N];
  const event = new CustomEvent(name, { detail: plain, bubbles: true, composed: true });
  host.dispatchEvent(event);
  forwardToNativeBridge(name, plain);
  return event;
}
