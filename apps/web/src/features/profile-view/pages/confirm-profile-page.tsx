import { useMutation } from '@tanstack/react-query';
import type { ConfirmProfileView } from '@waliyy/contract/single-confirmation';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { genderParam } from '../../../i18n/gender';
import { useT } from '../../../i18n/translate';
import { ApiError } from '../../../lib/api-client';
import { HerLinkFrame, useHerLink } from '../components/her-link-frame';
import { answerConfirmation, fetchConfirmationView } from '../link-api';

type Reply = { agree: boolean; asksBeforeMatch?: boolean };

/** Her question and its two answers, or (the standing link) withdrawing. */
function Answer({
  view,
  onAnswer,
  busy,
}: {
  view: ConfirmProfileView;
  onAnswer: (answer: Reply) => void;
  busy: boolean;
}) {
  const t = useT();
  const gender = genderParam(view.profile.gender);
  const ask = view.purpose === 'ask';
  // Hers alone (decision 084): a woman's single may ask to be asked before any match.
  const canAsk = view.profile.gender === 'FEMALE';
  const [asks, setAsks] = useState(view.asksBeforeMatch);
  const choice = canAsk ? { asksBeforeMatch: asks } : {};
  return (
    <section
      aria-labelledby="confirm-question"
      className="grid gap-4 rounded-3xl border border-brand-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="confirm-question" className="font-serif text-2xl font-semibold text-brand-900">
        {ask
          ? t('profile.confirm.question', { gender })
          : t('profile.confirm.withdrawTitle', { gender })}
      </h2>
      <p className="leading-relaxed text-muted">
        {ask
          ? t('profile.confirm.declineHint', { gender })
          : t('profile.confirm.withdrawIntro', { gender })}
      </p>
      {canAsk ? (
        <div className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4">
          <input
            id="asks-before-match"
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            checked={asks}
            onChange={(event) => setAsks(event.target.checked)}
            aria-describedby="asks-before-match-hint"
          />
          <div className="grid gap-1">
            <label htmlFor="asks-before-match" className="font-semibold text-brand-900">
              {t('profile.confirm.asksBeforeMatch')}
            </label>
            <p id="asks-before-match-hint" className="text-sm text-muted">
              {t('profile.confirm.asksBeforeMatchHint')}
            </p>
          </div>
        </div>
      ) : null}
      <div className="grid gap-3 sm:flex sm:flex-wrap">
        {ask ? (
          <button
            type="button"
            disabled={busy}
            className={buttonClass('primary', 'disabled:opacity-60')}
            onClick={() => onAnswer({ agree: true, ...choice })}
          >
            {t('profile.confirm.agree', { gender })}
          </button>
        ) : null}
        {!ask && canAsk ? (
          <button
            type="button"
            disabled={busy}
            className={buttonClass('primary', 'disabled:opacity-60')}
            onClick={() => onAnswer({ agree: true, ...choice })}
          >
            {t('profile.confirm.asksSave')}
          </button>
        ) : null}
        <button
          type="button"
          disabled={busy}
          className={buttonClass('outline', 'disabled:opacity-60')}
          onClick={() => onAnswer({ agree: false })}
        >
          {ask
            ? t('profile.confirm.decline', { gender })
            : t('profile.confirm.withdraw', { gender })}
        </button>
      </div>
    </section>
  );
}

/**
 * /confirm-profile#token=… (decision 083): the single's own page, from the link her guardian
 * sent her. It shows her profile exactly as other families see it, in the language she was
 * written to in, and records her answer. No account: the link's token is the proof.
 */
export function ConfirmProfilePage() {
  const t = useT();
  const { token, view } = useHerLink(
    t('profile.confirm.docTitle'),
    'confirm-profile',
    fetchConfirmationView,
  );
  const answer = useMutation({
    mutationFn: (reply: Reply) => answerConfirmation(token, reply, view.data?.version ?? ''),
    // Her family changed the profile while she read it: show it as it is now.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT') view.refetch();
    },
  });
  return (
    <HerLinkFrame
      token={token}
      view={view}
      answer={answer}
      invalid={{ title: t('profile.confirm.invalidTitle'), noToken: t('profile.confirm.noToken') }}
      answered={(reply) => {
        const agreed = reply.agree === true;
        return {
          title: agreed ? t('profile.confirm.agreedTitle') : t('profile.confirm.declinedTitle'),
          after:
            agreed && view.data?.purpose === 'ask' ? (
              <p className="mt-3">{t('profile.confirm.standing')}</p>
            ) : null,
        };
      }}
      header={(data) => {
        const gender = genderParam(data.profile.gender);
        return {
          title:
            data.purpose === 'ask'
              ? t('profile.confirm.title', { gender })
              : t('profile.confirm.docTitle'),
          intro: t('profile.confirm.intro', { gender }),
        };
      }}
    >
      {(data) => (
        <Answer view={data} busy={answer.isPending} onAnswer={(reply) => answer.mutate(reply)} />
      )}
    </HerLinkFrame>
  );
}
