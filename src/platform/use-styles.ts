// Styles reach a shadow root only as constructable stylesheets (adoptedStyleSheets): no <style>
// element and no style attribute, so a host page's strict Content-Security-Policy (no
// 'unsafe-inline') holds. One CSSStyleSheet per CSS text, shared by every instance on the page.
import { useHost } from './host-context.ts';

const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/** Adds the sheet for `cssText` to `root` unless it is already there (idempotent). */
export function adoptStyles(root: ShadowRoot | null | undefined, cssText: string): void {
  // Without constructable stylesheets (Node, the SSR shim) there is nothing to style.
  if (!root || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root)) return;
  const sheet = sheetFor(cssText);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * Applies a component's CSS (imported as `import css from './x.css?inline'`) to the shadow root
 * it renders in. Runs during render, before the browser paints, so nothing shows unstyled.
 */
export function useStyles(cssText: string): void {
  adoptStyles(useHost().host.shadowRoot, cssText);
}
