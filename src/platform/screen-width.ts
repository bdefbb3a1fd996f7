// docs/behaviour/9-constants.md's one small-screen / wide-screen threshold, for both of its uses: detecting the
// platform from the viewport (attribute-settings.ts) and the layout of an element by its own width
// (root-font-size.ts). CSS never repeats the number: it styles the `cb-wide` class that
// root-font-size.ts sets from this rule, so a change here is the whole change.

export const WIDE_SCREEN_MIN_WIDTH = 640;

/** Wide from 640 px on; below it the small-screen language list, background and platform. */
export function isWideScreen(width: number): boolean {
  return width >= WIDE_SCREEN_MIN_WIDTH;
}
