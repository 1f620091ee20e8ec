import type { Currency } from '@waliyy/contract/plans';
import { useLanguage, useT } from '../../../i18n/translate';
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
  const t = useT();
  const language = useLanguage();
  // 'naira or US dollars', joined as the language joins a choice.
  const others = new Intl.ListFormat(language, { type: 'disjunction' }).format(
    openIn.map((c) => t(CURRENCY_IN_WORDS[c])),
  );
  return (
    <div className="rounded-2xl border border-cream-50/30 bg-brand-950/40 p-4 text-cream-50">
      <p className="font-semibold">
        {t('billing.notOpen.title', { currency: t(CURRENCY_IN_WORDS[currency]) })}
      </p>
      <p className="mt-1 text-sm leading-relaxed text-cream-100">
        {openIn.length > 0
          ? t('billing.notOpen.instead', { currencies: others })
          : t('billing.notOpen.soon')}
      </p>
    </div>
  );
}
