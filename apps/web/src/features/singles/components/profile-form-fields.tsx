import { type ChildProfile, isLgaListed } from '@waliyy/contract/children';
import { lgasOf } from '@waliyy/contract/places';
import { Fragment, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ContactSpan } from '../../../components/fields/contact-span';
import {
  LgaField,
  PROFILE_FIELDS,
  SUMMARY_FIELDS,
} from '../../../components/fields/profile-fields';
import { useT } from '../../../i18n/translate';
import type { ContactMark } from '../../../lib/contact-marks';
import type { EditableField, ProfileFormValues } from '../profile-form-model';

type ProfileFormFieldsProps = {
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
  /** What the server found in the fields of the last refused save (decision 067), by field. */
  marks: Partial<Record<EditableField, ContactMark>>;
  /** The read-only state of origin: in Nigeria, a Nigerian state's LGA is picked from its list. */
  state: string;
  countryofResidence: string;
  /** A woman's single names her wali; a man's says whether he is open to polygyny. */
  gender: ChildProfile['gender'];
  isWillingToRelocate: boolean;
  belongsToIslamicOrganization: boolean;
};

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="border-t border-cream-300 pt-6 first:border-t-0 first:pt-0">
      <legend className="font-serif text-xl font-semibold text-brand-900">{title}</legend>
      {intro ? <p className="mt-1 text-sm leading-relaxed text-muted">{intro}</p> : null}
      <div className="mt-4 grid gap-5 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The editable fields of a single's profile (product.md §3), in the set-up form's five sections; the
 * inputs themselves are the set-up form's (components/fields/profile-fields.tsx).
 */
export function ProfileFormFields({
  register,
  errors,
  marks,
  state,
  countryofResidence,
  gender,
  isWillingToRelocate,
  belongsToIslamicOrganization,
}: ProfileFormFieldsProps) {
  const t = useT();
  // A field refused for contact details shows the span while the server's error stands (an edit
  // re-validates the field and clears both); only such fields get a `detail`, which a choice
  // field would pass on to its inputs.
  const field = (name: EditableField) => {
    const mark = errors[name]?.type === 'server' ? marks[name] : undefined;
    return {
      ...register(name),
      error: errors[name]?.message,
      ...(mark ? { detail: <ContactSpan mark={mark} /> } : {}),
    };
  };
  // decision 063: the state's list only for a Nigerian state of origin and a home in Nigeria.
  const lgas = isLgaListed({ state, countryofResidence }) ? lgasOf(state) : null;

  return (
    <div className="grid gap-8">
      <Section title={t('singles.section.personal')}>
        {PROFILE_FIELDS.height(field('height'))}
        {PROFILE_FIELDS.weight(field('weight'))}
        {PROFILE_FIELDS.maritalStatus(field('maritalStatus'))}
        {PROFILE_FIELDS.hasChildren(field('hasChildren'))}
        {PROFILE_FIELDS.isSmoker(field('isSmoker'))}
        {PROFILE_FIELDS.isDrinker(field('isDrinker'))}
        {PROFILE_FIELDS.hasAddictions(field('hasAddictions'))}
        {gender === 'MALE' ? PROFILE_FIELDS.isPolygamous(field('isPolygamous')) : null}
      </Section>

      {gender === 'FEMALE' ? (
        <Section title={t('singles.section.wali')} intro={t('singles.section.waliReason')}>
          {PROFILE_FIELDS.waliName(field('waliName'))}
          {PROFILE_FIELDS.waliEmail(field('waliEmail'))}
          {PROFILE_FIELDS.waliPhoneNumber(field('waliPhoneNumber'))}
        </Section>
      ) : null}

      <Section title={t('singles.section.nationality')}>
        {PROFILE_FIELDS.citizenship(field('citizenship'))}
        {PROFILE_FIELDS.countryofResidence(field('countryofResidence'))}
        <LgaField lgas={lgas} hint={t('singles.section.lgaHint', { state })} {...field('lga')} />
      </Section>

      <Section title={t('singles.section.education')}>
        {PROFILE_FIELDS.educationLevel(field('educationLevel'))}
        {PROFILE_FIELDS.employmentStatus(field('employmentStatus'))}
        {PROFILE_FIELDS.profession(field('profession'))}
        {PROFILE_FIELDS.professionalPlans(field('professionalPlans'))}
        {PROFILE_FIELDS.isWillingToRelocate(field('isWillingToRelocate'))}
        {isWillingToRelocate ? PROFILE_FIELDS.relocationPlans(field('relocationPlans')) : null}
      </Section>

      <Section title={t('singles.section.deen')}>
        {PROFILE_FIELDS.isARevert(field('isARevert'))}
        {PROFILE_FIELDS.salatPattern(field('salatPattern'))}
        {PROFILE_FIELDS.belongsToIslamicOrganization(field('belongsToIslamicOrganization'))}
        {belongsToIslamicOrganization
          ? PROFILE_FIELDS.islamicOrganizationName(field('islamicOrganizationName'))
          : null}
        {PROFILE_FIELDS.speakersListenedTo(field('speakersListenedTo'))}
        {PROFILE_FIELDS.descriptionOfIslamicPractice(field('descriptionOfIslamicPractice'))}
      </Section>

      <Section title={t('singles.section.summary')}>
        {SUMMARY_FIELDS.map((name) => (
          <Fragment key={name}>{PROFILE_FIELDS[name](field(name))}</Fragment>
        ))}
      </Section>
    </div>
  );
}
