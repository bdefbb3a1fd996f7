// A widget inside a host's page keeps one height from its first paint to its first screen: the
// box before its texts arrive, its title and spinner, then the screen itself. The host's content
// below it then does not move while it loads (layout shift, which the host's page is ranked by).
// Measured on the widgets' first screens in English (README, "Reserving the widgets' room").
import { WIDE_SCREEN_MIN_WIDTH } from '../platform/screen-width.ts';

/** The least height of a widget's box, in CSS px, below and from the 640 px wide-screen width. */
export interface ReservedHeight {
  narrow: number;
  wide: number;
}

/**
 * The sheet that gives the element its least height (`--cb-reserved-height`; a host's
 * `--cb-min-height` instead, when it sets one). The viewport's width decides, as it does for a
 * host's `:not(:defined)` rule: the element's own width is not known before it renders.
 */
export function reservedHeightCss({ narrow, wide }: ReservedHeight): string {
  return [
    `:host { --cb-reserved-height: ${narrow}px; min-height: var(--cb-min-height, var(--cb-reserved-height)); }`,
    `@media (min-width: ${WIDE_SCREEN_MIN_WIDTH}px) { :host { --cb-reserved-height: ${wide}px; } }`,
  ].join('\n');
}
