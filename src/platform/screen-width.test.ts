import { describe, expect, it } from 'vitest';
import { isWideScreen, WIDE_SCREEN_MIN_WIDTH } from './screen-width.ts';

describe('docs/behaviour/9-constants.md small-screen / wide-screen threshold 640 px', () => {
  it('the threshold is 640 px', () => expect(WIDE_SCREEN_MIN_WIDTH).toBe(640));
  const rows: [number, boolean][] = [[639, false], [640, true], [375, false], [1024, true]];
  for (const [width, wide] of rows) {
    it(`width ${width} px → ${wide ? 'wide' : 'small'}`, () => expect(isWideScreen(width)).toBe(wide));
  }
});
