import { useT } from '../i18n/translate';
import { errorMessage } from '../lib/api-client';
import { buttonClass } from './button-styles';

type LoadErrorProps = { error: unknown; onRetry: () => void };

/** A read that failed, with the server's message and a way to try again. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const t = useT();
  return (
    <div role="alert" className="grid justify-items-start gap-4 rounded-2xl bg-red-50 p-5">
      <p className="text-red-800">{errorMessage(error)}</p>
      <button type="button" className={buttonClass('outline')} onClick={onRetry}>
        {t('shell.retry')}
      </button>
    </div>
  );
}
