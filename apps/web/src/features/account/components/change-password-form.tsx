import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES, AUTH_RESULT_MESSAGES, ChangePasswordBody } from '@waliyy/contract/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { CurrentPasswordField, NewPasswordFields } from '../../../components/fields/account-fields';
import { FullPageLoader } from '../../../components/full-page-loader';
import { SectionCard } from '../../../components/section-card';
import { withConfirmation } from '../../../lib/confirm-resolver';
import { reportFormError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { changePassword } from '../api';

type ChangePasswordValues = z.output<typeof ChangePasswordBody>;

/** Settings › Account: on success the session ends and the user signs in again (product.md §4). */
export function ChangePasswordForm() {
  const { logout } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof ChangePasswordBody>, unknown, ChangePasswordValues>({
    resolver: withConfirmation(
      zodResolver(ChangePasswordBody),
      { password: 'newPassword', confirm: 'confirmPassword' },
      AUTH_MESSAGES.confirmMismatch,
    ),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (result) => {
      notifySuccess(result.message, AUTH_RESULT_MESSAGES.passwordChanged);
      logout({ to: '/' });
    },
    onError: (error) => {
      reportFormError(error, setError, {
        oldPassword: 'oldPassword',
        newPassword: 'newPassword',
        confirmPassword: 'confirmPassword',
      });
    },
  });

  return (
    <SectionCard
      id="change-password-title"
      title="Change password"
      intro="After the change you will be signed out everywhere and sign in with the new password."
    >
      {mutation.isPending ? <FullPageLoader label="Changing your password…" /> : null}
      <form
        noValidate
        hidden={mutation.isPending}
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="grid gap-5"
      >
        <CurrentPasswordField
          label="Current password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <NewPasswordFields
          label="New password"
          confirmLabel="Confirm new password"
          password={{ ...register('newPassword'), error: errors.newPassword?.message }}
          confirm={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <button type="submit" className={buttonClass('primary', 'sm:justify-self-start')}>
          Change password
        </button>
      </form>
    </SectionCard>
  );
}
