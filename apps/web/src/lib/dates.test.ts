import { describe, expect, it } from 'vitest';
import { formatBillingDate } from './dates';

describe('formatBillingDate', () => {
  it("writes 'MMM DD, YYYY' with a two-digit day", () => {
    expect(formatBillingDate('2026-11-03T10:00:00.000Z', 'UTC')).toBe('Nov 03, 2026');
    expect(formatBillingDate('2027-01-23T00:00:00.000Z', 'UTC')).toBe('Jan 23, 2027');
  });

  it("uses the reader's time zone: late on the 31st in London is the 1st in Lagos", () => {
    const iso = '2026-12-31T23:30:00.000Z';
    expect(formatBillingDate(iso, 'Europe/London')).toBe('Dec 31, 2026');
    expect(formatBillingDate(iso, 'Africa/Lagos')).toBe('Jan 01, 2027');
  });
});
