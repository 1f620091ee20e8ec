import { describe, expect, it } from 'vitest';
import { formatBillingDate, formatMonthYear } from './dates';

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

describe('dates in the language shown', () => {
  it('writes Arabic with Latin digits, Hausa and Yoruba with their own months', async () => {
    const { activateLanguage } = await import('../i18n/i18n');
    await activateLanguage('ar');
    expect(formatBillingDate('2026-11-03T10:00:00.000Z', 'UTC')).toBe('3 نوفمبر 2026');
    expect(formatMonthYear(1998, 3)).toBe('مارس 1998');
    expect(formatBillingDate('2026-11-03T10:00:00.000Z', 'UTC', 'ha')).toBe('3 Nuwamba, 2026');
    expect(formatBillingDate('2026-12-31T23:30:00.000Z', 'Africa/Lagos', 'yo')).toBe(
      '1 Oṣù Ṣẹ́rẹ́ 2027',
    );
    expect(formatMonthYear(1998, 3, 'ha')).toBe('Maris 1998');
    expect(formatMonthYear(1998, 3, 'en')).toBe('March 1998');
    expect(formatBillingDate('2026-11-03T10:00:00.000Z', 'UTC', 'en')).toBe('Nov 03, 2026');
  });
});
