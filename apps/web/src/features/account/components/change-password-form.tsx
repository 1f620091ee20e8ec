import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES, ChangePasswordBody } from '@waliyy/contract/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { CurrentPasswordField, NewPasswordFields } from '../../../components/fields/account-fields';
import { FullPageLoader } from '../../../components/full-page-loader';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/translate';
import { withConfirmation } from '../../../lib/confirm-resolver';
import { reportFormError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { changePassword } from '../api';

type ChangePasswordValues = z.output<typeof ChangePasswordBody>;

/** Settings › Account: on success the session ends and the user signs in again (product.md §4). */
export function ChangePasswordForm() {
  const { logout } = useSession();
  const t = useT();
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
      notifySuccess(result.message, t('account.password.changed'));
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
      title={t('account.password.title')}
      intro={t('account.password.intro')}
    >
      {mutation.isPending ? <FullPageLoader label={t('account.password.changing')} /> : null}
      <form
        noValidate
        hidden={mutation.isPending}
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="grid gap-5"
      >
        <CurrentPasswordField
          label={t('account.password.current')}
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <NewPasswordFields
          label={t('account.password.new')}
          confirmLabel={t('account.password.confirm')}
          password={{ ...register('newPassword'), error: errors.newPassword?.message }}
          confirm={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <button type="submit" className={buttonClass('primary', 'sm:justify-self-start')}>
          {t('account.password.title')}
        </button>
      </form>
    </SectionCard>
  );
}
