import { zodResolver } from '@hookform/resolvers/zod';
import type { ChildProfile } from '@waliyy/contract/children';
import { LANGUAGE_NAMES, LANGUAGES } from '@waliyy/contract/languages';
import {
  type ConfirmationState,
  SingleConfirmationForm,
  type SingleConfirmationFormInput,
} from '@waliyy/contract/single-confirmation';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { EmailAddress } from '../../../components/email-address';
import { EmailField } from '../../../components/fields/account-fields';
import { ChoiceField } from '../../../components/fields/choice-field';
import { SelectField } from '../../../components/fields/select-field';
import { TextField } from '../../../components/fields/text-field';
import { SectionCard } from '../../../components/section-card';
import { type GenderParam, genderParam } from '../../../i18n/gender';
import { type MessageKey, type Translate, useLanguage, useT } from '../../../i18n/translate';
import { errorMessage } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useConfirmationStatus, useSendConfirmation } from '../api';

const BADGES: Record<ConfirmationState, { badge: MessageKey; tone: string }> = {
  confirmed: { badge: 'singles.confirmation.badge.confirmed', tone: 'bg-brand-100 text-brand-900' },
  waiting: { badge: 'singles.confirmation.badge.waiting', tone: 'bg-gold-200 text-gold-800' },
  not_asked: { badge: 'singles.confirmation.badge.notAsked', tone: 'bg-cream-100 text-brand-900' },
  declined: { badge: 'singles.confirmation.badge.declined', tone: 'bg-red-100 text-red-800' },
};

/** What the state says of the single (her gender chooses the words, decision 46). */
function stateText(t: Translate, state: ConfirmationState, firstName: string, gender: GenderParam) {
  switch (state) {
    case 'confirmed':
      return t('singles.confirmation.state.confirmed', { firstName, gender });
    case 'waiting':
      return t('singles.confirmation.state.waiting', { firstName });
    case 'not_asked':
      return t('singles.confirmation.state.notAsked', { firstName });
    default:
      return t('singles.confirmation.state.declined', { firstName, gender });
  }
}

type FormOutput = z.output<typeof SingleConfirmationForm>;

/**
 * The single's own "this is me" (decision 083): where it stands, and a link to her own e-mail
 * address or phone, never the account's. Other helpers link here (`#single-confirmation`).
 */
export function SingleConfirmation({ profile }: { profile: ChildProfile }) {
  const t = useT();
  const language = useLanguage();
  const gender = genderParam(profile.gender);
  const status = useConfirmationStatus(profile.id);
  const send = useSendConfirmation(profile.id);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<SingleConfirmationFormInput, unknown, FormOutput>({
    resolver: zodResolver(SingleConfirmationForm),
    mode: 'onTouched',
    defaultValues: { channel: 'email', email: '', language },
  });
  const channel = useWatch({ control, name: 'channel' });
  const fieldErrors = errors as Partial<Record<'email' | 'phone', { message?: string }>>;

  const onSubmit = (values: FormOutput) => {
    const { channel: chosen, ...body } = values;
    send.mutate(body, {
      onSuccess: (result) => {
        notifySuccess(result.message, t('singles.confirmation.sent'));
        reset({ channel: chosen, email: '', phone: '', language: values.language });
      },
      onError: (error) => {
        reportFormError(error, setError, { email: 'email', phone: 'phone' });
      },
    });
  };

  const state = status.data?.state;
  const keys = state ? BADGES[state] : undefined;
  return (
    <div id="single-confirmation" className="scroll-mt-24">
      <SectionCard
        id="single-confirmation-title"
        title={t('singles.confirmation.title', { gender })}
        intro={t('singles.confirmation.intro', { firstName: profile.firstName, gender })}
      >
        <div className="mb-6 grid gap-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-cream-300">
          {status.isError ? (
            <p role="alert" className="text-red-800">
              {errorMessage(status.error)}
            </p>
          ) : keys ? (
            <p className="flex flex-wrap items-center gap-2" role="status">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${keys.tone}`}>
                {t(keys.badge)}
              </span>
              <span>{stateText(t, state ?? 'not_asked', profile.firstName, gender)}</span>
            </p>
          ) : (
            <p className="text-muted" role="status">
              {t('singles.confirmation.loading')}
            </p>
          )}
          {status.data?.sentTo ? (
            <p className="text-muted">
              {t('singles.confirmation.sentTo')}{' '}
              {status.data.sentTo.includes('@') ? (
                <EmailAddress
                  address={status.data.sentTo}
                  className="font-semibold text-brand-900"
                />
              ) : (
                <bdi dir="ltr" className="font-semibold text-brand-900">
                  {status.data.sentTo}
                </bdi>
              )}
            </p>
          ) : null}
          <p className="text-muted">{t('singles.confirmation.edits', { gender })}</p>
        </div>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
          <ChoiceField
            label={t('singles.confirmation.channel')}
            options={[
              { value: 'email', label: t('singles.confirmation.channelEmail') },
              { value: 'phone', label: t('singles.confirmation.channelPhone') },
            ]}
            {...register('channel')}
          />
          {channel === 'phone' ? (
            <TextField
              label={t('singles.confirmation.phone', { gender })}
              type="tel"
              autoComplete="off"
              inputMode="tel"
              error={fieldErrors.phone?.message}
              {...register('phone')}
            />
          ) : (
            <EmailField
              label={t('singles.confirmation.email', { gender })}
              error={fieldErrors.email?.message}
              {...register('email')}
            />
          )}
          <SelectField
            label={t('singles.confirmation.language')}
            options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            error={errors.language?.message}
            {...register('language')}
          />
          <div className="grid gap-2">
            <button
              type="submit"
              disabled={send.isPending}
              className={buttonClass('primary', 'disabled:opacity-60 sm:justify-self-start')}
            >
              {send.isPending
                ? t('singles.confirmation.sending')
                : state && state !== 'not_asked'
                  ? t('singles.confirmation.resend')
                  : t('singles.confirmation.send')}
            </button>
            {state && state !== 'not_asked' ? (
              <p className="text-sm text-muted">
                {t('singles.confirmation.resendHint', { gender })}
              </p>
            ) : null}
          </div>
        </form>
      </SectionCard>
    </div>
  );
}
