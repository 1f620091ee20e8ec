import type { Plan } from '@waliyy/contract/plans';
import type { ReactNode } from 'react';
import { formatPrice } from '../lib/intl';

type PlanCardProps = {
  plan: Pick<Plan, 'planName' | 'amount' | 'currency' | 'planDescription'>;
  isFeatured?: boolean;
  /** A line above the price, e.g. 'Your plan until Nov 23, 2027'. */
  note?: ReactNode;
  /** The card's call to action (sign up on the home page, pay on /pricing). */
  action?: ReactNode;
  /**
   * 'per annum' in the language shown, from the caller's catalog: the card is drawn on the home
   * page (the `site` words) and on /pricing (the `app` words), and in English in the console.
   */
  perAnnum: string;
  /** h3 under a section heading (home page); h2 right under the page's h1 (/pricing). */
  headingLevel?: 2 | 3;
  className?: string;
};

/** One plan: name, annual price and its feature lines (product.md §3 Plan, §9 'per annum'). */
export function PlanCard({
  plan,
  isFeatured = false,
  note,
  action,
  perAnnum,
  headingLevel = 3,
  className = '',
}: PlanCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const features = plan.planDescription
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const titleId = `plan-${plan.planName.toLowerCase().replace(/\W+/g, '-')}-${plan.currency}`;

  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col rounded-3xl p-7 sm:p-8 ${className} ${
        isFeatured
          ? 'bg-brand-900 text-cream-50 shadow-xl ring-2 ring-gold-400'
          : 'bg-cream-50 text-ink ring-1 ring-cream-300'
      }`}
    >
      <Heading
        id={titleId}
        className={`font-serif text-2xl font-semibold ${isFeatured ? 'text-gold-300' : 'text-brand-900'}`}
      >
        {plan.planName}
      </Heading>
      {note ? (
        <p className={`mt-2 text-sm font-semibold ${isFeatured ? 'text-cream-100' : 'text-muted'}`}>
          {note}
        </p>
      ) : null}
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-5xl font-bold tracking-tight">
          {formatPrice(plan.amount, plan.currency)}
        </span>
        <span className={isFeatured ? 'text-brand-100' : 'text-muted'}>{perAnnum}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <span aria-hidden="true" className={isFeatured ? 'text-gold-300' : 'text-brand-700'}>
              ✓
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {action ? <div className="mt-8 grid gap-3">{action}</div> : null}
    </article>
  );
}
