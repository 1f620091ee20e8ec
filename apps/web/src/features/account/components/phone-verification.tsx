import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountData } from '@waliyy/contract/auth';
import { PhoneCodeBody } from '@waliyy/contract/phone-verification';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { CodeField, ResendWait } from '../../../components/fields/code-field';
import { SectionCard } from '../../../components/section-card';
import { VerifiedStatus } from '../../../components/verified-status';
import { useT } from '../../../i18n/translate';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account';
import { errorMessage } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useResendWait } from '../../../lib/use-resend-wait';
import { confirmPhoneCode, sendPhoneCode } from '../api';

/**
 * Settings › Account › Your phone (decision 083): the account's phone confirmed by a texted
 * code. Its section is `#phone`, where the verification walkthrough links.
 */
export function PhoneVerification({ account }: { account: AccountData }) {
  const t = useT();
  const queryClient = useQueryClient();
  const sectionRef = useRef<HTMLDivElement>(null);
  const [isSent, setIsSent] = useState(false);
  const { secondsLeft, isWaiting, waitFor, waitAfter } = useResendWait();
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
      waitFor(result.data.resendAfterSeconds);
      notifySuccess(result.message, t('account.phone.sent'));
    },
    // The resend wait: the button waits as long as the server said.
    onError: waitAfter,
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
        <VerifiedStatus
          term={t('account.phone.number')}
          status={{
            isVerified: account.phoneVerified,
            verified: t('account.phone.verified'),
            unverified: t('account.phone.unverified'),
          }}
        >
          <bdi dir="ltr">{account.phone}</bdi>
        </VerifiedStatus>
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
                disabled={send.isPending || isWaiting}
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
              {isWaiting ? (
                <ResendWait>{t('account.phone.resendIn', { seconds: secondsLeft })}</ResendWait>
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
                <CodeField
                  label={t('account.phone.codeLabel')}
                  className="sm:max-w-xs"
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
