/** Time as the services see it; tests pass a fixed one (decision 053). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that moves only when told to.
 * @internal Tests' clock (decision 053: timers are configurable so tests never sleep).
 */
export function fixedClock(start = new Date('2026-01-15T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/** `seconds` after `date`. */
export const addSeconds = (date: Date, seconds: number) =>
  new Date(date.getTime() + seconds * 1000);
