// A like's and an answer's statements, each a named statement and each doing what used to take
// several round trips (decision 086, 2026-12-07): the caller (session, own single, plan, the
// like answered), the checks under the row locks, and the writes with their e-mails.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { prepareNamed } from '../../db/named-statement';
import {
  children,
  likes,
  matches,
  outbox,
  sessions,
  singleConfirmations,
  subscriptions,
  users,
} from '../../db/schema';
import { SESSION_STANDING } from '../auth';
import { activePlanWhere } from '../billing';
import { BOUND_KEY, hardRulesOf } from '../discovery';
import { singleColumns } from './singles.repository';

const ph = sql.placeholder;

/**
 * What every like route reads of its caller, in the caller's statement: the session and its
 * account's standing, the caller's own single (null when not the caller's), whether the account
 * has a plan at `now` (subscriptions.repository hasActivePlan's rule). Read from `sessions`
 * joined to `users` and left-joined to the caller's `children` row.
 */
export const callerColumns = {
  session: SESSION_STANDING,
  single: singleColumns,
  hasPlan: sql<boolean>`exists (select 1 from ${subscriptions}
    where ${activePlanWhere(ph('userId'), ph('now'))})`,
};

/**
 * The caller of a like route in one statement (decision 085's discipline): the session and its
 * account's standing, the caller's own single `childId` (null when not the caller's), whether
 * the account has a plan at `now` (subscriptions.repository hasActivePlan's rule) and, for an
 * answer, the like `likeId` when the single received it. Always one row while the session row
 * exists, so the request is admitted or refused on it before anything else is said.
 */
export function prepareCaller(db: Db) {
  return withCompiledRows(
    db
      .select({
        ...callerColumns,
        likeInitiatorId: sql<string | null>`(select ${likes.initiatorId} from ${likes}
          where ${likes.id} = ${ph('likeId')}::uuid and ${likes.receiverId} = ${children.id})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(
        children,
        sql`${children.id} = ${ph('childId')}::uuid and ${children.userId} = ${ph('userId')}`,
      )
      .where(eq(sessions.id, ph('sessionId')))
      .limit(1)
      .prepare('likes_caller'),
  );
}

/** The singles' rows locked in id order (singles.repository lockSingles' statement). */
export const lockSinglesNamed = prepareNamed<{ id: string }>(
  'likes_lock_singles',
  sql`select ${children.id} as id from ${children} where ${children.id} = any(${ph('ids')}::uuid[])
    order by ${children.id} for no key update`,
);

/**
 * A like's checks under both singles' locks: the target if the liker may see it (discovery's
 * hard rules), the pair's live like (locked, as findLiveLike), a final rejection, the liker's
 * active match, and the account the e-mail goes to (findAccountOfSingle's columns it needs).
 * No row: the profile is not visible.
 */
export const likeChecks = prepareNamed<{
  liveId: string | null;
  liveStatus: 'pending' | 'accepted' | null;
  rejected: boolean;
  matched: boolean;
  email: string | null;
  firstName: string | null;
  language: string | null;
  singleFirstName: string;
}>(
  'likes_like_checks',
  sql`select live.id as "liveId", live.status as "liveStatus",
    exists (select 1 from ${likes} r where r.initiator_id = ${ph('singleId')}::uuid
      and r.receiver_id = ${children.id} and r.status = 'rejected') as rejected,
    exists (select 1 from ${matches} m where m.status = 'active'
      and (m.man_id = ${ph('singleId')}::uuid or m.woman_id = ${ph('singleId')}::uuid)) as matched,
    ${users.email} as email, ${users.firstName} as "firstName", ${users.language} as language,
    ${children.firstName} as "singleFirstName"
  from ${children}
  left join ${users} on ${users.id} = ${children.userId}
  left join lateral (select l.id, l.status from ${likes} l
    where l.initiator_id = ${ph('singleId')}::uuid and l.receiver_id = ${children.id}
      and l.status in ('pending', 'accepted') limit 1 for update) live on true
  where ${children.id} = ${ph('profileId')}::uuid and ${hardRulesOf(BOUND_KEY, ph('userId'))}`,
);

/**
 * The like inserted (nothing on the pair's live like: the unique index) and, when it was, its
 * e-mail queued in the same statement (`email`: its JSON text, null: none). The like's id and
 * status, or no row. JSON goes as text: both drivers then send it as it is.
 */
export const insertLikeWithEmail = prepareNamed<{ id: string; status: 'pending' }>(
  'likes_insert_with_email',
  sql`with created as (
      insert into ${likes} (initiator_id, receiver_id, created_at, updated_at)
      values (${ph('singleId')}::uuid, ${ph('profileId')}::uuid, ${ph('now')}::timestamptz,
        ${ph('now')}::timestamptz)
      on conflict do nothing returning id, status),
    queued as (
      insert into ${outbox} (kind, payload)
      select 'email', ${ph('email')}::text::jsonb from created where ${ph('email')}::text is not null)
    select id, status from created`,
);

const account = (
  single: string,
  user: string,
) => sql`${sql.raw(user)}.id as "${sql.raw(single)}UserId",
  ${sql.raw(user)}.email as "${sql.raw(single)}Email",
  ${sql.raw(user)}.first_name as "${sql.raw(single)}FirstName",
  ${sql.raw(user)}.last_name as "${sql.raw(single)}LastName",
  ${sql.raw(user)}.phone as "${sql.raw(single)}Phone",
  ${sql.raw(user)}.language as "${sql.raw(single)}Language",
  ${sql.raw(single)}.first_name as "${sql.raw(single)}SingleFirstName",
  ${sql.raw(single)}.wali_name as "${sql.raw(single)}WaliName",
  ${sql.raw(single)}.wali_email as "${sql.raw(single)}WaliEmail",
  ${sql.raw(single)}.wali_phone_number as "${sql.raw(single)}WaliPhoneNumber"`;

/** An answer's reads under both singles' locks (see answerReads). */
export type AnswerRow = {
  id: string;
  initiatorId: string;
  receiverId: string;
  status: (typeof likes.$inferSelect)['status'];
  awaitingHerSince: string | null;
  initiatorUserId: string;
  initiatorGender: 'MALE' | 'FEMALE';
  initiatorGenotype: string;
  initiatorDisplayId: string;
  initiatorListed: boolean;
  selfMatchId: string | null;
  selfMatchManId: string | null;
  selfMatchWomanId: string | null;
  initiatorMatched: boolean;
  /** Whether the woman's single may have to be asked first (decision 084): askHer decides. */
  herAsks: boolean;
} & Record<`${'i' | 'r'}${AccountColumn}`, string | null>;
/** The account columns an answer reads for each side (findAccountOfSingle's). */
export type AccountColumn =
  | 'UserId'
  | 'Email'
  | 'FirstName'
  | 'LastName'
  | 'Phone'
  | 'Language'
  | 'SingleFirstName'
  | 'WaliName'
  | 'WaliEmail'
  | 'WaliPhoneNumber';

/**
 * An answer's reads under both singles' locks, in one statement: the like received (locked, as
 * findReceivedLike), its initiator (findSingle), the receiver's active match, whether the
 * initiator has one, whether her consent may be asked (findHerChannel's conditions) and both
 * families' accounts (findAccountOfSingle). No row: no such like received.
 */
export const answerReads = prepareNamed<AnswerRow>(
  'likes_answer_reads',
  sql`select l.id, l.initiator_id as "initiatorId", l.receiver_id as "receiverId", l.status,
    l.awaiting_her_since as "awaitingHerSince",
    i.user_id as "initiatorUserId", i.gender as "initiatorGender",
    i.genotype as "initiatorGenotype", i.display_id as "initiatorDisplayId",
    i.listed as "initiatorListed",
    sm.id as "selfMatchId", sm.man_id as "selfMatchManId", sm.woman_id as "selfMatchWomanId",
    exists (select 1 from ${matches} m where m.status = 'active'
      and (m.man_id = l.initiator_id or m.woman_id = l.initiator_id)) as "initiatorMatched",
    exists (select 1 from ${children} w join ${singleConfirmations} c on c.child_id = w.id
      where w.id in (l.initiator_id, l.receiver_id) and w.gender = 'FEMALE'
        and w.asks_before_match and w.single_confirmed_at is not null) as "herAsks",
    ${account('i', 'iu')}, ${account('r', 'ru')}
  from ${likes} l
  join ${children} i on i.id = l.initiator_id
  join ${children} r on r.id = l.receiver_id
  left join ${users} iu on iu.id = i.user_id
  left join ${users} ru on ru.id = r.user_id
  left join lateral (select m.id, m.man_id, m.woman_id from ${matches} m where m.status = 'active'
    and (m.man_id = l.receiver_id or m.woman_id = l.receiver_id) limit 1) sm on true
  where l.id = ${ph('likeId')}::uuid and l.receiver_id = ${ph('singleId')}::uuid
  for update of l`,
);

/**
 * An acceptance's writes in one statement (likes.match makeMatch's): the like accepted (only
 * from pending), the crossing like folded in, the match made and the e-mails (a JSON array, as text)
 * queued — all only when the like was pending. The like and the match, or no row.
 */
export const acceptWithEmails = prepareNamed<{ id: string; status: 'accepted'; matchId: string }>(
  'likes_accept_with_emails',
  sql`with accepted as (
      update ${likes} set status = 'accepted', closed_at = null, updated_at = ${ph('now')}::timestamptz
      where id = ${ph('likeId')}::uuid and status = 'pending' returning id, status),
    crossing as (
      update ${likes} set status = 'accepted', updated_at = ${ph('now')}::timestamptz
      where initiator_id = ${ph('receiverId')}::uuid and receiver_id = ${ph('initiatorId')}::uuid
        and status = 'pending' and exists (select 1 from accepted)),
    made as (
      insert into ${matches} (like_id, man_id, woman_id, created_at)
      select id, ${ph('manId')}::uuid, ${ph('womanId')}::uuid, ${ph('now')}::timestamptz
      from accepted returning id),
    queued as (
      insert into ${outbox} (kind, payload)
      select 'email', p from made, jsonb_array_elements(${ph('emails')}::text::jsonb) p)
    select accepted.id, accepted.status, made.id as "matchId" from accepted, made`,
);
