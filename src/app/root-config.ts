// What sets one element apart from another inside the one layout they share: the routes it may
// show, where it starts, which start-up attributes it honours, and whether it is the page itself.
import type { RoutePath } from '../domain/route-guard.ts';

type ElementTag = 'booking-app' | 'queue-ticket' | 'my-tickets' | 'service-search';

/** The attributes that say where an element starts (docs/element-contract.md). */
type StartAttribute = 'departmentId' | 'serviceCode' | 'serviceId' | 'locationId' | 'ticketId';

export interface ElementConfig {
  tag: ElementTag;
  /** The routes it may show; every route when absent. Any other route goes to `start`. */
  routes?: readonly RoutePath[];
  start: RoutePath;
  /** The start-up attributes it documents and honours; the others it ignores. */
  attributes: readonly StartAttribute[];
  /**
   * <booking-app> is a page of its own: it reads the page's link at start-up (docs/behaviour/2-screens.md), may
   * keep its route in the URL hash (`routing="hash"`) and titles its screens with an h1. The
   * others are widgets inside a host's page, which owns the link, the URL and the h1.
   */
  ownsPage?: boolean;
  /**
   * <booking-app> opens a service at a location that another widget on the page chose
   * (`cb-service-selected`), so that widget stays where it is (use-selection-take-over.ts).
   */
  takesOverSelections?: boolean;
}
