import { useState } from 'react';
import { useT } from '../i18n/translate';
import { useLikeAction } from '../lib/like-actions';
import { buttonClass } from './button-styles';
import { ConfirmDialog } from './confirm-dialog';

type CancelMatchButtonProps = { childId: string; matchId: string; className?: string };

/**
 * 'Cancel Match' (product.md §4), asked twice: the match ends for both families, the guardian's
 * contact is withdrawn and the other family is told. Then /dashboard.
 */
export function CancelMatchButton({ childId, matchId, className = '' }: CancelMatchButtonProps) {
  const t = useT();
  const [isAsking, setAsking] = useState(false);
  const action = useLikeAction();
  return (
    <>
      <button
        type="button"
        className={buttonClass('danger', `disabled:opacity-60 ${className}`)}
        disabled={action.isPending}
        onClick={() => setAsking(true)}
      >
        {t('likes.cancelMatch.button')}
      </button>
      <ConfirmDialog
        isOpen={isAsking}
        title={t('likes.cancelMatch.title')}
        confirmLabel={t('likes.cancelMatch.button')}
        cancelLabel={t('likes.cancelMatch.keep')}
        isBusy={action.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => action.run({ kind: 'cancel-match', childId, matchId })}
      >
        {t('likes.cancelMatch.text')}
      </ConfirmDialog>
    </>
  );
}
