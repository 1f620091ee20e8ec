import { buttonClass } from '../components/button-styles';
import { StatusScreen } from '../components/status-screen';
import { useT } from '../i18n/translate';
import { assignLocation } from '../lib/full-navigation';
import { isFetchError } from '../lib/is-fetch-error';

type GlobalErrorScreenProps = { error: unknown };

/** The crash screen of product.md §2 and product.md §8. */
export function GlobalErrorScreen({ error }: GlobalErrorScreenProps) {
  const t = useT();
  return (
    <StatusScreen
      title={t('crash.title')}
      actions={
        // A full navigation, not a router one: whatever broke is left behind with the old page.
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => assignLocation('/dashboard')}
        >
          {t('crash.refresh')}
        </button>
      }
    >
      <p>{t(isFetchError(error) ? 'crash.network' : 'crash.generic')}</p>
    </StatusScreen>
  );
}
