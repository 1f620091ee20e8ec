import { CHILD_RESULT_MESSAGES, type ChildProfile } from '@waliyy/contract/children';
import { GENDERS, SECTS } from '@waliyy/contract/options';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';
import { formatMonthYear } from '../../../lib/dates';
import { optionLabel } from '../../../lib/option-label';

/** product.md §2 profile view: the stored value for someone who has not started practising. */
const NOT_PRACTICING = 'NOT_PRACTICING';

/** 'March 1998' — the month and year are all that is kept (product.md §3). */
export function birthMonthYear(year: number, month: number): string {
  return formatMonthYear(year, month);
}

type ReadOnlyProfileProps = {
  profile: ChildProfile;
  /** Where a date-of-birth change is asked for (GET /account `supportEmail`); unknown while loading. */
  supportEmail: string | undefined;
};

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-semibold text-brand-900">{term}</dt>
      <dd className="[overflow-wrap:anywhere] text-ink">{children}</dd>
    </div>
  );
}

/** The server's own wording, with the address as a mailto link. */
function DobChangeNote({ supportEmail }: { supportEmail: string | undefined }) {
  if (!supportEmail) {
    return <>Date of birth cannot be changed here. Please e-mail support to request a change.</>;
  }
  const [before, after] = CHILD_RESULT_MESSAGES.dobReadOnly(supportEmail).split(supportEmail);
  return (
    <>
      {before}
      <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-800 underline">
        {supportEmail}
      </a>
      {after}
    </>
  );
}

/** Settings › User: the details fixed when the profile was set up (product.md §3 'Read-only'). */
export function ReadOnlyProfile({ profile, supportEmail }: ReadOnlyProfileProps) {
  return (
    <SectionCard
      id="read-only-profile-title"
      title="Fixed details"
      intro="These were set when the profile was created and cannot be changed here."
    >
      <dl className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-cream-300 sm:grid-cols-2">
        <Item term="First name">{profile.firstName}</Item>
        <Item term="Last name">{profile.lastName}</Item>
        <div className="grid gap-0.5 sm:col-span-2">
          <dt className="text-sm font-semibold text-brand-900">Date of birth</dt>
          <dd className="text-ink">
            {birthMonthYear(profile.yearOfBirth, profile.monthOfBirth)}
            <p className="mt-1 text-sm text-muted">
              <DobChangeNote supportEmail={supportEmail} />
            </p>
          </dd>
        </div>
        <Item term="Gender">{optionLabel(GENDERS, profile.gender) ?? profile.gender}</Item>
        <Item term="Genotype">{profile.genotype}</Item>
        <Item term="State of origin">{profile.state}</Item>
        <Item term="Mixed ethnicity">
          {profile.isMixedEthnicity
            ? `Yes${profile.mixedEthnicityDescription ? ` — ${profile.mixedEthnicityDescription}` : ''}`
            : 'No'}
        </Item>
        <Item term="Sect">{optionLabel(SECTS, profile.sect) ?? profile.sect}</Item>
        <Item term="Started practising in">
          {profile.startedPracticingIn === NOT_PRACTICING
            ? 'Not practising yet'
            : profile.startedPracticingIn}
        </Item>
      </dl>
    </SectionCard>
  );
}
