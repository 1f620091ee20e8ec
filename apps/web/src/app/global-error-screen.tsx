import { buttonClass } from '../components/button-styles';
import { StatusScreen } from '../components/status-screen';
import { assignLocation } from '../lib/full-navigation';
import { isFetchError } from '../lib/is-fetch-error';

export const NETWORK_MESSAGE =
  'Network error. Please check your internet connection and try again.';
export const GENERIC_MESSAGE = 'We ran into an error. Kindly refresh the page';

type GlobalErrorScreenProps = { error: unknown };

/** The crash screen of product.md §2 and product.md §8. */
export function GlobalErrorScreen({ error }: GlobalErrorScreenProps) {
  return (
    <StatusScreen
      title="Oops"
      actions={
        // A full navigation, not a router one: whatever broke is left behind with the old page.
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => assignLocation('/dashboard')}
        >
          Refresh page
        </button>
      }
    >
      <p>{isFetchError(error) ? NETWORK_MESSAGE : GENERIC_MESSAGE}</p>
    </StatusScreen>
  );
}
