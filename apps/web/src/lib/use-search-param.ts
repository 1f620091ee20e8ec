import { useMemo } from 'react';
import { useLocation } from 'react-router';

// Instead of React Router's useSearchParams: every router export an app page uses is kept in
// the `/` bundle (the router lives there), and that bundle has no bytes to spare.

/** One query-string parameter of the current address, or null. */
export function useSearchParam(name: string): string | null {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search).get(name), [search, name]);
}
