import type { Currency } from '@waliyy/contract/plans';
import { CURRENCY_IN_WORDS } from '../currency-choice';

type PaymentsNotOpenProps = {
  currency: Currency;
  /** Currencies that can be paid in now, to point to instead. */
  openIn: readonly Currency[];
};

/**
 * In place of pay buttons when the server has no payment provider for the plan's currency
 * (decision 065): a button there could only fail, so the card says so plainly.
 */
export function PaymentsNotOpen({ currency, openIn }: PaymentsNotOpenProps) {
  const others = openIn.map((c) => CURRENCY_IN_WORDS[c]);
  return (
    <div className="rounded-2xl border border-cream-50/30 bg-brand-950/40 p-4 text-cream-50">
      <p className="font-semibold">{`Payments in ${CURRENCY_IN_WORDS[currency]} are not open yet.`}</p>
      <p className="mt-1 text-sm leading-relaxed text-cream-100">
        {others.length > 0
          ? `You can pay in ${others.join(' or ')} instead.`
          : 'Please check back soon. Meanwhile the Free plan stays open to your family.'}
      </p>
    </div>
  );
}
