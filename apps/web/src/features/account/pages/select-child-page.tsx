import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { LoadError } from '../../../components/load-error';
import { useT } from '../../../i18n/translate';
import { useAccount } from '../../../lib/account';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChildGrid } from '../components/child-grid';

/** /select-child (product.md §2): the choose-an-account grid. */
export function SelectChildPage() {
  const t = useT();
  useDocumentTitle(t('account.choose.title'));
  const navigate = useNavigate();
  const { selectChild } = useSession();
  const account = useAccount();
  const children = account.data?.children;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {t('account.choose.title')}
      </h1>
      <p className="mt-2 text-muted">{t('account.choose.lead')}</p>
      <div className="mt-8">
        {account.isPending ? (
          <p role="status" className="text-muted">
            {t('account.choose.loading')}
          </p>
        ) : account.isError ? (
          <LoadError error={account.error} onRetry={() => account.refetch()} />
        ) : children && children.length > 0 ? (
          <ChildGrid
            singles={children}
            onPick={(child) => {
              selectChild(child.id);
              navigate('/dashboard');
            }}
          />
        ) : (
          <div className="grid justify-items-start gap-4">
            <p>{t('account.choose.none')}</p>
            <Link to="/get-started" className={buttonClass('primary')}>
              {t('account.choose.add')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
