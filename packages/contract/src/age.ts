import { MIN_AGE } from './constants';

/** A birth as the profile keeps it: year and month only (product.md §3, month 1–12). */
export type BirthMonth = { yearOfBirth: number; monthOfBirth: number };

/** Age in whole years from year and month: one less until the birth month is reached. */
export function ageFrom({ yearOfBirth, monthOfBirth }: BirthMonth, now: Date): number {
  const years = now.getUTCFullYear() - yearOfBirth;
  return now.getUTCMonth() + 1 < monthOfBirth ? years - 1 : years;
}

/** product.md §5: 'at least 18 years by year difference only' — the month is ignored on purpose. */
export function isOldEnoughByYear(yearOfBirth: number, now: Date, minAge = MIN_AGE): boolean {
  return now.getUTCFullYear() - yearOfBirth >= minAge;
}

/** A birth month after the current month (of the current year) or a later year. */
export function isBirthInFuture({ yearOfBirth, monthOfBirth }: BirthMonth, now: Date): boolean {
  const year = now.getUTCFullYear();
  return yearOfBirth > year || (yearOfBirth === year && monthOfBirth > now.getUTCMonth() + 1);
}
