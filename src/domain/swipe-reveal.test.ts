import { describe, expect, test } from 'vitest';
import { SWIPE_ACTION_PX, swipeAxis, swipeOffset, swipeRevealed, type SwipeAxis } from './swipe-reveal.ts';

const axes: Array<[string, number, number, SwipeAxis]> = [
  ['a tap that wobbles (6 px across, 4 down) → undecided, still a tap', -6, 4, 'undecided'],
  ['9 px straight left → undecided (below the 10 px slop)', -9, 0, 'undecided'],
  ['right to left, 30 px across and 8 down → horizontal: the item is dragged', -30, 8, 'horizontal'],
  ['left to right, 20 px → horizontal (closes an open item)', 20, 0, 'horizontal'],
  ['mostly down (12 across, 40 down) → vertical: the page scrolls', -12, 40, 'vertical'],
  ['mostly up (5 across, 15 up) → vertical', 5, -15, 'vertical'],
  ['exactly diagonal (20, 20) → vertical: scrolling wins a tie', -20, 20, 'vertical'],
];

describe('docs/behaviour/2-screens.md (My favourites), swipe left: a drag or a scroll', () => {
  test.each(axes)('%s', (_name, dx, dy, axis) => {
    expect(swipeAxis(dx, dy)).toBe(axis);
  });
});

const offsets: Array<[string, number, number, number]> = [
  ['closed, dragged 40 px left → follows the finger (-40)', 0, -40, -40],
  ['closed, dragged 300 px left → stops at the button’s width', 0, -300, -SWIPE_ACTION_PX],
  ['closed, dragged right → stays where it rests (0)', 0, 50, 0],
  ['open, dragged 30 px right → -66', -SWIPE_ACTION_PX, 30, -SWIPE_ACTION_PX + 30],
  ['open, dragged 200 px right → back at rest (0)', -SWIPE_ACTION_PX, 200, 0],
];

describe('docs/behaviour/2-screens.md (My favourites), swipe left: where the item sits while dragged', () => {
  test.each(offsets)('%s', (_name, start, dx, offset) => {
    expect(swipeOffset(start, dx)).toBe(offset);
  });
});

const releases: Array<[string, number, boolean]> = [
  ['released at 0 → closed', 0, false],
  ['released 47 px left (short of half of 96) → closes again', -47, false],
  ['released 48 px left (half) → the delete button stays revealed', -48, true],
  ['released fully open → revealed', -SWIPE_ACTION_PX, true],
];

describe('docs/behaviour/2-screens.md (My favourites), swipe left: on release', () => {
  test.each(releases)('%s', (_name, offset, revealed) => {
    expect(swipeRevealed(offset)).toBe(revealed);
  });
});
