// Liking and answering a like in few round trips (decision 086, 2026-12-07): the caller in one
// statement before the transaction, then the row locks, one statement of checks and one of
// writes with their e-mails. The rules, their order and their answers are those of before.
import {
  CONSENT_MESSAGES,
  type Language,
  LIKES_MESSAGES,
  type LikeActionResult,
  type LikeReactionBody,
} from '@waliyy/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { DeferredSession, SessionStanding } from '../../lib/authenticate';
import type { Clock } from '../../lib/clock';
import { UUID } from '../../lib/ids';
import { childNotFound, profileNotFound } from '../../lib/not-found';
import { keyValues } from '../discovery';
import type { HerConsent } from './likes.consent';
import * as emails from './likes.emails';
import { makeMatch, matchEmails } from './likes.match';
import { findLiveLike, findReceivedLike, type LikeStatus, setLikeStatus } from './likes.repository';
import { alreadyMatched, conflict, type createTransitions, likeNotFound } from './likes.transition';
import {
  type AccountColumn,
  type AnswerRow,
  acceptWithEmails,
  answerReads,
  insertLikeWithEmail,
  likeChecks,
  lockSinglesNamed,
  prepareCaller,
} from './likes-steps.repository';
import type { AccountOfSingle } from './singles.repository';

type Ref = { id: string; status: LikeStatus };
const ref = (like: Ref) => ({ _id: like.id, status: like.status });

/**
 * The caller of a likes route (route config `sessionInQuery`, decision 085): its session, its
 * single `childId` and its plan in one statement, admitted or refused in the hook's order — 401
 * or 403 for the session, then 404 for a single not the caller's, then 403 PLAN_REQUIRED.
 */
export function createCaller(db: Db, clock: Clock) {
  const read = prepareCaller(db);
  return async function caller(
    session: DeferredSession,
    childId: string,
    options: { likeId?: string; planMessage?: string } = {},
  ) {
    const { likeId } = options;
    const [row] = await read.execute({
      sessionId: session.sessionId,
      userId: session.userId,
      childId: UUID.test(childId) ? childId : null,
      likeId: likeId && UUID.test(likeId) ? likeId : null,
      now: clock.now(),
    });
    const single = admitCaller(session, row, options.planMessage);
    return { userId: session.userId, single, likeInitiatorId: row!.likeInitiatorId };
  };
}

/**
 * A caller row admitted or refused in the hook's order: 401 or 403 for the session (no row: the
 * session is gone), then 404 for a single not the caller's, then 403 PLAN_REQUIRED. Answers the
 * caller's single.
 */
export function admitCaller<S>(
  session: DeferredSession,
  row: { session: SessionStanding; single: S | null; hasPlan: boolean } | undefined,
  planMessage: string = LIKES_MESSAGES.planRequired,
): S {
  session.admit(row?.session);
  if (!row?.single) throw childNotFound();
  if (!row.hasPlan) throw new AppError('PLAN_REQUIRED', planMessage);
  return row.single;
}
type Caller = ReturnType<typeof createCaller>;

/**
 * One family's account from an answer's row (`i`: the initiator's, `r`: the receiver's), as
 * findAccountOfSingle reads it; undefined when the single has no account row (a left join).
 */
function accountOf(
  row: AnswerRow,
  side: 'i' | 'r',
  displayId: string,
): AccountOfSingle | undefined {
  const column = (name: AccountColumn) => row[`${side}${name}`];
  // Read only when the account row exists: its own columns are then NOT NULL.
  const required = (name: AccountColumn) => column(name) as string;
  if (column('UserId') === null) return undefined;
  return {
    userId: required('UserId'),
    email: required('Email'),
    firstName: required('FirstName'),
    lastName: required('LastName'),
    phone: required('Phone'),
    language: required('Language') as Language,
    displayId,
    singleFirstName: required('SingleFirstName'),
    waliName: column('WaliName'),
    waliEmail: column('WaliEmail'),
    waliPhoneNumber: column('WaliPhoneNumber'),
  };
}

export function createLikeSteps(
  deps: { db: Db; clock: Clock; appUrl: string },
  transitions: ReturnType<typeof createTransitions>,
  consent: HerConsent,
  caller: Caller,
) {
  const { clock, appUrl } = deps;
  const { transition } = transitions;

  return {
    /** `POST /match/like/child/{id}`: single {id} likes `profileId`. A replay answers the same like. */
    async like(
      session: DeferredSession,
      childId: string,
      profileId: string,
    ): Promise<LikeActionResult> {
      const { userId, single } = await caller(session, childId);
      // A paused single is hidden from the other families: its interest would reach them by
      // e-mail but never show in their lists.
      if (!single.listed) throw conflict(LIKES_MESSAGES.pausedSingle);
      if (!UUID.test(profileId)) throw profileNotFound();
      const like = await transition(async (tx, _queue, _text, queued) => {
        // Locked before the visibility check: a block (decision 012) locks both families'
        // singles the same way, so a like either sees the block or is withdrawn by it.
        await lockSinglesNamed(tx, { ids: [single.id, profileId] });
        const [target] = await likeChecks(tx, {
          singleId: single.id,
          profileId,
          userId,
          ...keyValues({ userId, single }),
        });
        if (!target) throw profileNotFound();
        if (target.liveId && target.liveStatus)
          return { id: target.liveId, status: target.liveStatus };
        if (target.rejected) throw conflict(LIKES_MESSAGES.declinedBefore);
        if (target.matched) throw alreadyMatched(LIKES_MESSAGES.selfMatched);
        const to = { firstName: target.firstName ?? '', language: target.language as Language };
        const email = target.email
          ? {
              to: target.email,
              ...emails.likeReceivedEmail(to, target.singleFirstName, single.displayId, appUrl),
            }
          : null;
        const [created] = await insertLikeWithEmail(tx, {
          singleId: single.id,
          profileId,
          now: clock.now(),
          email: email && JSON.stringify(email),
        });
        if (!created) {
          const raced = await findLiveLike(tx, single.id, profileId);
          if (raced) return raced;
          throw conflict(LIKES_MESSAGES.likeClosed);
        }
        if (email) queued();
        return created;
      });
      return { message: LIKES_MESSAGES.liked, like: ref(like), match_id: null };
    },

    /**
     * `PUT /match/like/child/{id}`: single {id} accepts or rejects a like it received. Accepting
     * makes the match (and folds in a crossing like the other way); a replay of the same answer
     * answers the same again.
     */
    async respond(
      session: DeferredSession,
      childId: string,
      { like: likeId, reaction }: LikeReactionBody,
    ): Promise<LikeActionResult> {
      const { single, likeInitiatorId } = await caller(session, childId, { likeId });
      if (!likeInitiatorId) throw likeNotFound();
      return transition(async (tx, queue, text, queued) => {
        await lockSinglesNamed(tx, { ids: [likeInitiatorId, single.id] });
        const [row] = await answerReads(tx, { likeId, singleId: single.id });
        if (!row?.initiatorListed) throw likeNotFound();
        const initiator = {
          id: row.initiatorId,
          userId: row.initiatorUserId,
          gender: row.initiatorGender,
          genotype: row.initiatorGenotype,
          displayId: row.initiatorDisplayId,
          listed: row.initiatorListed,
        };
        const like = { id: row.id, status: row.status };
        const now = clock.now();
        // Accepted already, and waiting for her own yes: no answer of a family moves it now.
        if (row.status === 'pending' && row.awaitingHerSince) {
          throw conflict(CONSENT_MESSAGES.awaitingHer);
        }

        if (reaction === 'reject') {
          if (row.status === 'accepted') throw conflict(LIKES_MESSAGES.likeAlreadyAccepted);
          if (row.status !== 'pending' && row.status !== 'rejected') {
            throw conflict(LIKES_MESSAGES.likeClosed);
          }
          const rejected =
            row.status === 'rejected'
              ? like
              : await setLikeStatus(tx, row.id, ['pending'], 'rejected', now);
          return { message: LIKES_MESSAGES.rejected, like: ref(rejected ?? like), match_id: null };
        }

        if (row.status === 'accepted') {
          // A replay, or the crossing like the other side's acceptance already folded in.
          if (
            row.selfMatchId &&
            [row.selfMatchManId, row.selfMatchWomanId].includes(initiator.id)
          ) {
            return { message: LIKES_MESSAGES.accepted, like: ref(like), match_id: row.selfMatchId };
          }
          throw conflict(LIKES_MESSAGES.likeClosed);
        }
        if (row.status === 'rejected') throw conflict(LIKES_MESSAGES.likeAlreadyRejected);
        if (row.status !== 'pending') throw conflict(LIKES_MESSAGES.likeClosed);
        if (row.selfMatchId) throw alreadyMatched(LIKES_MESSAGES.selfMatched);
        if (row.initiatorMatched) throw alreadyMatched(LIKES_MESSAGES.otherMatched);

        const [man, woman] = single.gender === 'MALE' ? [single, initiator] : [initiator, single];
        if (row.herAsks) {
          // A confirmed woman's single who may have asked to be asked (decision 084): her
          // consent's own reads decide, and the match is made on its path.
          const full = await findReceivedLike(tx, likeId, single.id);
          if (!full) throw likeNotFound();
          const waiting = await consent.askHer(
            tx,
            { queue, text },
            { like: full, man, woman, now },
          );
          if (waiting) {
            return { message: CONSENT_MESSAGES.sentToHer, like: ref(waiting), match_id: null };
          }
          const made = await makeMatch(tx, queue, {
            like: full,
            receiver: single,
            initiator,
            now,
            appUrl,
          });
          return {
            message: LIKES_MESSAGES.accepted,
            like: ref(made.accepted),
            match_id: made.matchId,
          };
        }
        const [manSide, womanSide] =
          single.gender === 'MALE' ? (['r', 'i'] as const) : (['i', 'r'] as const);
        const messages = matchEmails({
          man,
          woman,
          manAccount: accountOf(row, manSide, man.displayId),
          womanAccount: accountOf(row, womanSide, woman.displayId),
          appUrl,
        });
        const [made] = await acceptWithEmails(tx, {
          likeId: row.id,
          receiverId: single.id,
          initiatorId: initiator.id,
          manId: man.id,
          womanId: woman.id,
          now,
          emails: JSON.stringify(messages),
        });
        if (!made) throw conflict(LIKES_MESSAGES.likeClosed);
        if (messages.length > 0) queued();
        return { message: LIKES_MESSAGES.accepted, like: ref(made), match_id: made.matchId };
      });
    },
  };
}
