import type { Verification } from '@waliyy/contract/verification';
import { genderParam } from '../../i18n/gender';
import { useT } from '../../i18n/translate';
import { badgeWords, VERIFICATION_ORDER, VerificationBadges } from '../verification-badges';

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
  // What each check means, in plain words (decision 083).
  const meaning = {
    phone: t('profile.checks.phoneText'),
    single: t('profile.checks.singleText', { gender: g }),
    genotype: t('profile.checks.genotypeText'),
  };
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
        {VERIFICATION_ORDER.map((check) => (
          <div
            key={check}
            data-check={check}
            className="rounded-2xl bg-white p-3 ring-1 ring-cream-300"
          >
            <dt className="font-semibold text-ink">
              {badgeWords(check, t, g).word}
              {': '}
              <span className={verification[check] ? 'text-brand-800' : 'text-muted'}>
                {verification[check] ? t('profile.checks.passed') : t('profile.checks.notYet')}
              </span>
            </dt>
            <dd className="mt-1 text-sm text-muted">{meaning[check]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
