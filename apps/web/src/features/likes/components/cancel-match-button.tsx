import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLikeAction } from '../api';

type CancelMatchButtonProps = { childId: string; matchId: string; className?: string };

/**
 * 'Cancel Match' (product.md §4), asked twice: the match ends for both families, the guardian's
 * contact is withdrawn and the other family is told. Then /dashboard.
 */
export function CancelMatchButton({ childId, matchId, className = '' }: CancelMatchButtonProps) {
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
        Cancel Match
      </button>
      <ConfirmDialog
        isOpen={isAsking}
        title="Cancel this match?"
        confirmLabel="Cancel Match"
        cancelLabel="Keep the match"
        isBusy={action.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => action.run({ kind: 'cancel-match', childId, matchId })}
      >
        The match ends for both families and the guardian&apos;s contact is withdrawn. The other
        family is told by e-mail. Both singles can then be liked again.
      </ConfirmDialog>
    </>
  );
}
