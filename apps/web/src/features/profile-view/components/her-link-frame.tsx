import { type UseMutationResult, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { Language } from '@waliyy/contract/languages';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type ProfileDetails, publicName } from '../../../components/profile-view/profile-text';
import { ProfileView } from '../../../components/profile-view/profile-view';
import { StatusScreen } from '../../../components/status-screen';
import { activateLanguage } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api-client';
import { shownMessage } from '../../../lib/known-messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProfileSkeleton } from './profile-page-frame';

// Her own pages, opened from a link sent to her (no account: the link's token is the proof):
// /confirm-profile (decision 083) and /consent (decision 084). The frame they share: the token
// read from the address, the profile her link shows in her link's language, and the states
// around her answer.

/** What her link's view carries for the frame: her link's language and the profile it shows. */
type LinkView = { language: Language; profile: ProfileDetails };

/** The token in `#token=…`: a fragment never reaches a server's log. */
function tokenOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

/**
 * Her link's token (read once, from the fragment) and what it shows (read once and kept: her
 * answer, not a refetch, changes it), the page then speaking her link's language.
 */
export function useHerLink<V extends LinkView>(
  docTitle: string,
  name: string,
  fetchView: (token: string) => Promise<V>,
) {
  useDocumentTitle(docTitle);
  const { hash } = useLocation();
  const [token] = useState(() => tokenOfHash(hash));
  const view = useQuery({
    queryKey: [name, token],
    queryFn: () => fetchView(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const language = view.data?.language;
  useEffect(() => {
    if (language) activateLanguage(language).catch(() => undefined);
  }, [language]);
  return { token, view };
}

type HerLinkFrameProps<V extends LinkView, R> = {
  token: string;
  view: UseQueryResult<V>;
  answer: UseMutationResult<{ message: string }, Error, R>;
  /** The title of a link that cannot be used, and what is said when it carries no token. */
  invalid: { title: string; noToken: string };
  /** The screen once her answer is recorded: its title, and anything said after the message. */
  answered: (reply: R) => { title: string; after?: ReactNode };
  /** The page's heading and its introduction, above the profile. */
  header: (view: V) => { title: string; intro: string };
  /** Her question and its answers, below the profile. */
  children: (view: V) => ReactNode;
};

/**
 * Her link's page: a link that cannot be used (no token, or the server refused it) says so; her
 * recorded answer is said with the server's message; otherwise the profile (a skeleton while it
 * loads) under the page's heading, her question, and an answer the server refused, phone-first.
 */
export function HerLinkFrame<V extends LinkView, R>({
  token,
  view,
  answer,
  invalid,
  answered,
  header,
  children,
}: HerLinkFrameProps<V, R>) {
  if (!token || view.isError) {
    return (
      <StatusScreen title={invalid.title} actions={null}>
        <p role="alert">{view.isError ? errorMessage(view.error) : invalid.noToken}</p>
      </StatusScreen>
    );
  }
  if (answer.isSuccess) {
    const { title, after } = answered(answer.variables);
    return (
      <StatusScreen title={title} actions={null}>
        <p role="status">{shownMessage(answer.data.message)}</p>
        {after}
      </StatusScreen>
    );
  }

  let body: ReactNode;
  if (!view.data) body = <ProfileSkeleton />;
  else {
    const { title, intro } = header(view.data);
    body = (
      <>
        <header className="grid gap-2">
          <h1 className="font-serif text-3xl font-semibold text-brand-900">{title}</h1>
          <p className="leading-relaxed text-muted">{intro}</p>
        </header>
        <ProfileView
          profile={view.data.profile}
          name={publicName(view.data.profile.displayId)}
          isOwn={false}
        />
        {children(view.data)}
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
