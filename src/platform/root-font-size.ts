// docs/behaviour/9-constants.md: root font size width/390×12 px, at most 40 px, and the small/wide-screen threshold
// (screen-width.ts), both measured on the element's own width (a widget in a sidebar is narrow on
// a wide screen). Applied as a CSS custom property through a per-instance constructable sheet and
// a class on the root, never a style attribute (strict CSP).
import { isWideScreen } from './screen-width.ts';

const FONT_DESIGN_WIDTH = 390;
const FONT_BASE_PX = 12;
const FONT_MAX_PX = 40;
const ROOT_FONT_PROPERTY = '--cb-root-font-size';
export const WIDE_CLASS = 'cb-wide';

/** width/390×12 px, at most 40 px; rounded to 1/100 px. Null for a box not laid out yet. */
export function rootFontSize(width: number): number | null {
  if (!Number.isFinite(width) || width <= 0) return null;
  return Math.min(Math.round((width / FONT_DESIGN_WIDTH) * FONT_BASE_PX * 100) / 100, FONT_MAX_PX);
}

export function rootSizeCss(fontPx: number): string {
  return `:host { ${ROOT_FONT_PROPERTY}: ${fontPx}px; }`;
}

type ResizeObserverLike = { observe(target: Element): void; disconnect(): void };
export type ResizeObserverFactory = (callback: (width: number) => void) => ResizeObserverLike;

const browserResizeObserver: ResizeObserverFactory | null =
  typeof ResizeObserver === 'undefined'
    ? null
    : (callback) => new ResizeObserver((entries) => {
        const entry = entries[entries.length - 1];
        if (entry) callback(entry.contentBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
      });

/**
 * Follows `host`'s width: the font size goes to the shadow root as a sheet, the wide class to
 * `root`. Returns the function that stops following.
 */
export function followRootSize(host: HTMLElement, root: Element, observe: ResizeObserverFactory | null = browserResizeObserver): () => void {
  const shadow = host.shadowRoot;
  const canAdopt = shadow && typeof CSSStyleSheet !== 'undefined' && 'adoptedStyleSheets' in shadow;
  const sheet = canAdopt ? new CSSStyleSheet() : null;
  if (shadow && sheet) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  const apply = (width: number) => {
    const font = rootFontSize(width);
    if (font === null) return;
    sheet?.replaceSync(rootSizeCss(font));
    root.classList.toggle(WIDE_CLASS, isWideScreen(width));
  };
  const observer = observe?.(apply);
  // A new observation reports the current size after the next layout, before paint; measuring
  // here instead would force a layout in the middle of the first render.
  if (observer) observer.observe(host);
  else apply(host.getBoundingClientRect().width);
  return () => {
    observer?.disconnect();
    if (shadow && sheet) shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
