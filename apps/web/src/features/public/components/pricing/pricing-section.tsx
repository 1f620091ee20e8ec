import { FREE_PLAN, SINGLES_LIMIT_FREE } from '@waliyy/contract/constants';
import type { Plan } from '@waliyy/contract/plans';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/button-styles';
import { PlanCard } from '../../../../components/plan-card';
import { SectionHeading } from '../../../../components/section-heading';
import { useLocalizedTo, useT } from '../../../../i18n/translate';
import { usePlans } from '../../api';
import { Section } from '../section';
import { PlanCardSkeleton } from './plan-card-skeleton';

/** A fixed Free card and one card per paid plan from the server (product.md §2 /pricing, §9). */
export function PricingSection() {
  const plans = usePlans();
  const t = useT();
  const localized = useLocalizedTo();
  // The Free card's words are the site's (the paid plans' are the server's, shown as sent).
  const free = {
    ...FREE_PLAN,
    planName: t('pricing.free.name'),
    planDescription: [
      t('pricing.free.singles', { count: SINGLES_LIMIT_FREE }),
      t('pricing.free.recommendations'),
      t('pricing.free.browse'),
      t('pricing.free.likes'),
    ].join('\n'),
  };

  return (
    <Section id="pricing" labelledBy="pricing-title" tone="paper">
      <SectionHeading id="pricing-title" kicker={t('pricing.kicker')} title={t('pricing.title')}>
        <p>{t('pricing.intro')}</p>
      </SectionHeading>
      <div
        className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2"
        aria-busy={plans.status === 'loading'}
      >
        <PlanCard
          plan={free}
          action={
            <Link to={localized('/sign-up')} className={buttonClass('outline', 'w-full')}>
              {t('pricing.startFree')}
            </Link>
          }
        />
        {plans.status === 'loading' ? (
          <>
            <PlanCardSkeleton />
            <p role="status" className="sr-only">
              {t('pricing.loading')}
            </p>
          </>
        ) : null}
        {plans.status === 'success'
          ? inNaira(plans.plans).map((plan) => (
              <PlanCard
                key={plan._id}
                plan={plan}
                isFeatured
                action={
                  <Link to={localized('/sign-up')} className={buttonClass('gold', 'w-full')}>
                    {t('pricing.createFor', { plan: plan.planName })}
                  </Link>
                }
              />
            ))
          : null}
        {plans.status === 'error' ? <PlansUnavailable onRetry={plans.retry} /> : null}
      </div>
    </Section>
  );
}

/**
 * The home page prices in naira beside the ₦0 Free card (product.md §9); families abroad choose
 * pounds or dollars on the upgrade page once signed in.
 */
function inNaira(plans: Plan[]): Plan[] {
  const naira = plans.filter((plan) => plan.currency === 'NGN');
  return naira.length > 0 ? naira : plans;
}

function PlansUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col justify-center rounded-3xl border-2 border-dashed border-brand-200 bg-brand-50 p-7 text-center sm:p-8">
      <h3 className="font-serif text-2xl font-semibold text-brand-900">
        {t('pricing.unavailable.title')}
      </h3>
      <p className="mt-3 leading-relaxed text-muted">{t('pricing.unavailable.text')}</p>
      <button type="button" onClick={onRetry} className={buttonClass('outline', 'mx-auto mt-6')}>
        {t('pricing.retry')}
      </button>
    </div>
  );
}
