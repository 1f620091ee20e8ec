import { zodResolver } from '@hookform/resolvers/zod';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  GENOTYPES,
  MARITAL_STATUSES,
  SALAT_PATTERNS,
  SECTS,
} from '@waliyy/contract/options';
import { COUNTRIES, NATIONALITIES } from '@waliyy/contract/places';
import {
  PREFERENCE_RESULT_MESSAGES,
  type Preference,
  PreferenceBody,
} from '@waliyy/contract/preferences';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/fields/text-field';
import { ApiError } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSavePreference } from '../api';
import {
  type PreferenceFormValues,
  type SoftChoiceName,
  serverFieldNames,
  toFormValues,
} from '../preference-form-model';
import { HowChoicesWork } from './how-choices-work';
import { PreferenceMultiSelect, SoftChoiceInput } from './preference-inputs';
import { PreferenceSection } from './preference-section';

const LIFESTYLE: readonly { name: SoftChoiceName; label: string }[] = [
  { name: 'hasChildren', label: 'Has Children' },
  { name: 'willingnessToRelocate', label: 'Willing to relocate' },
  { name: 'isRevert', label: 'Revert' },
  { name: 'isSmoker', label: 'Smokes' },
  { name: 'isDrinker', label: 'Drinks' },
  { name: 'hasAddictions', label: 'Has an Addiction' },
];

const NO_LIMIT = 'No limit';

type PreferenceFormProps = {
  childId: string;
  /** The saved preference; null when there is none yet (then saving creates it). */
  preference: Preference | null;
  /** The saved state changed elsewhere (a 404 or 409 answer): read it again. */
  onStale: () => void;
};

/** The /filter form (product.md §2, §3 Preference, §4): the whole preference, saved at once. */
export function PreferenceForm({ childId, preference, onStale }: PreferenceFormProps) {
  const navigate = useNavigate();
  const mutation = useSavePreference(childId);
  const isUpdate = preference !== null;
  const initial = toFormValues(preference);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PreferenceFormValues, unknown, PreferenceBody>({
    // The inputs hold strings; the schema's preprocessing turns them into numbers and booleans.
    resolver: zodResolver(PreferenceBody) as Resolver<
      PreferenceFormValues,
      unknown,
      PreferenceBody
    >,
    mode: 'onTouched',
    defaultValues: initial,
  });

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(
      { body, isUpdate },
      {
        onSuccess: (result) => {
          notifySuccess(
            result.message,
            isUpdate ? PREFERENCE_RESULT_MESSAGES.updated : PREFERENCE_RESULT_MESSAGES.created,
          );
          navigate('/dashboard');
        },
        onError: (error) => {
          // Under its field when it names one, else in a toast — never both (issue 23 point 6).
          reportFormError(error, setError, serverFieldNames(error));
          // Created or deleted in another tab: the next save should use the other method.
          if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
            onStale();
          }
        },
      },
    ),
  );

  const numberProps = { type: 'number', inputMode: 'decimal', step: 'any' } as const;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <HowChoicesWork />
      <div className="grid gap-6 xl:grid-cols-3">
        <PreferenceSection
          id="preference-age"
          title="Age"
          intro="A must-have. Leave Max Age empty for no upper limit."
        >
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="Min Age"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              error={errors.minAge?.message}
              {...register('minAge')}
            />
            <TextField
              label="Max Age"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              placeholder={NO_LIMIT}
              error={errors.maxAge?.message}
              {...register('maxAge')}
            />
          </div>
        </PreferenceSection>

        <PreferenceSection
          id="preference-body"
          title="Genotype and body"
          intro="Must-haves once chosen; leave them empty for any."
          className="xl:col-span-2"
        >
          <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
            <div>
              <PreferenceMultiSelect
                control={control}
                name="genotypes"
                label="Genotype"
                options={GENOTYPES}
              />
              <p
                role="note"
                className="mt-3 rounded-2xl border border-gold-400/50 bg-gold-200/40 p-4 text-sm leading-relaxed text-ink"
              >
                <strong className="text-brand-900">Always protected:</strong> whatever you choose
                here, we never suggest a pairing whose genotypes together put children at risk of
                sickle-cell disease.
              </p>
            </div>
            <div className="grid grid-cols-2 gap-4">
              <TextField
                label="Min Height (m)"
                placeholder={NO_LIMIT}
                error={errors.minHeight?.message}
                {...numberProps}
                {...register('minHeight')}
              />
              <TextField
                label="Max Height (m)"
                placeholder={NO_LIMIT}
                error={errors.maxHeight?.message}
                {...numberProps}
                {...register('maxHeight')}
              />
              <TextField
                label="Min Weight (kg)"
                placeholder={NO_LIMIT}
                error={errors.minWeight?.message}
                {...numberProps}
                {...register('minWeight')}
              />
              <TextField
                label="Max Weight (kg)"
                placeholder={NO_LIMIT}
                error={errors.maxWeight?.message}
                {...numberProps}
                {...register('maxWeight')}
              />
            </div>
          </div>
        </PreferenceSection>

        <PreferenceSection
          id="preference-background"
          title="Background"
          intro="Must-haves once chosen. Choose as many as you like; choosing none means any."
          className="xl:col-span-3"
        >
          <div className="grid gap-5 md:grid-cols-2">
            <PreferenceMultiSelect
              control={control}
              name="maritalStatus"
              label="Marital Status"
              options={MARITAL_STATUSES}
            />
            <PreferenceMultiSelect
              control={control}
              name="levelOfEducation"
              label="Level of Education"
              options={EDUCATION_LEVELS}
            />
            <PreferenceMultiSelect
              control={control}
              name="employmentStatus"
              label="Employment Status"
              options={EMPLOYMENT_STATUSES}
            />
            <PreferenceMultiSelect
              control={control}
              name="countryOfResidence"
              label="Country of Residence"
              options={COUNTRIES}
            />
            <PreferenceMultiSelect
              control={control}
              name="citizenship"
              label="Nationality"
              options={NATIONALITIES}
            />
          </div>
        </PreferenceSection>

        <PreferenceSection
          id="preference-deen"
          title="Deen"
          intro="Must-haves once chosen. Choose as many as you like; choosing none means any."
          className="xl:col-span-3"
        >
          <div className="grid gap-5 md:grid-cols-2">
            <PreferenceMultiSelect
              control={control}
              name="patternOfSalat"
              label="Pattern of Salat"
              options={SALAT_PATTERNS}
            />
            <PreferenceMultiSelect
              control={control}
              name="sect"
              label="Islamic Sect"
              options={SECTS}
            />
          </div>
        </PreferenceSection>

        <PreferenceSection
          id="preference-lifestyle"
          title="Lifestyle"
          className="xl:col-span-3"
          intro={
            <p>
              These questions, relocation included, never rule anyone out; they only change who is
              suggested first. <strong className="font-semibold text-ink">Open to it</strong>: it is
              fine if they do. <strong className="font-semibold text-ink">Prefer not</strong>: those
              who do not come first.{' '}
              <strong className="font-semibold text-ink">No preference</strong>: it does not count.
            </p>
          }
        >
          <div className="grid gap-6 lg:grid-cols-2">
            {LIFESTYLE.map(({ name, label }) => (
              <SoftChoiceInput
                key={name}
                register={register}
                name={name}
                label={label}
                error={errors[name]?.message}
                savedValue={initial[name]}
              />
            ))}
          </div>
        </PreferenceSection>
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={mutation.isPending}
          className={buttonClass('primary', 'w-full disabled:opacity-60 sm:w-auto sm:min-w-48')}
        >
          {mutation.isPending ? 'Saving…' : 'Save preferences'}
        </button>
      </div>
    </form>
  );
}
