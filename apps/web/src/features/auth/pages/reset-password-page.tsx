import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  AUTH_MESSAGES,
  AUTH_RESULT_MESSAGES,
  ResetPasswordForm,
  ResetToken,
} from '@waliyy/contract/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { NewPasswordFields } from '../../../components/fields/account-fields';
import { TextField } from '../../../components/fields/text-field';
import { FullPageLoader } from '../../../components/full-page-loader';
import { useLocalizedTo, useT } from '../../../i18n/translate';
import { ApiError } from '../../../lib/api-client';
import { withConfirmation } from '../../../lib/confirm-resolver';
import { reportFormError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { readResetToken, removeResetToken, writeResetToken } from '../../../lib/storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSearchParam } from '../../../lib/use-search-param';
import { checkResetCode, resetPassword } from '../api';
import { AuthLayout, TEXT_LINK } from '../components/auth-layout';
import { carriedEmail } from '../origin';

const TokenForm = z.object({ token: ResetToken });
type PasswordValues = z.output<typeof ResetPasswordForm>;
type PasswordInput = z.input<typeof ResetPasswordForm>;
const NO_PASSWORDS: PasswordInput = { password: '', confirmPassword: '' };

/** A token from the e-mailed link, tidied as the contract tidies a typed one. */
function normaliseToken(raw: string): string {
  const parsed = ResetToken.safeParse(raw);
  return parsed.success ? parsed.data : raw.trim();
}

/** A 6-digit code from the e-mail rather than its link's 12-character token (decision 020). */
const isCode = (value: string) => /^\d{6}$/.test(value);

/** The address goes with a code (not a token) so the server counts tries against its code. */
const withEmail = (token: string, email: string | null) =>
  email && isCode(token) ? { email } : {};

/**
 * /reset-password (product.md §2): step 1 takes the e-mail's 6-digit code or its reset token (kept in
 * localStorage resetPwdToken) and checks it with the server before going on (decision
 * 022: nothing is spent, a wrong code counts toward its tries); step 2 the new password. The
 * e-mailed link `?token=` skips to step 2. Come from /forgot-password, the address asked for
 * goes with a code, so the server counts wrong tries against that account's code (decision 062).
 * The passwords typed at step 2 are kept (in memory only) if the code has to be entered again.
 */
export function ResetPasswordPage() {
  const t = useT();
  const localized = useLocalizedTo();
  useDocumentTitle(t('auth.reset.documentTitle'));
  const navigate = useNavigate();
  const email = carriedEmail(useLocation().state);
  const linkToken = useSearchParam('token');
  const [token, setToken] = useState(() =>
    linkToken ? normaliseToken(linkToken) : (readResetToken() ?? ''),
  );
  const [step, setStep] = useState<1 | 2>(linkToken ? 2 : 1);
  const [tokenError, setTokenError] = useState<string>();
  const [passwords, setPasswords] = useState<PasswordInput>(NO_PASSWORDS);

  // Keep the link's token locally and take it out of the address bar (and the history).
  useEffect(() => {
    if (!linkToken) return;
    writeResetToken(normaliseToken(linkToken));
    navigate({ search: '' }, { replace: true });
  }, [linkToken, navigate]);

  const onToken = (value: string) => {
    writeResetToken(value);
    setToken(value);
    setTokenError(undefined);
    setStep(2);
  };

  const onTokenRefused = (message: string, typed: PasswordInput) => {
    setPasswords(typed);
    setTokenError(message);
    setStep(1);
  };

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      intro={step === 1 ? <p>{t('auth.reset.step1')}</p> : <p>{t('auth.reset.step2')}</p>}
    >
      {step === 1 ? (
        <TokenStep defaultToken={token} email={email} serverError={tokenError} onDone={onToken} />
      ) : (
        <PasswordStep
          token={token}
          email={email}
          defaultValues={passwords}
          onChangeToken={(typed) => {
            setPasswords(typed);
            setStep(1);
          }}
          onTokenRefused={onTokenRefused}
          onDone={() => {
            removeResetToken();
            navigate(localized('/login'));
          }}
        />
      )}
    </AuthLayout>
  );
}

type TokenStepProps = {
  defaultToken: string;
  email: string | null;
  serverError?: string;
  onDone: (token: string) => void;
};

function TokenStep({ defaultToken, email, serverError, onDone }: TokenStepProps) {
  const t = useT();
  const localized = useLocalizedTo();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof TokenForm>, unknown, z.output<typeof TokenForm>>({
    resolver: zodResolver(TokenForm),
    mode: 'onTouched',
    defaultValues: { token: defaultToken },
  });
  // Back from step 2 because the server refused the token: say why, on the field.
  useEffect(() => {
    if (serverError)
      setError('token', { type: 'server', message: serverError }, { shouldFocus: true });
  }, [serverError, setError]);
  // The code is checked before the passwords are asked for; a wrong one says so under the field
  // (a limit or a network failure, which name no field, in a toast).
  const check = useMutation({
    mutationFn: (otp: string) => checkResetCode({ otp, ...withEmail(otp, email) }),
    onSuccess: (_result, otp) => onDone(otp),
    onError: (error) => {
      if (reportFormError(error, setError, { otp: 'token' })) setFocus('token');
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => check.mutate(v.token))}
      aria-busy={check.isPending}
      className="grid gap-5"
    >
      <TextField
        label={t('auth.reset.tokenLabel')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.token?.message}
        {...register('token')}
      />
      <button type="submit" disabled={check.isPending} className={buttonClass('primary', 'w-full')}>
        {check.isPending ? t('auth.reset.checking') : t('auth.reset.submitToken')}
      </button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <Link to={localized('/login')} className={TEXT_LINK}>
          {t('auth.backToLogin')}
        </Link>
        <Link to={localized('/forgot-password')} className={TEXT_LINK}>
          {t('auth.reset.newCode')}
        </Link>
      </div>
    </form>
  );
}

type PasswordStepProps = {
  token: string;
  email: string | null;
  /** The passwords typed before the code had to be entered again. */
  defaultValues: PasswordInput;
  onChangeToken: (typed: PasswordInput) => void;
  onTokenRefused: (message: string, typed: PasswordInput) => void;
  onDone: () => void;
};

function PasswordStep({
  token,
  email,
  defaultValues,
  onChangeToken,
  onTokenRefused,
  onDone,
}: PasswordStepProps) {
  const t = useT();
  const localized = useLocalizedTo();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<PasswordInput, unknown, PasswordValues>({
    resolver: withConfirmation(
      zodResolver(ResetPasswordForm),
      { password: 'password', confirm: 'confirmPassword' },
      AUTH_MESSAGES.confirmMismatch,
    ),
    mode: 'onTouched',
    defaultValues,
  });

  const mutation = useMutation({
    mutationFn: (values: PasswordValues) =>
      resetPassword({ ...values, otp: token, ...withEmail(token, email) }),
    onSuccess: (result) => {
      notifySuccess(result.message, AUTH_RESULT_MESSAGES.passwordReset);
      onDone();
    },
    onError: (error) => {
      // A token the server refuses (spent or expired since step 1) goes back to step 1 with the
      // reason under it, once; the passwords typed are kept for when step 2 comes back.
      const tokenMessage = error instanceof ApiError ? error.fieldErrors.otp : undefined;
      if (tokenMessage) onTokenRefused(tokenMessage, getValues());
      else
        reportFormError(error, setError, {
          password: 'password',
          confirmPassword: 'confirmPassword',
        });
    },
  });

  return (
    <>
      {mutation.isPending ? <FullPageLoader label={t('auth.reset.loading')} /> : null}
      <form
        noValidate
        hidden={mutation.isPending}
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="grid gap-5"
      >
        <NewPasswordFields
          label={t('auth.reset.newPassword')}
          password={{ ...register('password'), error: errors.password?.message }}
          confirm={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <button type="submit" className={buttonClass('primary', 'w-full')}>
          {t('auth.reset.submit')}
        </button>
        <div className="flex flex-wrap justify-between gap-3 text-sm">
          <button type="button" onClick={() => onChangeToken(getValues())} className={TEXT_LINK}>
            {t('auth.reset.otherCode')}
          </button>
          <Link to={localized('/login')} className={TEXT_LINK}>
            {t('auth.backToLogin')}
          </Link>
        </div>
      </form>
    </>
  );
}
