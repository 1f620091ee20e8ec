import { currencySymbol } from '@waliyy/contract/currency';
import type { Currency } from '@waliyy/contract/plans';
import { useT } from '../../../i18n/translate';
import { CURRENCY_NAMES } from '../currency-choice';

type CurrencyPickerProps = {
  currencies: readonly Currency[];
  value: Currency;
  onChange: (currency: Currency) => void;
};

/** 'Pay in': one radio per currency on sale, drawn as a segmented control. */
export function CurrencyPicker({ currencies, value, onChange }: CurrencyPickerProps) {
  const t = useT();
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">{t('billing.currency.payIn')}</legend>
      <span aria-hidden="true" className="font-semibold text-brand-900">
        {t('billing.currency.payIn')}
      </span>
      {/* A name never wraps inside its pill («الجنيه الإسترليني» at 390 px): the pills wrap
          to a second row instead (decision 070, "Fitting a phone"). */}
      <div className="flex flex-wrap gap-1 rounded-3xl bg-cream-200 p-1">
        {currencies.map((currency) => (
          <label
            key={currency}
            className="relative cursor-pointer whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold text-brand-900 has-[:checked]:bg-brand-900 has-[:checked]:text-cream-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400"
          >
            <input
              type="radio"
              name="currency"
              value={currency}
              checked={currency === value}
              onChange={() => onChange(currency)}
              className="sr-only"
            />
            <span aria-hidden="true">{currencySymbol(currency)} </span>
            {t(CURRENCY_NAMES[currency])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
