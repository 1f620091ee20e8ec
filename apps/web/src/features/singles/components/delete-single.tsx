import { useQueryClient } from '@tanstack/react-query';
import type { AccountData } from '@waliyy/contract/auth';
import { CHILD_RESULT_MESSAGES, type ChildProfile } from '@waliyy/contract/children';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDeleteChild } from '../api';

type DeleteSingleProps = { profile: Pick<ChildProfile, 'id' | 'firstName'> };

/**
 * Settings › User: delete this single, after a confirmation (product.md §4 'Delete child'). The
 * active single is cleared if it was this one; then /select-child when others remain, else
 * /get-started. Only the active single changes in the session — the guards do not react to it,
 * so this page may navigate itself (decision 006).
 */
export function DeleteSingle({ profile }: DeleteSingleProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { childId, clearChild } = useSession();
  const [isConfirming, setConfirming] = useState(false);
  const mutation = useDeleteChild();

  // mutateAsync, not mutate's callbacks: the hook drops this single's query and refetches the
  // account before it resolves, and the tab may re-render without this card meanwhile.
  const onConfirm = async () => {
    try {
      const result = await mutation.mutateAsync(profile.id);
      notifySuccess(result.message, CHILD_RESULT_MESSAGES.deleted);
      if (childId === profile.id) clearChild();
      // The account has been refetched by now; the filter covers a refetch that failed.
      const singles = queryClient.getQueryData<AccountData>(ACCOUNT_QUERY_KEY)?.children ?? [];
      const hasOthers = singles.some((child) => child.id !== profile.id);
      navigate(hasOthers ? '/select-child' : '/get-started');
    } catch (error) {
      setConfirming(false);
      notifyError(error);
    }
  };

  return (
    <SectionCard
      id="delete-single-title"
      title="Delete this single"
      tone="danger"
      intro={`${profile.firstName}’s profile, preferences and likes will be removed for good. Your account and any other singles stay.`}
    >
      <button type="button" className={buttonClass('danger')} onClick={() => setConfirming(true)}>
        Delete this single
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={`Delete ${profile.firstName}’s profile?`}
        confirmLabel={`Yes, delete ${profile.firstName}`}
        isBusy={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
      >
        <p>
          {profile.firstName}&rsquo;s profile, preferences and likes will be deleted for good. This
          cannot be undone.
        </p>
      </ConfirmDialog>
    </SectionCard>
  );
}
