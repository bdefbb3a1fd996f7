import { describe, expect, it } from 'vitest';
import { wireDate } from './wire-dates.ts';

describe('wire dates', () => {
  it('wireDate writes DD/MM/YYYY', () => {
    expect(wireDate('2026-03-02')).toBe('02/03/2026');
  });
});
