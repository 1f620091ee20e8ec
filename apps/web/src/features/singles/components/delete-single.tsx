import { useQueryClient } from '@tanstack/react-query';
import type { AccountData } from '@waliyy/contract/auth';
import type { ChildProfile } from '@waliyy/contract/children';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/translate';
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
  const t = useT();
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
      notifySuccess(result.message, t('singles.delete.done'));
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
      title={t('singles.delete.title')}
      tone="danger"
      intro={t('singles.delete.intro', { firstName: profile.firstName })}
    >
      <button type="button" className={buttonClass('danger')} onClick={() => setConfirming(true)}>
        {t('singles.delete.title')}
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('singles.delete.confirmTitle', { firstName: profile.firstName })}
        confirmLabel={t('singles.delete.confirmLabel', { firstName: profile.firstName })}
        cancelLabel={t('singles.delete.cancel')}
        isBusy={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
      >
        <p>{t('singles.delete.confirmText', { firstName: profile.firstName })}</p>
      </ConfirmDialog>
    </SectionCard>
  );
}
