import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { StatusScreen } from '../../../components/status-screen';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSearchParam } from '../../../lib/use-search-param';
import { confirmAlternateEmail } from '../api';

/**
 * /confirm-alternate-email?token=… — the link e-mailed to a new alternative address. It works
 * signed in or not (the token is the proof). A query, not an effect, so that React's double
 * mount in development sends the single-use token once.
 */
export function ConfirmAlternateEmailPage() {
  useDocumentTitle('Confirm your e-mail');
  const token = useSearchParam('token')?.trim() ?? '';
  const { isLoggedIn } = useSession();
  const result = useQuery({
    queryKey: ['confirm-alternate-email', token],
    queryFn: () => confirmAlternateEmail(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const next = isLoggedIn ? (
    <Link to="/settings?tab=account" className={buttonClass('primary')}>
      Go to Settings
    </Link>
  ) : (
    <Link to="/login" className={buttonClass('primary')}>
      Log in
    </Link>
  );

  if (!token) {
    return (
      <StatusScreen title="Link incomplete" actions={next}>
        <p>
          This confirmation link is missing its code. Please open the link from the e-mail again.
        </p>
      </StatusScreen>
    );
  }
  if (result.isPending) {
    return (
      <StatusScreen title="Confirming…" actions={null}>
        <p role="status">Confirming your alternative e-mail address…</p>
      </StatusScreen>
    );
  }
  if (result.isError) {
    return (
      <StatusScreen title="We could not confirm it" actions={next}>
        <p role="alert">{errorMessage(result.error)}</p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen title="E-mail confirmed" actions={next}>
      <p role="status">{result.data.message || 'Your alternative e-mail address is confirmed.'}</p>
    </StatusScreen>
  );
}
