import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AUTH_RESULT_MESSAGES, Otp } from '@waliyy/contract/auth';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { EmailAddress } from '../../../components/email-address';
import { CodeField } from '../../../components/fields/code-field';
import { FullPageLoader } from '../../../components/full-page-loader';
import { richText } from '../../../i18n/rich-text';
import { useLocalizedTo, useT } from '../../../i18n/translate';
import { reportFormError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { verifyEmail } from '../api';
import { AuthLayout, TEXT_LINK } from '../components/auth-layout';
import { ResendCode } from '../components/resend-code';
import { carriedEmail } from '../origin';

const OtpForm = z.object({ otp: Otp });
type OtpValues = z.output<typeof OtpForm>;

/** /verify-otp (product.md §2): one code field; success goes to /login. */
export function VerifyOtpPage() {
  const t = useT();
  const localized = useLocalizedTo();
  useDocumentTitle(t('auth.verify.documentTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const email = carriedEmail(location.state);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof OtpForm>, unknown, OtpValues>({
    resolver: zodResolver(OtpForm),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });

  const mutation = useMutation({
    // The spec sends only the code; we add the address when we know it (contract).
    mutationFn: (values: OtpValues) =>
      verifyEmail(email ? { otp: values.otp, email } : { otp: values.otp }),
    onSuccess: (result) => {
      notifySuccess(result.message, AUTH_RESULT_MESSAGES.verified);
      navigate(localized('/login'), { state: email ? { email } : undefined });
    },
    onError: (error) => {
      reportFormError(error, setError, { otp: 'otp' });
    },
  });

  return (
    <AuthLayout
      title={t('auth.verifyOtp.title')}
      intro={
        <p>
          {email
            ? richText(t('auth.verifyOtp.introEmail', { email }), {
                email: () => (
                  <strong className="text-brand-900">
                    <EmailAddress address={email} />
                  </strong>
                ),
              })
            : t('auth.verifyOtp.intro')}
        </p>
      }
    >
      {mutation.isPending ? <FullPageLoader label={t('auth.verifyOtp.loading')} /> : null}
      <form
        noValidate
        hidden={mutation.isPending}
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="grid gap-5"
      >
        <CodeField
          label={t('auth.verifyOtp.codeLabel')}
          error={errors.otp?.message}
          {...register('otp')}
        />
        <button type="submit" className={buttonClass('primary', 'w-full')}>
          {t('auth.verifyOtp.submit')}
        </button>
        <p className="text-center text-sm text-muted">
          {richText(t('auth.verifyOtp.alreadyVerified'), {
            login: (words) => (
              <Link to={localized('/login')} className={TEXT_LINK}>
                {words}
              </Link>
            ),
          })}
        </p>
      </form>
      {mutation.isPending ? null : <ResendCode email={email} />}
    </AuthLayout>
  );
}
