import {
  FREE_TEXT_FIELDS,
  FREE_TEXT_NAMES,
  type FreeTextField,
  type ProfileTab,
} from '@waliyy/contract/free-text-fields';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  MARITAL_STATUSES,
  SALAT_PATTERNS,
  SECTS,
} from '@waliyy/contract/options';
import { genderParam } from '../../i18n/gender';
import { useT } from '../../i18n/translate';
import { PROFILE_LABELS } from '../fields/profile-labels';
import { PlaceName } from '../place-name';
import { Fact, Facts, ProseSection } from './profile-parts';
import {
  addictionsText,
  heightText,
  optionText,
  type ProfileDetails,
  relocationText,
  startedPractisingText,
  weightText,
  yesNo,
} from './profile-text';

// The three tabs of the profile view (product.md §2), each a panel of the single's own words and
// short answers. Option values are shown by their labels from the contract.

type PanelProps = { profile: ProfileDetails };

/** The free texts each panel lays out by hand (below); the list's others show after them. */
const LAID_OUT = new Set<FreeTextField>([
  ...['about', 'aboutDressing', 'state', 'mixedEthnicityDescription', 'lga'],
  ...['aboutEducationAndJob', 'professionalPlans', 'relocationPlans', 'profession'],
  ...['descriptionOfIslamicPractice', 'startedPracticingIn', 'speakersListenedTo'],
  'islamicOrganizationName',
] as const);

/**
 * A long free text FREE_TEXT_FIELDS adds (decision 079), under its label, at the end of its tab
 * (where the contact detector reads it: READING_ORDER); an optional one left blank is not shown.
 */
function ListedProse({ tab, profile }: PanelProps & { tab: ProfileTab }) {
  const t = useT();
  const fields = FREE_TEXT_NAMES.filter((field) => {
    const spec = FREE_TEXT_FIELDS[field];
    return spec.tab === tab && spec.kind === 'long' && !LAID_OUT.has(field);
  });
  return fields.map((field) => {
    const text = profile[field];
    return typeof text === 'string' && text.trim() !== '' ? (
      <ProseSection key={field} id={`profile-${field}`} title={t(PROFILE_LABELS[field])}>
        {text}
      </ProseSection>
    ) : null;
  });
}

/** Me: About Me, How do I dress, and the personal details. */
export function MePanel({ profile }: PanelProps) {
  const t = useT();
  const gender = genderParam(profile.gender);
  const mixed = profile.isMixedEthnicity ? profile.mixedEthnicityDescription?.trim() : undefined;
  return (
    <div className="grid gap-8">
      <ProseSection id="profile-about-me" title={t('profile.me.about')}>
        {profile.about}
      </ProseSection>
      <ProseSection id="profile-dressing" title={t('profile.me.dressing')}>
        {profile.aboutDressing}
      </ProseSection>
      <Facts id="profile-details" title={t('profile.me.details')}>
        <Fact term={t('profile.fact.genotype')}>{profile.genotype}</Fact>
        <Fact term={t('profile.fact.height')}>{heightText(profile.height)}</Fact>
        <Fact term={t('profile.fact.weight')}>{weightText(profile.weight)}</Fact>
        <Fact term={t('profile.fact.maritalStatus')}>
          {optionText(MARITAL_STATUSES, profile.maritalStatus)}
        </Fact>
        <Fact term={t('profile.fact.nationality')}>
          <PlaceName list="nationalities" value={profile.citizenship} />
        </Fact>
        <Fact term={t('profile.fact.stateOfOrigin')}>{profile.state}</Fact>
        {mixed ? <Fact term={t('profile.fact.mixedEthnicity')}>{mixed}</Fact> : null}
        <Fact term={t('profile.fact.hasChildren', { gender })}>{yesNo(profile.hasChildren)}</Fact>
        <Fact term={t('profile.fact.smokes', { gender })}>{yesNo(profile.isSmoker)}</Fact>
        <Fact term={t('profile.fact.drinks', { gender })}>{yesNo(profile.isDrinker)}</Fact>
        <Fact term={t('profile.fact.addictions')}>
          {addictionsText(profile.hasAddictions, gender)}
        </Fact>
        {/* A man's answer, when given (decision 061): not a contact, so other families see it. */}
        {profile.gender === 'MALE' && profile.isPolygamous != null ? (
          <Fact term={t('profile.fact.polygynous')}>{yesNo(profile.isPolygamous)}</Fact>
        ) : null}
      </Facts>
      <ListedProse tab="me" profile={profile} />
    </div>
  );
}

/** My Education and Profession. */
export function EducationPanel({ profile }: PanelProps) {
  const t = useT();
  const relocation = relocationText(profile);
  const gender = genderParam(profile.gender);
  return (
    <div className="grid gap-8">
      <ProseSection id="profile-education-about" title={t('profile.education.about')}>
        {profile.aboutEducationAndJob}
      </ProseSection>
      <ProseSection id="profile-plans" title={t('profile.education.plans')}>
        {profile.professionalPlans}
      </ProseSection>
      <Facts id="profile-work" title={t('profile.education.work')}>
        {relocation ? (
          <Fact term={t('profile.fact.relocation', { gender })}>{relocation}</Fact>
        ) : null}
        <Fact term={t('profile.fact.employment')}>
          {optionText(EMPLOYMENT_STATUSES, profile.employmentStatus)}
        </Fact>
        <Fact term={t('profile.fact.educationLevel')}>
          {optionText(EDUCATION_LEVELS, profile.educationLevel)}
        </Fact>
        <Fact term={t('profile.fact.profession')}>{profile.profession}</Fact>
      </Facts>
      <ListedProse tab="education" profile={profile} />
    </div>
  );
}

/** My Deen. */
export function DeenPanel({ profile }: PanelProps) {
  const t = useT();
  const organisation = profile.belongsToIslamicOrganization
    ? profile.islamicOrganizationName?.trim()
    : undefined;
  return (
    <div className="grid gap-8">
      <ProseSection id="profile-practice" title={t('profile.deen.practice')}>
        {profile.descriptionOfIslamicPractice}
        <p className="mt-3 font-semibold text-brand-900">
          {startedPractisingText(profile.startedPracticingIn)}
        </p>
      </ProseSection>
      {profile.speakersListenedTo.length > 0 ? (
        <section aria-labelledby="profile-speakers" className="grid gap-3">
          <h2
            id="profile-speakers"
            className="font-serif text-xl font-semibold text-brand-900 sm:text-2xl"
          >
            {t('profile.deen.speakers')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {profile.speakersListenedTo.map((speaker) => (
              <li
                key={speaker}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-brand-200"
              >
                {speaker}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Facts id="profile-deen" title={t('profile.deen.myPractice')}>
        <Fact term={t('profile.fact.sect')}>
          <span className="inline-flex flex-wrap items-center gap-2">
            {optionText(SECTS, profile.sect)}
            {profile.isARevert ? (
              <span className="rounded-full bg-gold-200 px-2.5 py-0.5 text-sm font-semibold text-gold-800">
                {t('profile.deen.revert', { gender: genderParam(profile.gender) })}
              </span>
            ) : null}
          </span>
        </Fact>
        <Fact term={t('profile.fact.salat')}>
          {optionText(SALAT_PATTERNS, profile.salatPattern)}
        </Fact>
        {organisation ? <Fact term={t('profile.fact.organisation')}>{organisation}</Fact> : null}
      </Facts>
      <ListedProse tab="deen" profile={profile} />
    </div>
  );
}
