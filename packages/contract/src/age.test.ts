import { describe, expect, it } from 'vitest';
import { ageFrom, isBirthInFuture, isOldEnoughByYear } from './age';

const now = new Date('2026-06-15T12:00:00Z');

describe('age from year and month', () => {
  it('counts whole years, one less until the birth month', () => {
    expect(ageFrom({ yearOfBirth: 2000, monthOfBirth: 6 }, now)).toBe(26);
    expect(ageFrom({ yearOfBirth: 2000, monthOfBirth: 7 }, now)).toBe(25);
    expect(ageFrom({ yearOfBirth: 2000, monthOfBirth: 1 }, now)).toBe(26);
  });

  it('applies the 18 rule by year difference only (product.md §5)', () => {
    expect(isOldEnoughByYear(2008, now)).toBe(true);
    expect(isOldEnoughByYear(2009, now)).toBe(false);
    // December 2008 is 17 in June 2026 by months, but 18 by year difference.
    expect(ageFrom({ yearOfBirth: 2008, monthOfBirth: 12 }, now)).toBe(17);
  });

  it('knows a future birth month', () => {
    expect(isBirthInFuture({ yearOfBirth: 2026, monthOfBirth: 7 }, now)).toBe(true);
    expect(isBirthInFuture({ yearOfBirth: 2026, monthOfBirth: 6 }, now)).toBe(false);
    expect(isBirthInFuture({ yearOfBirth: 2027, monthOfBirth: 1 }, now)).toBe(true);
  });
});
