import { describe, expect, it } from 'vitest';
import { visibleQueueFigures } from './queue-stats.ts';

describe('queue statistics cells (docs/behaviour/5-validation.md (Queue statistics) "Wait count and open-counter are shown only when non-negative; not-checked-in only when non-negative and nonzero")', () => {
  it.each([
    ['all known, 3 not checked in → three cells', { waitCount: 12, openCounter: 3, notCheckInCount: 3 }, ['waitCount=12', 'openCounter=3', 'notCheckInCount=3']],
    ['nobody waiting (0) → wait count still shown', { waitCount: 0, openCounter: 2, notCheckInCount: 1 }, ['waitCount=0', 'openCounter=2', 'notCheckInCount=1']],
    ['no counter open (0) → open counters still shown', { waitCount: 5, openCounter: 0, notCheckInCount: 1 }, ['waitCount=5', 'openCounter=0', 'notCheckInCount=1']],
    ['not checked in 0 → hidden', { waitCount: 5, openCounter: 2, notCheckInCount: 0 }, ['waitCount=5', 'openCounter=2']],
    ['wait count -1 (unknown) → hidden', { waitCount: -1, openCounter: 2, notCheckInCount: 0 }, ['openCounter=2']],
    ['open counters -1 → hidden', { waitCount: 4, openCounter: -1, notCheckInCount: 2 }, ['waitCount=4', 'notCheckInCount=2']],
    ['not checked in -1 → hidden', { waitCount: 4, openCounter: 1, notCheckInCount: -1 }, ['waitCount=4', 'openCounter=1']],
    ['figures missing → nothing', {}, []],
    ['no answer (silent call failed) → nothing', null, []],
  ])('%s', (_name, counter, cells) => {
    expect(visibleQueueFigures(counter).map((c) => `${c.figure}=${c.value}`)).toEqual(cells);
  });
});
