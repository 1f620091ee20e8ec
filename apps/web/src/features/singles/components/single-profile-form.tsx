import { zodResolver } from '@hookform/resolvers/zod';
import type { ChildProfile } from '@waliyy/contract/children';
import { useMemo, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/button-styles';
import { SectionCard } from '../../../components/section-card';
import { t as translate, useT } from '../../../i18n/translate';
import { ApiError, errorMessage, UNKNOWN_ERROR_MESSAGE } from '../../../lib/api-client';
import { type ContactMark, contactMarks } from '../../../lib/contact-marks';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateChild } from '../api';
import {
  type EditableField,
  type ProfileFormOutput,
  type ProfileFormValues,
  profileFormSchema,
  SERVER_FIELDS,
  toFormValues,
  toUpdateBody,
} from '../profile-form-model';
import { ProfileFormFields } from './profile-form-fields';

/** product.md §8: the profile update's fallback ('An error occurred') when the server gave no message of its own. */
function updateErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.message !== UNKNOWN_ERROR_MESSAGE
    ? errorMessage(error)
    : translate('singles.form.updateFailed');
}

type SingleProfileFormProps = { profile: ChildProfile };

/**
 * Settings › User: the editable part of a single's profile (product.md §3, §5). A save refreshes the
 * profile and the account through the queries — no page reload (the spec's reload is the old
 * client's way of refreshing) — and `values` puts the saved profile back into the form.
 */
export function SingleProfileForm({ profile }: SingleProfileFormProps) {
  const t = useT();
  const mutation = useUpdateChild(profile.id);
  const schema = useMemo(() => profileFormSchema(profile), [profile]);
  const values = useMemo(() => toFormValues(profile), [profile]);
  const [marks, setMarks] = useState<Partial<Record<EditableField, ContactMark>>>({});
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    // The inputs hold plain strings ('' before a choice); the schema's input type is narrower.
    resolver: zodResolver(schema) as Resolver<ProfileFormValues, unknown, ProfileFormOutput>,
    mode: 'onTouched',
    values,
  });
  const [isWillingToRelocate, belongsToIslamicOrganization, countryofResidence] = useWatch({
    control,
    name: ['isWillingToRelocate', 'belongsToIslamicOrganization', 'countryofResidence'],
  });

  const onSubmit = handleSubmit((output) => {
    const body = toUpdateBody(output, profile.gender);
    setMarks({});
    mutation.mutate(body, {
      onSuccess: (result) => notifySuccess(result.message, t('singles.form.updated')),
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, SERVER_FIELDS) && error instanceof ApiError) {
          // Contact details: the span is marked in the text as sent (the offsets are into it).
          setMarks(contactMarks(error.contact, body, SERVER_FIELDS));
          // As for the form's own errors: the first field in trouble gets the focus. Said under
          // the field only, not in a toast as well (decision 022).
          const first = Object.keys(error.fieldErrors).find((field) => SERVER_FIELDS[field]);
          if (first) setFocus(SERVER_FIELDS[first]!);
          return;
        }
        toast.error(updateErrorMessage(error));
      },
    });
  });

  return (
    <SectionCard
      id="single-profile-form-title"
      title={t('singles.form.title', { firstName: profile.firstName })}
      intro={t('singles.form.intro')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-8">
        <ProfileFormFields
          register={register}
          errors={errors}
          marks={marks}
          state={profile.state}
          countryofResidence={countryofResidence}
          gender={profile.gender}
          isWillingToRelocate={isWillingToRelocate === 'true'}
          belongsToIslamicOrganization={belongsToIslamicOrganization === 'true'}
        />
        <button
          type="submit"
          disabled={mutation.isPending}
          className={buttonClass('primary', 'disabled:opacity-60 sm:justify-self-start')}
        >
          {mutation.isPending ? t('singles.saving') : t('singles.form.save')}
        </button>
      </form>
    </SectionCard>
  );
}
