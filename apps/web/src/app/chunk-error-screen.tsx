import { buttonClass } from '../components/button-styles';
import { StatusScreen } from '../components/status-screen';
import { useT } from '../i18n/translate';
import { reloadPage } from '../lib/full-navigation';

type ChunkErrorScreenProps = { chunk: string };

/**
 * A page's code could not be downloaded (product.md §8 'Loading chunk {n} failed'). Only a reload
 * helps: browsers remember a failed module import for the life of the document.
 */
export function ChunkErrorScreen({ chunk }: ChunkErrorScreenProps) {
  const t = useT();
  return (
    <StatusScreen
      title={t('chunkError.title', { chunk })}
      actions={
        <button type="button" className={buttonClass('primary')} onClick={reloadPage}>
          {t('chunkError.retry')}
        </button>
      }
    >
      <p>{t('chunkError.text')}</p>
    </StatusScreen>
  );
}
