import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccountData, AUTH_RESULT_MESSAGES, EmailBody } from '@waliyy/contract/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { EmailField } from '../../../components/fields/account-fields';
import { SectionCard } from '../../../components/section-card';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account';
import { reportFormError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { addAlternateEmail } from '../api';

type AlternateEmailFormProps = { account: AccountData };

/** Settings › Account: a second address, confirmed through an e-mailed link. */
export function AlternateEmailForm({ account }: AlternateEmailFormProps) {
  const queryClient = useQueryClient();
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
      notifySuccess(result.message, AUTH_RESULT_MESSAGES.alternateEmailSent);
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
      title="Alternative e-mail"
      intro="A second address where we can reach you. We send it a link to confirm it is yours."
    >
      <dl className="mb-6 grid gap-1 rounded-2xl bg-white p-4 text-sm ring-1 ring-cream-300">
        <dt className="font-semibold text-brand-900">Current alternative e-mail</dt>
        <dd className="flex flex-wrap items-center gap-2">
          {account.alternateEmail ? (
            <>
              <span className="break-all">{account.alternateEmail}</span>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                  account.alternateEmailVerified
                    ? 'bg-brand-100 text-brand-900'
                    : 'bg-gold-200 text-gold-800'
                }`}
              >
                {account.alternateEmailVerified ? 'Verified' : 'Not verified yet'}
              </span>
            </>
          ) : (
            <span className="text-muted">None yet</span>
          )}
        </dd>
      </dl>
      <form
        noValidate
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="grid gap-5"
      >
        <EmailField
          label={
            account.alternateEmail ? 'New alternative e-mail address' : 'Alternative e-mail address'
          }
          error={errors.email?.message}
          {...register('email')}
        />
        <button
          type="submit"
          disabled={mutation.isPending}
          className={buttonClass('primary', 'disabled:opacity-60 sm:justify-self-start')}
        >
          {mutation.isPending ? 'Saving…' : 'Save alternative e-mail'}
        </button>
      </form>
    </SectionCard>
  );
}
