import { useMutation } from '@tanstack/react-query';
import { AUTH_RESULT_MESSAGES } from '@waliyy/contract/auth';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { deleteAccount } from '../api';

/** Settings › Account: delete everything, after a confirmation (product.md §4: then log out, go to /). */
export function DeleteAccount() {
  const { logout } = useSession();
  const [isConfirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: (result) => {
      notifySuccess(result.message, AUTH_RESULT_MESSAGES.accountDeleted);
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
      title="Delete account"
      intro="This removes your account and every single's profile in it. It cannot be undone."
    >
      <button type="button" className={buttonClass('danger')} onClick={() => setConfirming(true)}>
        Delete account
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Delete your account?"
        confirmLabel="Yes, delete my account"
        isBusy={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => mutation.mutate()}
      >
        <p>
          Your account, your singles&rsquo; profiles, preferences and likes will be deleted for
          good. You will be signed out.
        </p>
      </ConfirmDialog>
    </SectionCard>
  );
}
