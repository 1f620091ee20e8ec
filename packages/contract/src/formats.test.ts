import { describe, expect, it } from 'vitest';
import { formatDayIn, formatMonthYearIn, formatNumberIn, formatPriceIn } from './formats';

describe('formats shared by the web and the e-mails', () => {
  it('writes money with the symbol first, grouping and Latin digits in every language', () => {
    for (const language of ['en', 'ha', 'yo', 'ar'] as const) {
      expect(formatPriceIn(language, 10_000, 'NGN'), language).toBe('₦10,000');
      expect(formatPriceIn(language, 25.5, 'USD'), language).toBe('$25.50');
    }
    expect(formatNumberIn('ar', 1234)).toBe('1,234');
  });

  it('writes a day as the billing page does, in the time zone given', () => {
    const at = new Date('2026-12-05T23:30:00Z');
    expect(formatDayIn('en', at, 'UTC')).toBe('Dec 05, 2026');
    expect(formatDayIn('ha', at, 'UTC')).toBe('5 Disamba, 2026');
    expect(formatDayIn('ha', at, 'Africa/Lagos')).toBe('6 Disamba, 2026');
    expect(formatDayIn('yo', at, 'UTC')).toBe('5 Oṣù Ọ̀pẹ̀ 2026');
    expect(formatDayIn('ar', at, 'UTC')).toBe('5 ديسمبر 2026');
    expect(formatMonthYearIn('ha', 1998, 3)).toBe('Maris 1998');
  });
});
