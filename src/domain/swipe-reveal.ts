// Swipe left on a list item to reveal its delete button (docs/behaviour/2-screens.md (My favourites)). A finger that
// moves mostly sideways drags the item; one that moves mostly up or down is scrolling the page and
// is left to the browser. Released past half the button's width, the item stays open; short of
// it, it closes again. A swipe to the right closes an open item.

/** The revealed delete button's width, and so how far the item slides. */
export const SWIPE_ACTION_PX = 96;

/** How far a pointer travels before the gesture counts as a drag or a scroll (a tap moves less). */
const SWIPE_SLOP_PX = 10;

export type SwipeAxis = 'undecided' | 'horizontal' | 'vertical';

/** Which way the gesture goes, from how far the pointer has moved since it went down. */
export function swipeAxis(dx: number, dy: number): SwipeAxis {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_SLOP_PX) return 'undecided';
  return Math.abs(dx) > Math.abs(dy) ? 'horizontal' : 'vertical';
}

/**
 * Where the item sits while dragged: its offset when the drag began plus the pointer's travel,
 * never right of its resting place nor further left than the button is wide.
 */
export function swipeOffset(startOffset: number, dx: number, actionPx = SWIPE_ACTION_PX): number {
  return Math.min(0, Math.max(-actionPx, startOffset + dx));
}

/** On release: the delete button stays revealed when the item was dragged past half its width. */
export function swipeRevealed(offset: number, actionPx = SWIPE_ACTION_PX): boolean {
  return offset <= -actionPx / 2;
}
