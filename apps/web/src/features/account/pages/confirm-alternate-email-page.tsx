import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { StatusScreen } from '../../../components/status-screen';
import { useT } from '../../../i18n/translate';
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
  const t = useT();
  useDocumentTitle(t('account.confirmEmail.docTitle'));
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
      {t('account.confirmEmail.toSettings')}
    </Link>
  ) : (
    <Link to="/login" className={buttonClass('primary')}>
      {t('nav.logIn')}
    </Link>
  );

  if (!token) {
    return (
      <StatusScreen title={t('account.confirmEmail.incompleteTitle')} actions={next}>
        <p>{t('account.confirmEmail.incompleteText')}</p>
      </StatusScreen>
    );
  }
  if (result.isPending) {
    return (
      <StatusScreen title={t('account.confirmEmail.confirmingTitle')} actions={null}>
        <p role="status">{t('account.confirmEmail.confirmingText')}</p>
      </StatusScreen>
    );
  }
  if (result.isError) {
    return (
      <StatusScreen title={t('account.confirmEmail.failedTitle')} actions={next}>
        <p role="alert">{errorMessage(result.error)}</p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen title={t('account.confirmEmail.doneTitle')} actions={next}>
      <p role="status">{t('account.confirmEmail.doneText')}</p>
    </StatusScreen>
  );
}
