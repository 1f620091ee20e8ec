import { Outlet, useLocation } from 'react-router';
import { buttonClass } from '../components/button-styles';
import { UpgradePage } from '../features/billing/pages/upgrade-page';
import { useT } from '../i18n/translate';
import { isPlanActive } from '../lib/plan';
import { useSubscription } from '../lib/subscription';

/**
 * /likes and /match (product.md §2, §4): the real page only when the subscription check found a
 * running plan; otherwise the upgrade page in its place. The server refuses the same reads
 * without a plan (decision 039), so this is the friendly half of one rule.
 */
export function RequirePlan() {
  const subscription = useSubscription();
  const { pathname } = useLocation();
  const t = useT();

  if (subscription.isPending) {
    return (
      <div role="status" className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
        <span className="sr-only">{t('shell.plan.checking')}</span>
        <div aria-hidden="true" className="h-10 w-64 animate-pulse rounded-full bg-cream-200" />
      </div>
    );
  }
  if (isPlanActive(subscription.data)) return <Outlet />;

  return (
    <>
      {subscription.isError ? (
        <div
          role="alert"
          className="mx-auto mt-6 flex w-full max-w-5xl flex-wrap items-center gap-4 px-4 sm:px-6"
        >
          <p className="text-red-800">{t('shell.plan.checkFailed')}</p>
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => subscription.refetch()}
          >
            {t('shell.plan.checkAgain')}
          </button>
        </div>
      ) : null}
      <UpgradePage reason={pathname.startsWith('/match') ? 'match' : 'likes'} />
    </>
  );
}
