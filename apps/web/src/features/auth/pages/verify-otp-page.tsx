import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AUTH_RESULT_MESSAGES, Otp } from '@waliyy/contract/auth';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/fields/text-field';
import { FullPageLoader } from '../../../components/full-page-loader';
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
  useDocumentTitle('Verify your e-mail');
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
      navigate('/login', { state: email ? { email } : undefined });
    },
    onError: (error) => {
      reportFormError(error, setError, { otp: 'otp' });
    },
  });

  return (
    <AuthLayout
      title="Verify your e-mail address"
      intro={
        <p>
          Enter the 6-digit code we sent to{' '}
          {email ? (
            <strong className="break-all text-brand-900">{email}</strong>
          ) : (
            'your e-mail address'
          )}
          .
        </p>
      }
    >
      {mutation.isPending ? <FullPageLoader label="Checking your code…" /> : null}
      <form
        noValidate
        hidden={mutation.isPending}
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="grid gap-5"
      >
        <TextField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          error={errors.otp?.message}
          {...register('otp')}
        />
        <button type="submit" className={buttonClass('primary', 'w-full')}>
          Verify
        </button>
        <p className="text-center text-sm text-muted">
          Already verified?{' '}
          <Link to="/login" className={TEXT_LINK}>
            Log in
          </Link>
        </p>
      </form>
      {mutation.isPending ? null : <ResendCode email={email} />}
    </AuthLayout>
  );
}
