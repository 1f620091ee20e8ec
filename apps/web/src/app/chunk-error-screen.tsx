import { buttonClass } from '../components/button-styles';
import { StatusScreen } from '../components/status-screen';
import { reloadPage } from '../lib/full-navigation';

type ChunkErrorScreenProps = { chunk: string };

/**
 * A page's code could not be downloaded (product.md §8 'Loading chunk {n} failed'). Only a reload
 * helps: browsers remember a failed module import for the life of the document.
 */
export function ChunkErrorScreen({ chunk }: ChunkErrorScreenProps) {
  return (
    <StatusScreen
      title={`Loading chunk ${chunk} failed`}
      actions={
        <button type="button" className={buttonClass('primary')} onClick={reloadPage}>
          Try again
        </button>
      }
    >
      <p>
        This part of Waliyy could not be downloaded. Please check your internet connection and try
        again.
      </p>
    </StatusScreen>
  );
}
