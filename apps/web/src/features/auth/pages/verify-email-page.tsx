import { VERIFY_EMAIL_REDIRECT_MS } from '@waliyy/contract/constants';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { EmailAddress } from '../../../components/email-address';
import { useLocalizedTo, useT } from '../../../i18n/translate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { carriedEmail } from '../origin';

type VerifyEmailPageProps = { redirectAfterMs?: number };

/**
 * /verify-email (product.md §2): congratulations, then /verify-otp by itself after 7 s. Only for a
 * sign-up just made: /sign-up hands over the address in the location state (kept across a
 * reload). Opened any other way there is nothing to congratulate (decision 021).
 */
export function VerifyEmailPage({
  redirectAfterMs = VERIFY_EMAIL_REDIRECT_MS,
}: VerifyEmailPageProps) {
  const email = carriedEmail(useLocation().state);
  return email ? <SignedUp email={email} redirectAfterMs={redirectAfterMs} /> : <NoPendingSignUp />;
}

function SignedUp({ email, redirectAfterMs }: { email: string; redirectAfterMs: number }) {
  const t = useT();
  const localized = useLocalizedTo();
  useDocumentTitle(t('auth.verifyEmail.documentTitle'));
  const navigate = useNavigate();
  const next = localized('/verify-otp');
  const seconds = Math.round(redirectAfterMs / 1000);

  useEffect(() => {
    const timer = setTimeout(
      () => navigate(next, { replace: true, state: { email } }),
      redirectAfterMs,
    );
    return () => clearTimeout(timer);
  }, [navigate, next, email, redirectAfterMs]);

  return (
    <AuthLayout title={t('auth.verifyEmail.title')}>
      <div className="grid gap-4 text-lg leading-relaxed text-ink">
        <p>{t('auth.verifyEmail.created')}</p>
        <div>
          <p>{t('auth.verifyEmail.sentTo')}</p>
          {/* Its own line, broken only after the @ or before a dot (a long address at 390 px). */}
          <p className="font-semibold text-brand-900">
            <EmailAddress address={email} />
          </p>
        </div>
        <p>{t('auth.verifyEmail.enterNext')}</p>
        <p className="text-base text-muted">{t('auth.verifyEmail.redirect', { seconds })}</p>
      </div>
      <button
        type="button"
        className={buttonClass('primary', 'mt-8 w-full')}
        onClick={() => navigate(next, { replace: true, state: { email } })}
      >
        {t('auth.verifyEmail.enterNow')}
      </button>
    </AuthLayout>
  );
}

/** Opened directly, or from an old link: no sign-up is waiting here. */
function NoPendingSignUp() {
  const t = useT();
  const localized = useLocalizedTo();
  useDocumentTitle(t('auth.verify.documentTitle'));
  return (
    <AuthLayout title={t('auth.verifyEmail.nothingTitle')}>
      <div className="grid gap-4 text-lg leading-relaxed text-ink">
        <p>{t('auth.verifyEmail.nothingText')}</p>
        <p>{t('auth.verifyEmail.nothingHelp')}</p>
      </div>
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <Link to={localized('/sign-up')} className={buttonClass('primary', 'w-full')}>
          {t('auth.signUp')}
        </Link>
        <Link to={localized('/login')} className={buttonClass('outline', 'w-full')}>
          {t('auth.logIn')}
        </Link>
      </div>
    </AuthLayout>
  );
}
