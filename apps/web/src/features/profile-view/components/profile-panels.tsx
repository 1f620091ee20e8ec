import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  MARITAL_STATUSES,
  SALAT_PATTERNS,
  SECTS,
} from '@waliyy/contract/options';
import { PlaceName } from '../../../components/place-name';
import {
  addictionsText,
  heightText,
  optionText,
  type ProfileDetails,
  relocationText,
  startedPractisingText,
  weightText,
  yesNo,
} from '../profile-text';
import { Fact, Facts, ProseSection } from './profile-parts';

// The three tabs of the profile view (product.md §2), each a panel of the single's own words and
// short answers. Option values are shown by their labels from the contract.

type PanelProps = { profile: ProfileDetails };

/** Me: About Me, How do I dress, and the personal details. */
export function MePanel({ profile }: PanelProps) {
  const mixed = profile.isMixedEthnicity ? profile.mixedEthnicityDescription?.trim() : undefined;
  return (
    <div className="grid gap-8">
      <ProseSection id="profile-about-me" title="About Me">
        {profile.about}
      </ProseSection>
      <ProseSection id="profile-dressing" title="How do I dress">
        {profile.aboutDressing}
      </ProseSection>
      <Facts id="profile-details" title="My details">
        <Fact term="Genotype">{profile.genotype}</Fact>
        <Fact term="Height">{heightText(profile.height)}</Fact>
        <Fact term="Weight">{weightText(profile.weight)}</Fact>
        <Fact term="Marital status">{optionText(MARITAL_STATUSES, profile.maritalStatus)}</Fact>
        <Fact term="Nationality">
          <PlaceName list="nationalities" value={profile.citizenship} />
        </Fact>
        <Fact term="State of origin">{profile.state}</Fact>
        {mixed ? <Fact term="Mixed ethnicity">{mixed}</Fact> : null}
        <Fact term="Has children">{yesNo(profile.hasChildren)}</Fact>
        <Fact term="Smokes">{yesNo(profile.isSmoker)}</Fact>
        <Fact term="Drinks">{yesNo(profile.isDrinker)}</Fact>
        <Fact term="Addictions">{addictionsText(profile.hasAddictions)}</Fact>
        {/* A man's answer, when given (decision 061): not a contact, so other families see it. */}
        {profile.gender === 'MALE' && profile.isPolygamous != null ? (
          <Fact term="Open to a polygynous marriage">{yesNo(profile.isPolygamous)}</Fact>
        ) : null}
      </Facts>
    </div>
  );
}

/** My Education and Profession. */
export function EducationPanel({ profile }: PanelProps) {
  const relocation = relocationText(profile);
  return (
    <div className="grid gap-8">
      <ProseSection id="profile-education-about" title="About my education and profession">
        {profile.aboutEducationAndJob}
      </ProseSection>
      <ProseSection id="profile-plans" title="My short and medium term plans">
        {profile.professionalPlans}
      </ProseSection>
      <Facts id="profile-work" title="Work and study">
        {relocation ? <Fact term="Willing to relocate to">{relocation}</Fact> : null}
        <Fact term="Employment status">
          {optionText(EMPLOYMENT_STATUSES, profile.employmentStatus)}
        </Fact>
        <Fact term="Level of education">
          {optionText(EDUCATION_LEVELS, profile.educationLevel)}
        </Fact>
        <Fact term="Profession">{profile.profession}</Fact>
      </Facts>
    </div>
  );
}

/** My Deen. */
export function DeenPanel({ profile }: PanelProps) {
  const organisation = profile.belongsToIslamicOrganization
    ? profile.islamicOrganizationName?.trim()
    : undefined;
  return (
    <div className="grid gap-8">
      <ProseSection id="profile-practice" title="About my Islamic practice">
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
            Speakers and scholars I listen to
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
      <Facts id="profile-deen" title="My practice">
        <Fact term="Sect">
          <span className="inline-flex flex-wrap items-center gap-2">
            {optionText(SECTS, profile.sect)}
            {profile.isARevert ? (
              <span className="rounded-full bg-gold-200 px-2.5 py-0.5 text-sm font-semibold text-gold-800">
                Revert
              </span>
            ) : null}
          </span>
        </Fact>
        <Fact term="Pattern of salat">{optionText(SALAT_PATTERNS, profile.salatPattern)}</Fact>
        {organisation ? <Fact term="Islamic organisation">{organisation}</Fact> : null}
      </Facts>
    </div>
  );
}
