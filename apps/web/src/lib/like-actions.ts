import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@waliyy/contract/constants';
import type { LikeActionResult, Match } from '@waliyy/contract/likes';
import { useNavigate } from 'react-router';
import { type MessageKey, t } from '../i18n/translate';
import { ApiError, apiRequest } from './api-client';
import { matchPath } from './api-paths';
import { shownMessage } from './known-messages';
import { notifyError, notifySuccess, notifyWarning } from './notify';
import { isPlanActive } from './plan';
import { interestKeys, likesKeys, matchKeys, publicProfileKeys } from './query-keys';
import { removeLocal, writeLocal } from './storage';
import { SUBSCRIPTION_QUERY_KEY, useSubscription } from './subscription';

// The like and match actions of product.md §4 (Like flow, Received like, Given like, Match), shared
// by the profile header (features/profile-view) and the match page (features/likes), so they live
// below the features (decision 077). Each needs a plan (product.md §6, decision 039): without
// one it warns and goes to /pricing before asking the server, and a 403 PLAN_REQUIRED from the
// server (a plan that ran out a moment ago) does the same.

type Action =
  | { kind: 'like'; childId: string; profileId: string }
  | { kind: 'unlike'; childId: string; profileId: string }
  | { kind: 'accept' | 'reject'; childId: string; likeId: string }
  | { kind: 'cancel-match'; childId: string; matchId: string };

function send(action: Action) {
  const child = encodeURIComponent(action.childId);
  switch (action.kind) {
    case 'like':
      return apiRequest<LikeActionResult>('POST', `/match/like/child/${child}`, {
        body: { profile: action.profileId },
        auth: true,
      });
    case 'unlike':
      return apiRequest<LikeActionResult>('PUT', `/match/unlike/child/${child}`, {
        body: { profile: action.profileId },
        auth: true,
      });
    case 'accept':
    case 'reject':
      return apiRequest<LikeActionResult>('PUT', `/match/like/child/${child}`, {
        body: { like: action.likeId, reaction: action.kind },
        auth: true,
      });
    case 'cancel-match':
      // product.md §4: the button says cancel, the value sent is 'confirm'.
      return apiRequest<unknown>('PUT', `/match/cancel/child/${child}`, {
        body: { match: action.matchId, action: 'confirm' },
        auth: true,
      });
  }
}

/** Where each action leads once it succeeded (product.md §4). */
const NEXT_PAGE: Record<Action['kind'], string> = {
  like: '/likes?tab=liked',
  accept: '/match',
  reject: '/dashboard',
  unlike: '/dashboard',
  'cancel-match': '/dashboard',
};

/** Said when the server sent no message of its own (or in a language other than English). */
const DONE = {
  like: 'forms.server.likesLiked',
  accept: 'forms.server.likesAccepted',
  reject: 'forms.server.likesRejected',
  unlike: 'forms.server.likesUnliked',
  'cancel-match': 'forms.server.likesMatchCancelled',
} as const satisfies Record<Action['kind'], MessageKey>;

function planKey(kind: Action['kind']): MessageKey {
  return kind === 'unlike'
    ? 'forms.server.likesPlanRequiredUnlike'
    : 'forms.server.likesPlanRequired';
}

/**
 * One mutation for every like and match action. `run` checks the plan first; the buttons read
 * `isPending` to stay disabled while a request runs (product.md §4) and come back on failure.
 */
export function useLikeAction() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const subscription = useSubscription();

  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async (answer, action) => {
      if (action.kind === 'like')
        writeLocal(`${STORAGE_KEYS.likedPrefix}${action.profileId}`, 'true');
      if (action.kind === 'unlike') removeLocal(`${STORAGE_KEYS.likedPrefix}${action.profileId}`);
      await Promise.all(
        [likesKeys.all, matchKeys.all, publicProfileKeys.all, interestKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      // An acceptance that waits for her own yes (decision 084) makes no match yet: the likes.
      const made = (answer.data as { match_id?: string | null } | null)?.match_id;
      await navigate(action.kind === 'accept' && made === null ? '/likes' : NEXT_PAGE[action.kind]);
      // product.md §7: the like actions answer `data.message`; cancelling a match the envelope's. Said
      // on the page the action leads to, so that every action (withdrawing included) is
      // acknowledged where the family lands.
      const data = answer.data as { message?: string } | null;
      // Already in the language shown: the same words whatever the language.
      const said = shownMessage(data?.message ?? answer.message, () => t(DONE[action.kind]));
      notifySuccess(said, said);
    },
    onError: (error, action) => {
      if (error instanceof ApiError && error.code === 'PLAN_REQUIRED') {
        notifyWarning(
          shownMessage(error.message, () => t(planKey(action.kind)), error.messageRef),
          { carry: true },
        );
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
        navigate('/pricing');
        return;
      }
      notifyError(error);
      // The like was answered, withdrawn or expired, or a match was made elsewhere: show the
      // buttons for how things stand now rather than the same failing one.
      if (
        error instanceof ApiError &&
        ['NOT_FOUND', 'CONFLICT', 'ALREADY_MATCHED'].includes(error.code)
      ) {
        for (const queryKey of [likesKeys.all, matchKeys.all, publicProfileKeys.all]) {
          queryClient.invalidateQueries({ queryKey });
        }
      }
    },
  });

  // Known without a plan: the action is not asked for at all (no question asked in vain first).
  const needsPlan = subscription.isSuccess && !isPlanActive(subscription.data);
  function run(action: Action) {
    if (needsPlan) {
      notifyWarning(t(planKey(action.kind)), { carry: true });
      navigate('/pricing');
      return;
    }
    mutation.mutate(action);
  }

  return { run, needsPlan, isPending: mutation.isPending, pendingKind: mutation.variables?.kind };
}

/** `GET /match/child/{id}`: the active single's match, or null (decision 036). */
export function useMatch(childId: string | null, enabled = true) {
  return useQuery({
    queryKey: matchKeys.of(childId ?? ''),
    enabled: enabled && childId !== null,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Match | null>('GET', matchPath(childId ?? ''), {
          auth: true,
          signal,
        })
      ).data,
  });
}
