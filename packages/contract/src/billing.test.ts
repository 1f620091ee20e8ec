import { describe, expect, it } from 'vitest';
import { INTERVAL_MONTHS, periodMonths } from './billing';

describe('billing durations (decision 020)', () => {
  it('counts every paid year as 12 months, leap years included', () => {
    const year = (from: string, to: string) => periodMonths(new Date(from), new Date(to));
    // The months an annual order records are the months its year lasts.
    expect(year('2026-03-01T10:00:00Z', '2027-03-01T10:00:00Z')).toBe(INTERVAL_MONTHS.annual);
    expect(year('2027-03-01T10:00:00Z', '2028-03-01T10:00:00Z')).toBe(12); // 366 days
    expect(year('2028-02-29T00:00:00Z', '2029-02-28T00:00:00Z')).toBe(12);
    expect(year('2026-01-31T00:00:00Z', '2026-02-28T00:00:00Z')).toBe(1);
    expect(year('2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z')).toBe(1);
  });
});
