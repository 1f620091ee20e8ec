import type { UseFormRegister } from 'react-hook-form';
import { VerificationBadges } from '../../../components/verification-badges';
import { type MessageKey, useT } from '../../../i18n/translate';
import type { PreferenceFormValues, RequiredCheckName } from '../preference-form-model';
import { PreferenceSection } from './preference-section';

/** Each required check (decision 083): its form field, its badge and its words. */
const CHECKS: readonly { name: RequiredCheckName; badge: 'phone' | 'single' | 'genotype' }[] = [
  { name: 'verifiedPhone', badge: 'phone' },
  { name: 'verifiedSingle', badge: 'single' },
  { name: 'verifiedGenotype', badge: 'genotype' },
];
const LABEL: Record<RequiredCheckName, MessageKey> = {
  verifiedPhone: 'preferences.checks.phone',
  verifiedSingle: 'preferences.checks.single',
  verifiedGenotype: 'preferences.checks.genotype',
};
const NONE = { phone: false, single: false, genotype: false };

/**
 * The three checks a family may require (decision 083): must-haves like the lists — with one
 * ticked, only singles who passed it are recommended (or shown as close, saying what differs).
 */
export function RequiredChecks({ register }: { register: UseFormRegister<PreferenceFormValues> }) {
  const t = useT();
  return (
    <PreferenceSection
      id="preference-checks"
      title={t('preferences.checks.title')}
      intro={t('preferences.checks.intro')}
      className="xl:col-span-3"
    >
      <div className="grid gap-3 md:grid-cols-3">
        {CHECKS.map(({ name, badge }) => (
          <label
            key={name}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border border-cream-300 bg-white p-4"
          >
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-brand-700"
              {...register(name)}
            />
            <span className="grid gap-2">
              <span className="font-semibold text-ink">{t(LABEL[name])}</span>
              <span aria-hidden="true">
                <VerificationBadges verification={{ ...NONE, [badge]: true }} gender="" />
              </span>
            </span>
          </label>
        ))}
      </div>
    </PreferenceSection>
  );
}
