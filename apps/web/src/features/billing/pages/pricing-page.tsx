import { useT } from '../../../i18n/translate';
import { formatBillingDate } from '../../../lib/dates';
import { isPlanActive } from '../../../lib/plan';
import { useSubscription } from '../../../lib/subscription';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PlansView } from '../components/plans-view';
import { UpgradePage } from './upgrade-page';

/**
 * /pricing (product.md §2): the upgrade page for an account without a plan; with one, the Free card
 * and the paid plans, the running one marked, and a way to add a year.
 */
export function PricingPage() {
  const t = useT();
  useDocumentTitle(t('billing.pricing.docTitle'));
  const subscription = useSubscription();

  if (subscription.isPending) {
    return (
      <div role="status" className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
        <span className="sr-only">{t('shell.plan.checking')}</span>
        <div aria-hidden="true" className="h-10 w-64 animate-pulse rounded-full bg-cream-200" />
      </div>
    );
  }
  // A failed check is only logged (product.md §8); the plans can still be bought.
  const current = isPlanActive(subscription.data) ? subscription.data! : null;
  if (!current) return <UpgradePage />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">
        {t('billing.pricing.kicker')}
      </p>
      <h1 className="mt-1 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {t('billing.pricing.title')}
      </h1>
      <p className="mt-2 max-w-2xl leading-relaxed text-muted">
        {t('billing.pricing.current', {
          plan: current.plan.planName,
          date: formatBillingDate(current.expiresAt),
        })}
      </p>
      <PlansView subscription={current} />
    </div>
  );
}
