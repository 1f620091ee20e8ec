import { useEffect, useState } from 'react';
import { ApiError } from './api-client';

/** Seconds left until `until` (a Date.now() time), ticking once a second while any are left. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The rest after a code is sent (an e-mailed code, a texted one): the send button waits as long
 * as we were told, `waitFor(seconds)` after a send, or what a refusal's `Retry-After` says
 * (`waitAfter(error)`); a second send sooner would send nothing (decisions 018, 083).
 */
export function useResendWait() {
  const [until, setUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(until);
  const waitFor = (seconds: number) => setUntil(Date.now() + seconds * 1000);
  return {
    secondsLeft,
    isWaiting: secondsLeft > 0,
    waitFor,
    waitAfter: (error: Error) => {
      if (error instanceof ApiError && error.retryAfter) waitFor(error.retryAfter);
    },
  };
}
