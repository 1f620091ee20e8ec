/**
 * True when the request never reached the server. RTK-style clients report `{ status:
 * 'FETCH_ERROR' }`; a bare `fetch` rejects with a TypeError whose wording varies by browser.
 * The global error screen shows its network message for these (product.md §2, §8).
 */
export function isFetchError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    if ((error as { status: unknown }).status === 'FETCH_ERROR') return true;
  }
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network request failed/i.test(error.message)
  );
}
