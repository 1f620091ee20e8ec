import type { ChildProfile } from '@waliyy/contract/children';
import { fieldLabel } from '@waliyy/contract/free-text-fields';
import { GENDERS, SECTS } from '@waliyy/contract/options';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';
import { richText } from '../../../i18n/rich-text';
import { useT } from '../../../i18n/translate';
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

/** The server's own wording (CHILD_RESULT_MESSAGES.dobReadOnly), with the address as a mailto link. */
function DobChangeNote({ supportEmail }: { supportEmail: string | undefined }) {
  const t = useT();
  if (!supportEmail) return <>{t('singles.readOnly.dobNoEmail')}</>;
  return (
    <>
      {richText(t('singles.readOnly.dobNote', { supportEmail }), {
        email: () => (
          <a
            href={`mailto:${supportEmail}`}
            dir="ltr"
            className="font-semibold text-brand-800 underline"
          >
            {supportEmail}
          </a>
        ),
      })}
    </>
  );
}

/** Settings › User: the details fixed when the profile was set up (product.md §3 'Read-only'). */
export function ReadOnlyProfile({ profile, supportEmail }: ReadOnlyProfileProps) {
  const t = useT();
  return (
    <SectionCard
      id="read-only-profile-title"
      title={t('singles.readOnly.title')}
      intro={t('singles.readOnly.intro')}
    >
      <dl className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-cream-300 sm:grid-cols-2">
        <Item term={t('setup.question.firstName')}>{profile.firstName}</Item>
        <Item term={t('setup.question.lastName')}>{profile.lastName}</Item>
        <div className="grid gap-0.5 sm:col-span-2">
          <dt className="text-sm font-semibold text-brand-900">
            {t('setup.question.dateOfBirth')}
          </dt>
          <dd className="text-ink">
            {birthMonthYear(profile.yearOfBirth, profile.monthOfBirth)}
            <p className="mt-1 text-sm text-muted">
              <DobChangeNote supportEmail={supportEmail} />
            </p>
          </dd>
        </div>
        <Item term={t('setup.question.gender')}>
          {optionLabel(GENDERS, profile.gender) ?? profile.gender}
        </Item>
        <Item term={t('setup.question.genotype')}>{profile.genotype}</Item>
        <Item term={t(fieldLabel('state'))}>{profile.state}</Item>
        <Item term={t('singles.readOnly.mixedEthnicity')}>
          {profile.isMixedEthnicity
            ? profile.mixedEthnicityDescription
              ? t('singles.readOnly.yesWith', { description: profile.mixedEthnicityDescription })
              : t('singles.readOnly.yes')
            : t('singles.readOnly.no')}
        </Item>
        <Item term={t('singles.readOnly.sect')}>
          {optionLabel(SECTS, profile.sect) ?? profile.sect}
        </Item>
        <Item term={t('singles.readOnly.startedPracticingIn')}>
          {profile.startedPracticingIn === NOT_PRACTICING
            ? t('singles.readOnly.notPractising')
            : profile.startedPracticingIn}
        </Item>
      </dl>
    </SectionCard>
  );
}
