import { useMutation } from '@tanstack/react-query';
import type { SignUpForm, SignUpFormInput } from '@waliyy/contract/auth';
import { signUpBodyFromForm } from '@waliyy/contract/auth-forms';
import { AUTH_MESSAGES, AUTH_RESULT_MESSAGES } from '@waliyy/contract/auth-messages';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { EmailField, NewPasswordFields } from '../../../components/fields/account-fields';
import { CheckboxField } from '../../../components/fields/checkbox-field';
import { SelectField } from '../../../components/fields/select-field';
import { TextField } from '../../../components/fields/text-field';
import { FullPageLoader } from '../../../components/full-page-loader';
import { activeLanguage } from '../../../i18n/i18n';
import { richText } from '../../../i18n/rich-text';
import { type MessageKey, useLocalizedTo, useT } from '../../../i18n/translate';
import { withConfirmation } from '../../../lib/confirm-resolver';
import { reportFormError } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signUp } from '../api';
import { AuthLayout, TEXT_LINK } from '../components/auth-layout';
import { termsOnly } from '../terms-only';

type SignUpValues = z.output<typeof SignUpForm>;

const checks = lazyResolver<SignUpFormInput, unknown, SignUpValues>(
  async () => (await import('../form-checks')).signUpResolver,
  termsOnly,
);

/** The account holder's own gender, optional (decision 020): the API's MALE and FEMALE. */
const ACCOUNT_HOLDER = [
  { value: 'MALE', label: 'auth.signUp.holderBrother' },
  { value: 'FEMALE', label: 'auth.signUp.holderSister' },
] as const satisfies readonly { value: string; label: MessageKey }[];

/** API field → form field (product.md §3: the form keeps the old field names). */
const SERVER_FIELDS = {
  firstName: 'fname',
  lastName: 'lname',
  email: 'emailAddress',
  phoneNumber: 'phoneNumber',
  gender: 'gender',
  password: 'password',
  confirmPassword: 'confirmPassword',
} as const;

/** /sign-up (product.md §2, §4, §5). */
export function SignUpPage() {
  const t = useT();
  const localized = useLocalizedTo();
  useDocumentTitle(t('auth.signUp.documentTitle'));
  const navigate = useNavigate();
  const form = useForm<SignUpFormInput, unknown, SignUpValues>({
    resolver: withConfirmation(
      checks.resolver,
      { password: 'password', confirm: 'confirmPassword' },
      AUTH_MESSAGES.confirmMismatch,
    ),
    mode: 'onTouched',
    defaultValues: {
      fname: '',
      lname: '',
      emailAddress: '',
      phoneNumber: '',
      gender: '',
      password: '',
      confirmPassword: '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const mutation = useMutation({
    // The language the visitor reads becomes the account's (decision 070).
    mutationFn: (values: SignUpValues) =>
      signUp({ ...signUpBodyFromForm(values), language: activeLanguage() }),
    onSuccess: (result, values) => {
      notifySuccess(result.message, AUTH_RESULT_MESSAGES.signedUp);
      navigate(localized('/verify-email'), { state: { email: values.emailAddress } });
    },
    onError: (error) => {
      // Said once (decision 022): a disposable address comes back as errors.email, shown
      // under the field; anything that names no field of the form, in a toast.
      reportFormError(error, setError, SERVER_FIELDS);
    },
  });

  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      hasTagline
      intro={
        <p>
          {richText(t('auth.signUp.haveAccount'), {
            login: (words) => (
              <Link to={localized('/login')} className={TEXT_LINK}>
                {words}
              </Link>
            ),
          })}
        </p>
      }
    >
      {mutation.isPending ? <FullPageLoader label={t('auth.signUp.loading')} /> : null}
      <div
        role="note"
        className="mb-6 rounded-2xl border border-gold-400/50 bg-gold-200/40 p-4 text-sm leading-relaxed text-ink"
      >
        <p>
          {richText(t('auth.signUp.sisters'), {
            strong: (words) => <strong className="text-brand-900">{words}</strong>,
          })}
        </p>
      </div>
      <form
        noValidate
        hidden={mutation.isPending}
        onFocus={checks.preload}
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="grid gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('auth.signUp.firstName')}
            autoComplete="given-name"
            error={errors.fname?.message}
            {...register('fname')}
          />
          <TextField
            label={t('auth.signUp.lastName')}
            autoComplete="family-name"
            error={errors.lname?.message}
            {...register('lname')}
          />
        </div>
        <EmailField error={errors.emailAddress?.message} {...register('emailAddress')} />
        <TextField
          label={t('auth.signUp.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="0803 123 4567"
          hint={t('auth.signUp.phoneHint')}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <SelectField
          label={t('auth.signUp.holder')}
          options={ACCOUNT_HOLDER.map((option) => ({ ...option, label: t(option.label) }))}
          placeholder={t('auth.signUp.holderPlaceholder')}
          hint={t('auth.signUp.holderHint')}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <NewPasswordFields
          password={{ ...register('password'), error: errors.password?.message }}
          confirm={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <CheckboxField
          label={t('auth.signUp.acceptTerms')}
          error={errors.acceptTerms?.message}
          {...register('acceptTerms')}
        />
        <p className="-mt-2 text-sm">
          <Link to={localized('/terms')} target="_blank" rel="noopener" className={TEXT_LINK}>
            {richText(t('auth.signUp.readTerms'), {
              newTab: (words) => <span className="sr-only">{words}</span>,
            })}
          </Link>
        </p>
        <button type="submit" className={buttonClass('primary', 'w-full')}>
          {t('auth.signUp.submit')}
        </button>
      </form>
    </AuthLayout>
  );
}
