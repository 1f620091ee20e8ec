import { VERIFY_EMAIL_REDIRECT_MS } from '@waliyy/contract/constants';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { carriedEmail } from '../origin';

type VerifyEmailPageProps = { redirectAfterMs?: number };

/** /verify-email (spec §2): congratulations, then /verify-otp by itself after 7 s. */
export function VerifyEmailPage({
  redirectAfterMs = VERIFY_EMAIL_REDIRECT_MS,
}: VerifyEmailPageProps) {
  useDocumentTitle('Check your e-mail');
  const navigate = useNavigate();
  const location = useLocation();
  const email = carriedEmail(location.state);
  const seconds = Math.round(redirectAfterMs / 1000);

  useEffect(() => {
    const timer = setTimeout(
      () => navigate('/verify-otp', { replace: true, state: { email } }),
      redirectAfterMs,
    );
    return () => clearTimeout(timer);
  }, [navigate, email, redirectAfterMs]);

  return (
    <AuthLayout title="Congratulations!">
      <div className="grid gap-4 text-lg leading-relaxed text-ink">
        <p>Your Waliyy account has been created.</p>
        <p>
          We have sent a 6-digit code to{' '}
          {email ? (
            <strong className="break-all text-brand-900">{email}</strong>
          ) : (
            'your e-mail address'
          )}
          . Enter the code on the next page to verify your e-mail address.
        </p>
        <p className="text-base text-muted">We will take you there in {seconds} seconds.</p>
      </div>
      <button
        type="button"
        className={buttonClass('primary', 'mt-8 w-full')}
        onClick={() => navigate('/verify-otp', { replace: true, state: { email } })}
      >
        Enter the code now
      </button>
    </AuthLayout>
  );
}
