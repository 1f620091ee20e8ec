import { VERIFY_EMAIL_REDIRECT_MS } from '@waliyy/contract/constants';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { carriedEmail } from '../origin';

type VerifyEmailPageProps = { redirectAfterMs?: number };

/**
 * /verify-email (product.md §2): congratulations, then /verify-otp by itself after 7 s. Only for a
 * sign-up just made: /sign-up hands over the address in the location state (kept across a
 * reload). Opened any other way there is nothing to congratulate (issue 23, point 16).
 */
export function VerifyEmailPage({
  redirectAfterMs = VERIFY_EMAIL_REDIRECT_MS,
}: VerifyEmailPageProps) {
  const email = carriedEmail(useLocation().state);
  return email ? <SignedUp email={email} redirectAfterMs={redirectAfterMs} /> : <NoPendingSignUp />;
}

function SignedUp({ email, redirectAfterMs }: { email: string; redirectAfterMs: number }) {
  useDocumentTitle('Check your e-mail');
  const navigate = useNavigate();
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
        <div>
          <p>We have sent a 6-digit code to</p>
          {/* Its own line, broken only where it cannot fit (a long address at 390 px). */}
          <p className="font-semibold text-brand-900 [overflow-wrap:anywhere]">{email}</p>
        </div>
        <p>Enter the code on the next page to verify your e-mail address.</p>
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

/** Opened directly, or from an old link: no sign-up is waiting here. */
function NoPendingSignUp() {
  useDocumentTitle('Verify your e-mail');
  return (
    <AuthLayout title="Nothing to verify here">
      <div className="grid gap-4 text-lg leading-relaxed text-ink">
        <p>This page follows a new sign-up, and none is waiting in this browser.</p>
        <p>
          New to Waliyy? Create your account. Already signed up? Log in: if your e-mail address is
          not verified yet, we will send you a new code.
        </p>
      </div>
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <Link to="/sign-up" className={buttonClass('primary', 'w-full')}>
          Sign up
        </Link>
        <Link to="/login" className={buttonClass('outline', 'w-full')}>
          Log in
        </Link>
      </div>
    </AuthLayout>
  );
}
