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
import type { SelectOption } from '../../../components/fields/select-field';
import { TextField } from '../../../components/fields/text-field';
import { richText } from '../../../i18n/rich-text';
import { type MessageKey, useT } from '../../../i18n/translate';
import { ApiError } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSavePreference } from '../api';
import {
  type MultiSelectName,
  type PreferenceFormValues,
  type SoftChoiceName,
  serverFieldNames,
  toFormValues,
} from '../preference-form-model';
import { HowChoicesWork } from './how-choices-work';
import { PreferenceMultiSelect, SoftChoiceInput } from './preference-inputs';
import { PreferenceSection } from './preference-section';
import { RequiredChecks } from './required-checks';

type ListChoice = { name: MultiSelectName; label: MessageKey; options: readonly SelectOption[] };

/** The lists of the background and deen sections, in the page's order. */
const BACKGROUND: readonly ListChoice[] = [
  {
    name: 'maritalStatus',
    label: 'preferences.background.maritalStatus',
    options: MARITAL_STATUSES,
  },
  {
    name: 'levelOfEducation',
    label: 'preferences.background.levelOfEducation',
    options: EDUCATION_LEVELS,
  },
  {
    name: 'employmentStatus',
    label: 'preferences.background.employmentStatus',
    options: EMPLOYMENT_STATUSES,
  },
  {
    name: 'countryOfResidence',
    label: 'preferences.background.countryOfResidence',
    options: COUNTRIES,
  },
  { name: 'citizenship', label: 'preferences.background.citizenship', options: NATIONALITIES },
];
const DEEN: readonly ListChoice[] = [
  { name: 'patternOfSalat', label: 'preferences.deen.patternOfSalat', options: SALAT_PATTERNS },
  { name: 'sect', label: 'preferences.deen.sect', options: SECTS },
];

/** The height and weight limits, each empty for no limit. */
const BODY_LIMITS: readonly { name: BodyLimitName; label: MessageKey }[] = [
  { name: 'minHeight', label: 'preferences.body.minHeight' },
  { name: 'maxHeight', label: 'preferences.body.maxHeight' },
  { name: 'minWeight', label: 'preferences.body.minWeight' },
  { name: 'maxWeight', label: 'preferences.body.maxWeight' },
];
type BodyLimitName = 'minHeight' | 'maxHeight' | 'minWeight' | 'maxWeight';

const LIFESTYLE: readonly { name: SoftChoiceName; label: MessageKey }[] = [
  { name: 'hasChildren', label: 'preferences.lifestyle.hasChildren' },
  { name: 'willingnessToRelocate', label: 'preferences.lifestyle.willingnessToRelocate' },
  { name: 'isRevert', label: 'preferences.lifestyle.isRevert' },
  { name: 'isSmoker', label: 'preferences.lifestyle.isSmoker' },
  { name: 'isDrinker', label: 'preferences.lifestyle.isDrinker' },
  { name: 'hasAddictions', label: 'preferences.lifestyle.hasAddictions' },
];

const strong = (className: string) => (words: string) => (
  <strong className={className}>{words}</strong>
);

type PreferenceFormProps = {
  childId: string;
  /** The saved preference; null when there is none yet (then saving creates it). */
  preference: Preference | null;
  /** The saved state changed elsewhere (a 404 or 409 answer): read it again. */
  onStale: () => void;
};

/** The /filter form (product.md §2, §3 Preference, §4): the whole preference, saved at once. */
export function PreferenceForm({ childId, preference, onStale }: PreferenceFormProps) {
  const t = useT();
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
          // Under its field when it names one, else in a toast — never both (decision 022).
          reportFormError(error, setError, serverFieldNames(error));
          // Created or deleted in another tab: the next save should use the other method.
          if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
            onStale();
          }
        },
      },
    ),
  );

  // Text, not type=number: a browser's number box refuses Arabic digits (decision 074).
  const numberProps = { inputMode: 'decimal', autoComplete: 'off' } as const;
  const NO_LIMIT = t('preferences.noLimit');
  const listIntro = t('preferences.listIntro');

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <HowChoicesWork />
      <div className="grid gap-6 xl:grid-cols-3">
        <PreferenceSection
          id="preference-age"
          title={t('preferences.age.title')}
          intro={t('preferences.age.intro')}
        >
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label={t('preferences.age.min')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              error={errors.minAge?.message}
              {...register('minAge')}
            />
            <TextField
              label={t('preferences.age.max')}
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
          title={t('preferences.body.title')}
          intro={t('preferences.body.intro')}
          className="xl:col-span-2"
        >
          <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
            <div>
              <PreferenceMultiSelect
                control={control}
                name="genotypes"
                label={t('preferences.body.genotype')}
                options={GENOTYPES}
              />
              <p
                role="note"
                className="mt-3 rounded-2xl border border-gold-400/50 bg-gold-200/40 p-4 text-sm leading-relaxed text-ink"
              >
                {richText(t('preferences.body.protected'), {
                  strong: strong('text-brand-900'),
                })}
              </p>
            </div>
            <div className="grid grid-cols-2 gap-4">
              {BODY_LIMITS.map(({ name, label }) => (
                <TextField
                  key={name}
                  label={t(label)}
                  placeholder={NO_LIMIT}
                  error={errors[name]?.message}
                  {...numberProps}
                  {...register(name)}
                />
              ))}
            </div>
          </div>
        </PreferenceSection>

        <PreferenceSection
          id="preference-background"
          title={t('preferences.background.title')}
          intro={listIntro}
          className="xl:col-span-3"
        >
          <div className="grid gap-5 md:grid-cols-2">
            {BACKGROUND.map(({ name, label, options }) => (
              <PreferenceMultiSelect
                key={name}
                control={control}
                name={name}
                label={t(label)}
                options={options}
              />
            ))}
          </div>
        </PreferenceSection>

        <PreferenceSection
          id="preference-deen"
          title={t('preferences.deen.title')}
          intro={listIntro}
          className="xl:col-span-3"
        >
          <div className="grid gap-5 md:grid-cols-2">
            {DEEN.map(({ name, label, options }) => (
              <PreferenceMultiSelect
                key={name}
                control={control}
                name={name}
                label={t(label)}
                options={options}
              />
            ))}
          </div>
        </PreferenceSection>

        <PreferenceSection
          id="preference-lifestyle"
          title={t('preferences.lifestyle.title')}
          className="xl:col-span-3"
          intro={
            <p>
              {richText(t('preferences.lifestyle.intro'), {
                strong: strong('font-semibold text-ink'),
              })}
            </p>
          }
        >
          <div className="grid gap-6 lg:grid-cols-2">
            {LIFESTYLE.map(({ name, label }) => (
              <SoftChoiceInput
                key={name}
                register={register}
                name={name}
                label={t(label)}
                error={errors[name]?.message}
                savedValue={initial[name]}
              />
            ))}
          </div>
        </PreferenceSection>
        <RequiredChecks register={register} />
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={mutation.isPending}
          className={buttonClass('primary', 'w-full disabled:opacity-60 sm:w-auto sm:min-w-48')}
        >
          {mutation.isPending ? t('preferences.saving') : t('preferences.save')}
        </button>
      </div>
    </form>
  );
}
