// <queue-ticket>: the element's public contract only; its behaviour lives in the root it renders.
import '../src/element/ssr-shim.ts';
import { createElementBase } from '../src/element/element-base.tsx';
import QueueTicketRoot, { QUEUE_TICKET_HEIGHT } from '../src/app/queue-ticket-root.tsx';
// Declares the cb-* events' types for listeners (kept in this entry's .d.ts for hosts that import only it).
import '../src/platform/events.ts';

/**
 * For a department's page: waiting count, open counters, and a ticket taken before the citizen leaves home.
 *
 * @summary Live queue figures and taking a queue ticket for one service at one location.
 * @tagname queue-ticket
 *
 * @attr {string} language - Interface language: `zh-MO`, `zh-Hant`, `zh-hans`, `pt`, `en`, or `zh_hant`, `zh_hans`, `pt_pt`, `en_us`; anything else gives traditional Chinese (default `zh_hant`). Switches the text live.
 * @attr {string} service-id - The service whose queue it shows; needs `location-id`. Without both, or with an id the server does not know, the widget says so.
 * @attr {string} location-id - The location whose queue it shows; needs `service-id`.
 * @attr {string} token - A one-account token, shared by every element on the page. Prefer the `token` property: an attribute stays visible in the page's markup.
 * @attr {string} api-base - Base URL of the API (default `/api`).
 * @attr {string} login-url - The one-account provider's authorize endpoint (absolute, or relative to this page; its own query, e.g. a `client_id` and a `scope`, is kept, and `client_id=civic-booking` and `scope=profile` are added when absent). A login the citizen starts leaves for it with PKCE (S256) and a state (and a nonce when the scope holds `openid`), and comes back to this page's URL without query and hash, where the widget finishes it. Without it the widget never leaves the page: the host runs the login on `cb-login-required` and hands the token in.
 * @attr {'PCWeb' | 'mobileWeb' | 'android' | 'ios'} platform - Where the widget runs; detected from the user agent, the native bridge and the screen width when absent.
 * @attr {'light' | 'dark' | 'auto'} theme - Colour theme; `auto` (default) follows `prefers-color-scheme`.
 *
 * @fires {CustomEvent<{ ticket: object }>} cb-ticket-created - A queue ticket was taken or an appointment booked. Bubbles, composed.
 * @fires {CustomEvent<{ route: string }>} cb-route-change - The widget moved to another screen. Bubbles, composed.
 * @fires {CustomEvent<{ returnTo: string }>} cb-login-required - A one-account login is wanted: the citizen chose to log in, or the next step needs one; `returnTo` is the route to come back to. Cancelable: when the citizen chose to log in and no listener calls `preventDefault()`, the widget leaves for its `login-url`; a host that runs the login itself prevents it and sets the `token` property. Bubbles, composed.
 * @fires {CustomEvent<{}>} cb-close - The session ended (24 hours on the page): the host may close or reload the page. Cancelable: on a plain page the widget calls `window.close()` unless a listener calls `preventDefault()`. Bubbles, composed.
 * @fires {CustomEvent<{ code: number | string | null, messageKey: string, message: string, route: string }>} cb-error - A failure the citizen was told about, and the route it happened on. Bubbles, composed.
 *
 * @csspart root - The element's root box (carries `data-theme` and `lang`).
 * @csspart header - The title bar.
 * @csspart body - The main content.
 * @csspart dialog - A dialog box: service detail, map, privacy clause, about, update, alerts.
 * @csspart toasts - The area where short messages appear.
 * @csspart toast - One short message.
 * @csspart spinner - The loading indicator.
 * @csspart empty - The no-data or load-error view, with its refresh button.
 * @csspart ribbon - The corner ribbon naming a test environment (never shown in production).
 * @csspart html - The administration's HTML (a service's detail, a ticket's notice), sanitised.
 * @csspart queue-stats - The live queue figures: waiting, not checked in, counters.
 * @csspart phone-input - The mobile number field with its area.
 * @csspart code-input - The SMS verification code field with its send-code button.
 *
 * @cssprop [--cb-primary=#0b5cad] - The one primary colour (buttons, title bar, links).
 * @cssprop [--cb-on-primary=#ffffff] - Text on the primary colour.
 * @cssprop [--cb-surface=#ffffff] - Background.
 * @cssprop [--cb-surface-alt=#f4f6f8] - Background of secondary areas.
 * @cssprop [--cb-text=#1b2430] - Text colour.
 * @cssprop [--cb-text-muted=#566170] - Secondary text colour.
 * @cssprop [--cb-border=#d5dbe2] - Border colour.
 * @cssprop [--cb-danger=#b3261e] - Errors and destructive actions.
 * @cssprop [--cb-radius=12px] - Corner radius of cards and dialogs.
 * @cssprop [--cb-radius-small=8px] - Corner radius of buttons and inputs.
 * @cssprop [--cb-font=system-ui, …] - Font stack.
 * @cssprop [--cb-font-size=16px] - Base font size.
 * @cssprop [--cb-focus-ring-color=#1a73e8] - Keyboard focus ring.
 * @cssprop --cb-min-height - The widget's least height, kept from its first paint to its first screen (by default its first screen's height: README, "Reserving the widgets' room").
 * @cssprop --cb-dark-primary - The primary colour in the dark theme (likewise `--cb-dark-surface`, `--cb-dark-text`, … for each colour).
 */
export class QueueTicketElement extends createElementBase({ root: QueueTicketRoot, reservedHeight: QUEUE_TICKET_HEIGHT }) {
  /** Registers `<queue-ticket>` (or another tag name); quiet when the tag is already defined. */
  static override define(tag = 'queue-ticket', registry: CustomElementRegistry = customElements): CustomElementConstructor {
    return super.define(tag, registry);
  }
}

QueueTicketElement.define();

declare global {
  interface HTMLElementTagNameMap {
    'queue-ticket': QueueTicketElement;
  }
}
