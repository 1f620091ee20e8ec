import { useMutation, useQuery } from '@tanstack/react-query';
import type { ConfirmProfileView } from '@waliyy/contract/single-confirmation';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { publicName } from '../../../components/profile-view/profile-text';
import { ProfileView } from '../../../components/profile-view/profile-view';
import { StatusScreen } from '../../../components/status-screen';
import { genderParam } from '../../../i18n/gender';
import { activateLanguage } from '../../../i18n/i18n';
import { useT } from '../../../i18n/translate';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { shownMessage } from '../../../lib/known-messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { answerConfirmation, fetchConfirmationView } from '../api';
import { ProfileSkeleton } from '../components/profile-page-frame';

/** The token in `#token=…`: a fragment never reaches a server's log. */
function tokenOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

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
  useDocumentTitle(t('profile.confirm.docTitle'));
  const { hash } = useLocation();
  const [token] = useState(() => tokenOfHash(hash));
  const view = useQuery({
    queryKey: ['confirm-profile', token],
    queryFn: () => fetchConfirmationView(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const language = view.data?.language;
  useEffect(() => {
    if (language) activateLanguage(language).catch(() => undefined);
  }, [language]);
  const answer = useMutation({
    mutationFn: (reply: Reply) => answerConfirmation(token, reply, view.data?.version ?? ''),
    // Her family changed the profile while she read it: show it as it is now.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT') view.refetch();
    },
  });

  if (!token || view.isError) {
    return (
      <StatusScreen title={t('profile.confirm.invalidTitle')} actions={null}>
        <p role="alert">{view.isError ? errorMessage(view.error) : t('profile.confirm.noToken')}</p>
      </StatusScreen>
    );
  }
  if (answer.isSuccess) {
    const agreed = answer.variables?.agree === true;
    return (
      <StatusScreen
        title={agreed ? t('profile.confirm.agreedTitle') : t('profile.confirm.declinedTitle')}
        actions={null}
      >
        <p role="status">{shownMessage(answer.data.message)}</p>
        {agreed && view.data?.purpose === 'ask' ? (
          <p className="mt-3">{t('profile.confirm.standing')}</p>
        ) : null}
      </StatusScreen>
    );
  }

  let body: ReactNode;
  if (!view.data) body = <ProfileSkeleton />;
  else {
    const gender = genderParam(view.data.profile.gender);
    body = (
      <>
        <header className="grid gap-2">
          <h1 className="font-serif text-3xl font-semibold text-brand-900">
            {view.data.purpose === 'ask'
              ? t('profile.confirm.title', { gender })
              : t('profile.confirm.docTitle')}
          </h1>
          <p className="leading-relaxed text-muted">{t('profile.confirm.intro', { gender })}</p>
        </header>
        <ProfileView
          profile={view.data.profile}
          name={publicName(view.data.profile.displayId)}
          isOwn={false}
        />
        <Answer
          view={view.data}
          busy={answer.isPending}
          onAnswer={(reply) => answer.mutate(reply)}
        />
        {answer.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
            {errorMessage(answer.error)}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-10">{body}</main>
  );
}
