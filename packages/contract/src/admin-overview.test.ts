import { describe, expect, it } from 'vitest';
import { OVERVIEW_MESSAGES, OverviewQuery, overviewDays } from './admin-overview';

describe('OverviewQuery', () => {
  const messageOf = (query: Record<string, string>) => {
    const parsed = OverviewQuery.safeParse(query);
    return parsed.success ? null : parsed.error.issues.map((i) => i.message);
  };

  it('takes a range of 1 to 366 whole days, per day unless a grouping is asked for', () => {
    expect(OverviewQuery.parse({ from: '2026-06-01', to: '2026-06-01' })).toEqual({
      from: '2026-06-01',
      to: '2026-06-01',
      group: 'day',
    });
    expect(
      OverviewQuery.parse({ from: '2025-01-01', to: '2026-01-01', group: 'month' }).group,
    ).toBe('month');
    expect(overviewDays('2025-01-01', '2026-01-01')).toBe(366);
  });

  it('says in a sentence what is wrong with a range or a grouping', () => {
    expect(messageOf({ from: '2026-06-05', to: '2026-06-01' })).toEqual([
      OVERVIEW_MESSAGES.rangeOrder,
    ]);
    expect(messageOf({ from: '2025-01-01', to: '2026-01-02' })).toEqual([
      OVERVIEW_MESSAGES.rangeLength,
    ]);
    expect(messageOf({ from: '2026-06-01', to: '2026-06-02', group: 'year' })).toEqual([
      OVERVIEW_MESSAGES.group,
    ]);
  });
});
