import { VERIFICATION_CHECKS, type Verification } from '@waliyy/contract/verification';
import { genderParam } from '../../i18n/gender';
import { type MessageKey, useT } from '../../i18n/translate';
import { BADGES, VerificationBadges } from '../verification-badges';

/** What each check means, in plain words (decision 083). */
const MEANING: Record<keyof Verification, MessageKey> = {
  phone: 'profile.checks.phoneText',
  single: 'profile.checks.singleText',
  genotype: 'profile.checks.genotypeText',
};

/**
 * Someone else's single's checks (decision 083), with their legend: the badges passed, then
 * each of the three checks, whether it is passed, and what it means. Never when or by whom.
 */
export function ProfileChecks({
  verification,
  gender,
}: {
  verification: Verification;
  gender: string;
}) {
  const t = useT();
  const g = genderParam(gender);
  return (
    <section
      id="checks"
      aria-labelledby="profile-checks"
      className="rounded-3xl border border-cream-300 bg-cream-50 p-5 sm:p-6"
    >
      <h2 id="profile-checks" className="font-serif text-xl font-semibold text-brand-900">
        {t('profile.checks.title')}
      </h2>
      <VerificationBadges verification={verification} gender={gender} className="mt-3" />
      <dl className="mt-4 grid gap-3">
        {VERIFICATION_CHECKS.map((check) => (
          <div
            key={check}
            data-check={check}
            className="rounded-2xl bg-white p-3 ring-1 ring-cream-300"
          >
            <dt className="font-semibold text-ink">
              {t(BADGES[check].word, { gender: g })}
              {': '}
              <span className={verification[check] ? 'text-brand-800' : 'text-muted'}>
                {verification[check] ? t('profile.checks.passed') : t('profile.checks.notYet')}
              </span>
            </dt>
            <dd className="mt-1 text-sm text-muted">{t(MEANING[check], { gender: g })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
