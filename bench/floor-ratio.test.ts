import { describe, expect, it } from 'vitest';
import { ratioRow } from './floor-ratio.ts';

const floor = { 1: 100, 4: 300 } as const;

describe('a timing row judged as a ratio to the floor of the same run', () => {
  it('within budget at both rates: ok, the ratios beside the times', () => {
    expect(ratioRow('live', { 1: 400, 4: 1200 }, { 1: 4.8, 4: 4.6 }, floor)).toEqual({
      measure: 'live',
      value: '400 ms / 1200 ms (×4.00 / ×4.00)',
      budget: '≤ ×4.8 / ≤ ×4.6 floor',
      ok: true,
    });
  });

  it('the same times on a machine three times slower, floor included: still ok', () => {
    expect(ratioRow('live', { 1: 1200, 4: 3600 }, { 1: 4.8, 4: 4.6 }, { 1: 300, 4: 900 }).ok).toBe(true);
  });

  it('over at one rate: missed', () => {
    expect(ratioRow('live', { 1: 400, 4: 1500 }, { 1: 4.8, 4: 4.6 }, floor).ok).toBe(false);
  });

  it('a budget at one rate judges that rate alone', () => {
    const row = ratioRow('blocking', { 1: 0, 4: 200 }, { 4: 0.4 }, floor);
    expect(row.budget).toBe('4×: ≤ ×0.4 floor');
    expect(row.ok).toBe(false);
  });

  it('a time not measured is missed', () => {
    expect(ratioRow('live', { 1: Number.NaN, 4: 1200 }, { 1: 4.8, 4: 4.6 }, floor).ok).toBe(false);
  });

  it('without a floor the row is shown, not judged', () => {
    expect(ratioRow('live', { 1: 400, 4: 1200 }, { 1: 4.8 }, undefined)).toEqual({
      measure: 'live',
      value: '400 ms / 1200 ms',
      budget: '1×: ≤ ×4.8 floor (no floor: not judged)',
    });
  });
});
