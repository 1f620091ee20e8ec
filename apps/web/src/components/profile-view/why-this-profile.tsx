import type { Compatibility } from '@waliyy/contract/discovery';
import { Link } from 'react-router';
import { useT } from '../../i18n/translate';
import { preferenceSummary } from './profile-text';

/**
 * Why this profile was shown to the viewer's single (decision 046): the genotype pairing
 * (never at-risk: such a profile is not visible, decision 042) and how each side's
 * preferences are met.
 */
export function WhyThisProfile({ compatibility }: { compatibility: Compatibility }) {
  const t = useT();
  const isCaution = compatibility.genotype === 'caution';
  const preferences = preferenceSummary(compatibility);
  return (
    <section
      aria-labelledby="why-this-profile"
      className="rounded-3xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="why-this-profile" className="font-serif text-xl font-semibold text-brand-900">
        {t('profile.why.title')}
      </h2>
      <ul className="mt-3 grid gap-3">
        <li
          className={`rounded-2xl p-3 ${isCaution ? 'bg-gold-200/60 ring-1 ring-gold-400' : 'bg-white ring-1 ring-brand-200'}`}
        >
          <p className={`font-semibold ${isCaution ? 'text-gold-800' : 'text-brand-900'}`}>
            {isCaution ? t('profile.why.genotypeCaution') : t('profile.why.genotypeCompatible')}
          </p>
          <p className="mt-1 text-sm text-muted">{t('profile.why.genotypeAsEntered')}</p>
        </li>
        <li className="rounded-2xl bg-white p-3 text-ink ring-1 ring-brand-200">
          {preferences.isOwnMissing ? (
            <p>
              {t('profile.why.noOwnPreferences')}{' '}
              <Link to="/filter" className="font-semibold text-brand-800 underline">
                {t('profile.why.setPreferences')}
              </Link>
            </p>
          ) : null}
          <p className={preferences.isOwnMissing ? 'mt-1 text-muted' : undefined}>
            {preferences.text}
          </p>
        </li>
      </ul>
    </section>
  );
}
