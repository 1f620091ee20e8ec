import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordForm } from '@waliyy/contract/auth';
import { AUTH_RESULT_MESSAGES } from '@waliyy/contract/auth-messages';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { EmailField } from '../../../components/fields/account-fields';
import { FullPageLoader } from '../../../components/full-page-loader';
import { useLocalizedTo, useT } from '../../../i18n/translate';
import { reportFormError } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { forgotPassword } from '../api';
import { AuthLayout, TEXT_LINK } from '../components/auth-layout';

type ForgotInput = z.input<typeof ForgotPasswordForm>;
type ForgotValues = z.output<typeof ForgotPasswordForm>;

const checks = lazyResolver<ForgotInput, unknown, ForgotValues>(
  async () => (await import('../form-checks')).forgotPasswordResolver,
);

/** /forgot-password (product.md §2): ask for a reset code and link, then go and enter the code. */
export function ForgotPasswordPage() {
  const t = useT();
  const localized = useLocalizedTo();
  useDocumentTitle(t('auth.forgot.documentTitle'));
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotInput, unknown, ForgotValues>({
    resolver: checks.resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const mutation = useMutation({
    mutationFn: forgotPassword,
    onSuccess: (result, values) => {
      notifySuccess(result.message, AUTH_RESULT_MESSAGES.forgotSent);
      // The address goes with the e-mailed code (reset-password-page.tsx).
      navigate(localized('/reset-password'), { state: { email: values.email } });
    },
    onError: (error) => {
      reportFormError(error, setError, { email: 'email' });
    },
  });

  return (
    <AuthLayout title={t('auth.forgot.title')} intro={<p>{t('auth.forgot.intro')}</p>}>
      {mutation.isPending ? <FullPageLoader label={t('auth.forgot.loading')} /> : null}
      <form
        noValidate
        hidden={mutation.isPending}
        onFocus={checks.preload}
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="grid gap-5"
      >
        <EmailField error={errors.email?.message} {...register('email')} />
        <button type="submit" className={buttonClass('primary', 'w-full')}>
          {t('auth.forgot.submit')}
        </button>
        <div className="flex flex-wrap justify-between gap-3 text-sm">
          <Link to={localized('/login')} className={TEXT_LINK}>
            {t('auth.backToLogin')}
          </Link>
          <Link to={localized('/reset-password')} className={TEXT_LINK}>
            {t('auth.forgot.haveCode')}
          </Link>
        </div>
      </form>
    </AuthLayout>
  );
}
