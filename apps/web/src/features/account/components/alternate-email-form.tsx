import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccountData, EmailBody } from '@waliyy/contract/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { EmailAddress } from '../../../components/email-address';
import { EmailField } from '../../../components/fields/account-fields';
import { SectionCard } from '../../../components/section-card';
import { VerifiedStatus } from '../../../components/verified-status';
import { useT } from '../../../i18n/translate';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account';
import { reportFormError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { addAlternateEmail } from '../api';

type AlternateEmailFormProps = { account: AccountData };

/** Settings › Account: a second address, confirmed through an e-mailed link. */
export function AlternateEmailForm({ account }: AlternateEmailFormProps) {
  const queryClient = useQueryClient();
  const t = useT();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof EmailBody>, unknown, z.output<typeof EmailBody>>({
    resolver: zodResolver(EmailBody),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const mutation = useMutation({
    mutationFn: addAlternateEmail,
    onSuccess: (result) => {
      notifySuccess(result.message, t('account.altEmail.sent'));
      reset();
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    },
    onError: (error) => {
      reportFormError(error, setError, { email: 'email' });
    },
  });

  return (
    <SectionCard
      id="alternate-email-title"
      title={t('account.altEmail.title')}
      intro={t('account.altEmail.intro')}
    >
      <VerifiedStatus
        term={t('account.altEmail.current')}
        className="mb-6"
        status={
          account.alternateEmail
            ? {
                isVerified: account.alternateEmailVerified,
                verified: t('account.altEmail.verified'),
                unverified: t('account.altEmail.unverified'),
              }
            : undefined
        }
      >
        {account.alternateEmail ? (
          <EmailAddress address={account.alternateEmail} className="min-w-0" />
        ) : (
          <span className="text-muted">{t('account.altEmail.none')}</span>
        )}
      </VerifiedStatus>
      <form
        noValidate
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="grid gap-5"
      >
        <EmailField
          label={
            account.alternateEmail ? t('account.altEmail.newLabel') : t('account.altEmail.label')
          }
          error={errors.email?.message}
          {...register('email')}
        />
        <button
          type="submit"
          disabled={mutation.isPending}
          className={buttonClass('primary', 'disabled:opacity-60 sm:justify-self-start')}
        >
          {mutation.isPending ? t('account.altEmail.saving') : t('account.altEmail.save')}
        </button>
      </form>
    </SectionCard>
  );
}
