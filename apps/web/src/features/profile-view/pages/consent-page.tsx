import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { publicName } from '../../../components/profile-view/profile-text';
import { ProfileView } from '../../../components/profile-view/profile-view';
import { StatusScreen } from '../../../components/status-screen';
import { activateLanguage } from '../../../i18n/i18n';
import { useT } from '../../../i18n/translate';
import { errorMessage } from '../../../lib/api-client';
import { shownMessage } from '../../../lib/known-messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { answerConsent, fetchConsentView } from '../api';
import { ProfileSkeleton } from '../components/profile-page-frame';

/** The token in `#token=…`: a fragment never reaches a server's log. */
function tokenOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

/**
 * /consent#token=… (decision 084): her own page, from the link sent to her when her family's (or
 * his family's) acceptance would make a match she asked to be asked about. It shows his profile
 * exactly as her family sees it on the like, in her link's language, and takes her yes or no.
 * No account: the link's token is the proof.
 */
export function ConsentPage() {
  const t = useT();
  useDocumentTitle(t('profile.consent.docTitle'));
  const { hash } = useLocation();
  const [token] = useState(() => tokenOfHash(hash));
  const view = useQuery({
    queryKey: ['consent', token],
    queryFn: () => fetchConsentView(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const language = view.data?.language;
  useEffect(() => {
    if (language) activateLanguage(language).catch(() => undefined);
  }, [language]);
  const answer = useMutation({ mutationFn: (agree: boolean) => answerConsent(token, agree) });

  if (!token || view.isError) {
    return (
      <StatusScreen title={t('profile.consent.invalidTitle')} actions={null}>
        <p role="alert">{view.isError ? errorMessage(view.error) : t('profile.consent.noToken')}</p>
      </StatusScreen>
    );
  }
  if (answer.isSuccess) {
    return (
      <StatusScreen
        title={
          answer.variables ? t('profile.consent.agreedTitle') : t('profile.consent.declinedTitle')
        }
        actions={null}
      >
        <p role="status">{shownMessage(answer.data.message)}</p>
      </StatusScreen>
    );
  }

  let body: ReactNode;
  if (!view.data) body = <ProfileSkeleton />;
  else {
    body = (
      <>
        <header className="grid gap-2">
          <h1 className="font-serif text-3xl font-semibold text-brand-900">
            {t('profile.consent.title')}
          </h1>
          <p className="leading-relaxed text-muted">{t('profile.consent.intro')}</p>
        </header>
        <ProfileView
          profile={view.data.profile}
          name={publicName(view.data.profile.displayId)}
          isOwn={false}
        />
        <section
          aria-labelledby="consent-question"
          className="grid gap-4 rounded-3xl border border-brand-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="consent-question" className="font-serif text-2xl font-semibold text-brand-900">
            {t('profile.consent.question')}
          </h2>
          <p className="leading-relaxed text-muted">{t('profile.consent.hint')}</p>
          <div className="grid gap-3 sm:flex sm:flex-wrap">
            <button
              type="button"
              disabled={answer.isPending}
              className={buttonClass('primary', 'disabled:opacity-60')}
              onClick={() => answer.mutate(true)}
            >
              {t('profile.consent.yes')}
            </button>
            <button
              type="button"
              disabled={answer.isPending}
              className={buttonClass('outline', 'disabled:opacity-60')}
              onClick={() => answer.mutate(false)}
            >
              {t('profile.consent.no')}
            </button>
          </div>
        </section>
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
