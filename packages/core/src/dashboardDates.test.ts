import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBetween, isDay, latestExamDate } from './dashboardDates';

describe('dashboard dates', () => {
  it('reads today in the learner’s zone', () => {
    const now = Date.parse('2026-11-26T22:30:00Z');
    expect(dayIn('UTC', now)).toBe('2026-11-26');
    expect(dayIn('Asia/Tehran', now)).toBe('2026-11-27');
    expect(dayIn('America/Los_Angeles', now)).toBe('2026-11-26');
  });

  it('counts and moves calendar days', () => {
    expect(daysBetween('2026-11-26', '2026-12-04')).toBe(8);
    expect(daysBetween('2026-12-04', '2026-11-26')).toBe(-8);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('allows exam dates up to about 5 years ahead and checks the format', () => {
    expect(latestExamDate('2026-11-26')).toBe('2031-11-25');
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('26-11-2026')).toBe(false);
  });
});
