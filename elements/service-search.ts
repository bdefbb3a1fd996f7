// <service-search>: the element's public contract only; its behaviour lives in the root it renders.
import '../src/element/ssr-shim.ts';
import { createElementBase } from '../src/element/element-base.tsx';
import ServiceSearchRoot, { SERVICE_SEARCH_HEIGHT } from '../src/app/service-search-root.tsx';
// Declares the cb-* events' types for listeners (kept in this entry's .d.ts for hosts that import only it).
import '../src/platform/events.ts';

/**
 * By keyword or service code; optionally starting in one department (a department's own page).
 *
 * @summary Search services and departments, and drill down to a service at a location.
 * @tagname service-search
 *
 * @attr {string} language - Interface language: `zh-MO`, `zh-Hant`, `zh-hans`, `pt`, `en`, or `zh_hant`, `zh_hans`, `pt_pt`, `en_us`; anything else gives traditional Chinese (default `zh_hant`). Switches the text live.
 * @attr {string} department-id - A department id: start in that department.
 * @attr {string} service-code - A public service code: open that service.
 * @attr {string} app-url - The full app's page (absolute, or relative to this page). When the citizen has chosen a service at a location and no listener took over `cb-service-selected`, the widget links there, opened at that service and location (`?serviceId=…&locationId=…&language=…`); without it the widget goes on to the next step itself.
 * @attr {string} token - A one-account token, shared by every element on the page. Prefer the `token` property: an attribute stays visible in the page's markup.
 * @attr {string} api-base - Base URL of the API (default `/api`).
 * @attr {string} login-url - The one-account provider's authorize endpoint (absolute, or relative to this page; its own query, e.g. a `client_id` and a `scope`, is kept, and `client_id=civic-booking` and `scope=profile` are added when absent). A login the citizen starts leaves for it with PKCE (S256) and a state (and a nonce when the scope holds `openid`), and comes back to this page's URL without query and hash, where the widget finishes it. Without it the widget never leaves the page: the host runs the login on `cb-login-required` and hands the token in.
 * @attr {'PCWeb' | 'mobileWeb' | 'android' | 'ios'} platform - Where the widget runs; detected from the user agent, the native bridge and the screen width when absent.
 * @attr {'light' | 'dark' | 'auto'} theme - Colour theme; `auto` (default) follows `prefers-color-scheme`.
 *
 * @fires {CustomEvent<{ service: object, location: object | null, next: string }>} cb-service-selected - The citizen chose a service at a location; `next` is the route it leads to (`/queueOrBook`, `/offerNum`, `/setParams`, `/reserve`). Cancelable: a listener that takes over (a `<booking-app>` on the page, or the host's own flow) calls `preventDefault()` and the widget stays where it is; otherwise it links to `app-url`, or goes on to the next step itself. Bubbles, composed.
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
 * @csspart tabs - The tab bar: by service type, by location.
 * @csspart service-type - An expandable service type with its services.
 * @csspart location-item - A location in a list, with its map link and overlays.
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
export class ServiceSearchElement extends createElementBase({ root: ServiceSearchRoot, reservedHeight: SERVICE_SEARCH_HEIGHT }) {
  /** Registers `<service-search>` (or another tag name); quiet when the tag is already defined. */
  static override define(tag = 'service-search', registry: CustomElementRegistry = customElements): CustomElementConstructor {
    return super.define(tag, registry);
  }
}

ServiceSearchElement.define();

declare global {
  interface HTMLElementTagNameMap {
    'service-search': ServiceSearchElement;
  }
}
