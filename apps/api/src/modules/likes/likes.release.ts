import type { MatchContact } from '@waliyy/contract';
import type { Tx } from '../../db/client';
import { enqueueEmail } from '../../lib/mail/outbox';
import * as emails from './likes.emails';
import { endAcceptedLikes, withdrawPendingLikesOf } from './likes.repository';
import { activeMatchesOf, endMatch, type MatchRow } from './matches.repository';
import {
  type AccountOfSingle,
  findAccountOfSingle,
  findSingle,
  lockSingles,
} from './singles.repository';

/**
 * Frees singles that are about to be deleted (decision 051) or whose account is suspended (their
 * family can no longer act, so the other side must not be left waiting), in that change's own transaction
 * and before it: their active matches are cancelled and the other family told by e-mail, and
 * their pending likes (given and received) withdrawn. The rows then go with the singles (the
 * foreign keys cascade); doing the transitions first keeps the state machine's story whole and
 * frees the other singles (their one-match index) at once. Answers how many e-mails were queued.
 */
export async function releaseSingles(
  tx: Tx,
  options: {
    childIds: string[];
    reason: 'single_deleted' | 'account_deleted' | 'account_suspended';
    now: Date;
    appUrl: string;
  },
): Promise<number> {
  const { reason, now, appUrl } = options;
  // The same row locks as every transition, so none is half-way through with these singles.
  const locked = await lockSingles(tx, options.childIds);
  let queued = 0;
  for (const match of await activeMatchesOf(tx, locked)) {
    const leaving = locked.includes(match.manId) ? match.manId : match.womanId;
    if (await endMatchAndTell(tx, { match, leaving, reason, told: reason, now, appUrl })) {
      queued += 1;
    }
  }
  await withdrawPendingLikesOf(tx, locked, now);
  return queued;
}

/**
 * Ends an active match because one side leaves it (`leaving`: its single's id) and tells the
 * other family by e-mail, in the caller's transaction, which already holds both singles' row
 * locks (lockSingles). `told` is the reason the e-mail gives: a block is told as a cancel.
 * Answers whether an e-mail was queued.
 */
export async function endMatchAndTell(
  tx: Tx,
  options: {
    match: MatchRow;
    leaving: string;
    reason: NonNullable<MatchRow['endReason']>;
    told: emails.MatchEnd;
    now: Date;
    appUrl: string;
  },
): Promise<boolean> {
  const { match, leaving, reason, told, now, appUrl } = options;
  const staying = leaving === match.manId ? match.womanId : match.manId;
  await endMatch(tx, match.id, reason, leaving, now);
  await endAcceptedLikes(tx, match.manId, match.womanId, now);
  const left = await findSingle(tx, leaving);
  const account = await findAccountOfSingle(tx, staying);
  if (!account || !left) return false;
  await enqueueEmail(tx, {
    to: account.email,
    ...emails.matchEndedEmail(account, account.singleFirstName, left.displayId, told, appUrl),
  });
  return true;
}

/**
 * The contact a match releases to the man's account (decisions 028, 061): the woman single's wali
 * when she names one (a sister who registered herself), else her account holder. Only the match
 * view of the man's side shows it, and only while the match is active, so cancelling withdraws it.
 */
export function contactOf(woman: AccountOfSingle): MatchContact {
  if (woman.waliName && woman.waliEmail) {
    return {
      fullName: woman.waliName,
      email: woman.waliEmail,
      phone: woman.waliPhoneNumber,
      isWali: true,
    };
  }
  return {
    fullName: `${woman.firstName} ${woman.lastName}`,
    email: woman.email,
    phone: woman.phone,
    isWali: false,
  };
}
