import type { MatchablePreference } from '@waliyy/contract/matching';
import { ANY_PREFERENCE } from '@waliyy/contract/matching-preference';
import { PREFERENCE_RESULT_MESSAGES } from '@waliyy/contract/preferences';
import { json, mockApi } from '../../test/api-mock';
import { renderPage } from '../../test/render';
import { signIn } from '../../test/session-fixtures';
import { FilterPage } from './pages/filter-page';

// The set-up of /filter's tests (filter-page.test.tsx, filter-checks.test.tsx): the single c1's
// preference as the API holds it, and the page opened on it.

export const PATH = '/parent/child/preference/c1';

/** Every field at its default: minAge 18, no limits, any, no preference (decision 044). */
export const DEFAULT_BODY = ANY_PREFERENCE;

/**
 * A saved preference as the tests write it: the contract's matchable shape (its lists read-only,
 * so `DEFAULT_BODY` spreads into one) with its single. The API's `Preference` is one.
 */
type SavedPreference = MatchablePreference & { childId: string };

/** The page opened for single c1, `saved` its preference (null: none yet); returns the fetch mock. */
export function openFilter(saved: SavedPreference | null, state?: unknown) {
  signIn({ childId: 'c1' });
  const fetchMock = mockApi({
    [`GET ${PATH}`]: () => json(200, { message: '', data: saved }),
    [`POST ${PATH}`]: ({ body }) =>
      json(201, {
        message: PREFERENCE_RESULT_MESSAGES.created,
        data: { childId: 'c1', ...(body as object) },
      }),
    [`PUT ${PATH}`]: ({ body }) =>
      json(200, {
        message: PREFERENCE_RESULT_MESSAGES.updated,
        data: { childId: 'c1', ...(body as object) },
      }),
  });
  renderPage(<FilterPage />, { pathname: '/filter', state });
  return fetchMock;
}
