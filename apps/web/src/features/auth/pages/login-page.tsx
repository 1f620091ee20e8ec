import { useMutation } from '@tanstack/react-query';
import type { LoginForm } from '@waliyy/contract/auth';
import { AUTH_RESULT_MESSAGES } from '@waliyy/contract/auth-messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { CurrentPasswordField, EmailField } from '../../../components/fields/account-fields';
import { TextField } from '../../../components/fields/text-field';
import { FullPageLoader } from '../../../components/full-page-loader';
import { richText } from '../../../i18n/rich-text';
import { useLocalizedTo, useT } from '../../../i18n/translate';
import { ApiError } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { login } from '../api';
import { AuthLayout, TEXT_LINK } from '../components/auth-layout';
import { carriedEmail, originPath } from '../origin';

type LoginInput = z.input<typeof LoginForm>;
type LoginValues = z.output<typeof LoginForm>;

const checks = lazyResolver<LoginInput, unknown, LoginValues>(
  async () => (await import('../form-checks')).loginResolver,
);

/** /login (product.md §2, §4, §5). */
export function LoginPage() {
  const t = useT();
  const localized = useLocalizedTo();
  useDocumentTitle(t('auth.login.documentTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // A protected page sent the user here: go back there after login (RequireAuth).
  const origin = originPath(location.state);
  // The account's pause answered (decision 072): a right password has e-mailed a sign-in code,
  // asked for here from then on. The answer is the same for a wrong password, so it may not come.
  const [askCode, setAskCode] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: checks.resolver,
    mode: 'onTouched',
    defaultValues: { emailAddress: carriedEmail(location.state) ?? '', password: '' },
  });

  const mutation = useMutation({
    mutationFn: (values: LoginValues) =>
      login({
        email: values.emailAddress,
        password: values.password,
        ...(values.code ? { code: values.code } : {}),
      }),
    onSuccess: (result) => {
      notifySuccess(result.message, AUTH_RESULT_MESSAGES.loggedIn);
      // The guest-only guard makes the move once the session is stored.
      session.login(result.data, { to: origin ?? '/login-successful' });
    },
    onError: (error, values) => {
      if (error instanceof ApiError && error.code === 'EMAIL_UNVERIFIED') {
        // A fresh code has been e-mailed (the server says so): enter it on /verify-otp.
        notifyInfo(error.message);
        navigate(localized('/verify-otp'), { state: { email: values.emailAddress } });
        return;
      }
      if (error instanceof ApiError && error.message === AUTH_RESULT_MESSAGES.loginAccountPaused) {
        setAskCode(true);
      }
      reportFormError(error, setError, {
        email: 'emailAddress',
        password: 'password',
        code: 'code',
      });
    },
  });

  return (
    <AuthLayout
      title={t('auth.login.title')}
      hasTagline
      intro={origin ? <p>{t('auth.login.introContinue')}</p> : <p>{t('auth.login.intro')}</p>}
    >
      {mutation.isPending ? <FullPageLoader label={t('auth.login.loading')} /> : null}
      <form
        noValidate
        hidden={mutation.isPending}
        onFocus={checks.preload}
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="grid gap-5"
      >
        <EmailField error={errors.emailAddress?.message} {...register('emailAddress')} />
        <div>
          <CurrentPasswordField error={errors.password?.message} {...register('password')} />
          <p className="mt-3 text-end text-sm">
            <Link to={localized('/forgot-password')} className={TEXT_LINK}>
              {t('auth.login.forgot')}
            </Link>
          </p>
        </div>
        {askCode ? (
          <div>
            <TextField
              label={t('auth.login.codeLabel')}
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errors.code?.message}
              {...register('code')}
            />
            <p className="mt-2 text-sm text-muted">{t('auth.login.codeHint')}</p>
          </div>
        ) : null}
        <button type="submit" className={buttonClass('primary', 'w-full')}>
          {t('auth.login.submit')}
        </button>
        <p className="text-center text-sm text-muted">
          {richText(t('auth.login.newHere'), {
            signUp: (words) => (
              <Link to={localized('/sign-up')} className={TEXT_LINK}>
                {words}
              </Link>
            ),
          })}
        </p>
      </form>
    </AuthLayout>
  );
}
