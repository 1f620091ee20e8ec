import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/translate';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { deleteAccount } from '../api';

/** Settings › Account: delete everything, after a confirmation (product.md §4: then log out, go to /). */
export function DeleteAccount() {
  const { logout } = useSession();
  const t = useT();
  const [isConfirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: (result) => {
      notifySuccess(result.message, t('account.delete.done'));
      logout({ to: '/' });
    },
    onError: (error) => {
      setConfirming(false);
      notifyError(error);
    },
  });

  return (
    <SectionCard
      id="delete-account-title"
      title={t('account.delete.title')}
      intro={t('account.delete.intro')}
    >
      <button type="button" className={buttonClass('danger')} onClick={() => setConfirming(true)}>
        {t('account.delete.title')}
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('account.delete.dialogTitle')}
        confirmLabel={t('account.delete.confirm')}
        isBusy={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => mutation.mutate()}
      >
        <p>{t('account.delete.dialogText')}</p>
      </ConfirmDialog>
    </SectionCard>
  );
}
