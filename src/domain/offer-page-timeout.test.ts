import { describe, expect, test } from 'vitest';
import { OFFER_PAGE_IDLE_MS, offerTimeout, type OfferTimeout } from './offer-page-timeout.ts';

const MIN = 60_000;

describe('docs/behaviour/2-screens.md, docs/behaviour/4-states.md the offer page times out and returns home; the last minute counts down', () => {
  test.each<[string, number, OfferTimeout]>([
    ['just opened → 5 min left, no countdown', 0, { msLeft: 5 * MIN, warning: false, secondsLeft: 300 }],
    ['3 min 59 s idle → no countdown yet', 4 * MIN - 1000, { msLeft: MIN + 1000, warning: false, secondsLeft: 61 }],
    ['4 min idle → the countdown shows 60 s', 4 * MIN, { msLeft: MIN, warning: true, secondsLeft: 60 }],
    ['4 min 59.5 s idle → still "1 s", never "0 s" while it runs', 5 * MIN - 500, { msLeft: 500, warning: true, secondsLeft: 1 }],
    ['5 min idle → due: back home', 5 * MIN, { msLeft: 0, warning: false, secondsLeft: 0 }],
    ['long past → due', 60 * MIN, { msLeft: 0, warning: false, secondsLeft: 0 }],
    ['clock moved back before the last action → a full spell again', -MIN, { msLeft: OFFER_PAGE_IDLE_MS, warning: false, secondsLeft: 300 }],
  ])('%s', (_name, idle, expected) => {
    expect(offerTimeout(1_000_000, 1_000_000 + idle)).toEqual(expected);
  });
});
