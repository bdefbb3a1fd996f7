import { describe, expect, it } from 'vitest';
import type { QueueCounter } from '../common/api-contract.ts';
import { t } from '../i18n/translate.ts';
import { queueAnnouncement } from './queue-announcement.ts';

const figures = (waitCount: number, openCounter: number, notCheckInCount: number): QueueCounter => ({ waitCount, openCounter, notCheckInCount });

describe('live queue figures are announced politely only when a shown figure changed', () => {
  it.each([
    ['first figures of the page → no announcement', null, figures(12, 3, 2), null],
    ['a poll with the same figures → no announcement', figures(12, 3, 2), figures(12, 3, 2), null],
    ['waiting count 12 → 11 → "People waiting now: 11"', figures(12, 3, 2), figures(11, 3, 2), ['People waiting now: 11']],
    ['a counter opens and one more checks in → both, in panel order', figures(12, 3, 2), figures(12, 4, 3), ['Open counters now: 4', 'Not checked in now: 3']],
    ['not checked in 2 → 0 (no longer shown) → nothing shown changed, no announcement', figures(12, 3, 2), figures(12, 3, 0), null],
    ['not checked in 0 → 1 (now shown) → announced', figures(12, 3, 0), figures(12, 3, 1), ['Not checked in now: 1']],
    ['waiting count becomes unknown (-1) → not shown, no announcement', figures(12, 3, 2), figures(-1, 3, 2), null],
    ['figures unknown (-1) before the first poll (docs/behaviour/7-api.md: the location-service answer has none) → their arrival is not announced', figures(-1, -1, -1), figures(12, 3, 2), null],
    ['the poll failed silently (no figures) → no announcement', figures(12, 3, 2), null, null],
    ['figures back after a failed poll → announced as changed from the last shown', figures(12, 3, 2), figures(9, 3, 2), ['People waiting now: 9']],
  ])('%s', (_name, previous, next, english) => {
    const sentences = queueAnnouncement(previous, next);
    expect(sentences && sentences.map((s) => t('en_us', s.key, s.params))).toEqual(english);
  });
});
