import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AUTH_RESULT_MESSAGES, EmailBody } from '@waliyy/contract/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { ResendWait } from '../../../components/fields/code-field';
import { TextField } from '../../../components/fields/text-field';
import { useT } from '../../../i18n/translate';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useResendWait } from '../../../lib/use-resend-wait';
import { resendVerification } from '../api';

type ResendCodeProps = { email: string | null };

/**
 * After a code is sent, the button rests this long: the server sends at most one code a minute
 * to an address and answers a quicker second ask as usual without sending (so a stranger cannot
 * spend the owner's resends — decision 018), so a second click here would send nothing.
 */
const RESEND_REST_SECONDS = 60;

/**
 * 'Resend code' on /verify-otp (decision 050). The address comes from sign-up or login; when
 * the page was opened without one, it is asked for. A 429 says how long to wait; after a code
 * is sent the button rests a minute.
 */
export function ResendCode({ email }: ResendCodeProps) {
  const t = useT();
  const { secondsLeft, isWaiting, waitFor, waitAfter } = useResendWait();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof EmailBody>, unknown, z.output<typeof EmailBody>>({
    resolver: zodResolver(EmailBody),
    mode: 'onTouched',
    defaultValues: { email: email ?? '' },
  });

  const mutation = useMutation({
    mutationFn: resendVerification,
    onSuccess: (result) => {
      notifySuccess(result.message, AUTH_RESULT_MESSAGES.verificationResent);
      waitFor(RESEND_REST_SECONDS);
    },
    onError: (error) => {
      notifyError(error);
      waitAfter(error);
    },
  });

  return (
    <section aria-labelledby="resend-title" className="mt-8 border-t border-cream-300 pt-6">
      <h2 id="resend-title" className="font-semibold text-brand-900">
        {t('auth.resend.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('auth.resend.text')}</p>
      <form
        noValidate
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="mt-4 grid gap-4"
      >
        {email ? null : (
          <TextField
            label={t('auth.resend.emailLabel')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
        )}
        <button
          type="submit"
          disabled={mutation.isPending || isWaiting}
          className={buttonClass(
            'outline',
            'w-full disabled:opacity-60 sm:w-auto sm:justify-self-start',
          )}
        >
          {mutation.isPending ? t('auth.resend.sending') : t('auth.resend.submit')}
        </button>
        {isWaiting ? (
          <ResendWait>{t('auth.resend.wait', { seconds: secondsLeft })}</ResendWait>
        ) : null}
      </form>
    </section>
  );
}
