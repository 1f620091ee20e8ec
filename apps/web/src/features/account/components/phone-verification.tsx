import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountData } from '@waliyy/contract/auth';
import { PhoneCodeBody } from '@waliyy/contract/phone-verification';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/fields/text-field';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/translate';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { confirmPhoneCode, sendPhoneCode } from '../api';

/** Seconds left until `until` (ms), ticking each second while any are left. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Settings › Account › Your phone (decision 083): the account's phone confirmed by a texted
 * code. Its section is `#phone`, where the verification walkthrough links.
 */
export function PhoneVerification({ account }: { account: AccountData }) {
  const t = useT();
  const queryClient = useQueryClient();
  const sectionRef = useRef<HTMLDivElement>(null);
  const [isSent, setIsSent] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const secondsLeft = useSecondsLeft(resendAt);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof PhoneCodeBody>, unknown, z.output<typeof PhoneCodeBody>>({
    resolver: zodResolver(PhoneCodeBody),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });

  // Opened at /settings?tab=account#phone: the section comes into view once it is drawn.
  useEffect(() => {
    if (window.location.hash === '#phone') sectionRef.current?.scrollIntoView?.();
  }, []);

  const send = useMutation({
    mutationFn: sendPhoneCode,
    onSuccess: (result) => {
      setIsSent(true);
      setResendAt(Date.now() + result.data.resendAfterSeconds * 1000);
      notifySuccess(result.message, t('account.phone.sent'));
    },
    onError: (error) => {
      // The resend wait: the button waits as long as the server said.
      if (error instanceof ApiError && error.retryAfter) {
        setResendAt(Date.now() + error.retryAfter * 1000);
      }
    },
  });

  const confirm = useMutation({
    mutationFn: confirmPhoneCode,
    onSuccess: (result) => {
      notifySuccess(result.message, t('account.phone.done'));
      reset();
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    },
    onError: (error) => {
      reportFormError(error, setError, { code: 'code' });
    },
  });

  const isUnavailable = account.phoneVerification === 'unavailable';
  return (
    <div id="phone" ref={sectionRef} className="scroll-mt-24">
      <SectionCard
        id="phone-title"
        title={t('account.phone.title')}
        intro={t('account.phone.intro')}
      >
        <dl className="grid gap-1 rounded-2xl bg-white p-4 text-sm ring-1 ring-cream-300">
          <dt className="font-semibold text-brand-900">{t('account.phone.number')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <bdi dir="ltr">{account.phone}</bdi>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                account.phoneVerified ? 'bg-brand-100 text-brand-900' : 'bg-gold-200 text-gold-800'
              }`}
            >
              {account.phoneVerified ? t('account.phone.verified') : t('account.phone.unverified')}
            </span>
          </dd>
        </dl>
        {account.phoneVerified ? (
          <p className="mt-4 text-sm leading-relaxed text-muted">
            {t('account.phone.verifiedText')}
          </p>
        ) : isUnavailable ? (
          <p className="mt-4 rounded-2xl bg-gold-200 p-4 text-sm leading-relaxed text-gold-800">
            {t('account.phone.unavailable')}
          </p>
        ) : (
          <div className="mt-6 grid gap-5">
            <div className="grid gap-2">
              <button
                type="button"
                onClick={() => send.mutate()}
                disabled={send.isPending || secondsLeft > 0}
                className={buttonClass(
                  isSent ? 'outline' : 'primary',
                  'disabled:opacity-60 sm:justify-self-start',
                )}
              >
                {send.isPending
                  ? t('account.phone.sending')
                  : isSent
                    ? t('account.phone.resend')
                    : t('account.phone.send')}
              </button>
              {secondsLeft > 0 ? (
                <p className="text-sm text-muted" aria-live="polite">
                  {t('account.phone.resendIn', { seconds: secondsLeft })}
                </p>
              ) : null}
              {send.isError ? (
                <p role="alert" className="text-sm text-red-800">
                  {errorMessage(send.error)}
                </p>
              ) : null}
            </div>
            {isSent ? (
              <form
                noValidate
                onSubmit={handleSubmit((values) => confirm.mutate(values))}
                className="grid gap-5"
              >
                <TextField
                  label={t('account.phone.codeLabel')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className="sm:max-w-xs [&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
                  error={errors.code?.message}
                  {...register('code')}
                />
                <button
                  type="submit"
                  disabled={confirm.isPending}
                  className={buttonClass('primary', 'disabled:opacity-60 sm:justify-self-start')}
                >
                  {confirm.isPending ? t('account.phone.confirming') : t('account.phone.confirm')}
                </button>
              </form>
            ) : null}
          </div>
        )}
      </SectionCard>
    </div>
  );
}
