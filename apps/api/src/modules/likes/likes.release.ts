import type { MatchContact } from '@waliyy/contract';
import type { Tx } from '../../db/client';
import { enqueueEmail } from '../../lib/mail/outbox';
import * as emails from './likes.emails';
import * as repo from './likes.repository';

/**
 * Frees singles that are about to be deleted (DECISIONS 25) or whose account is suspended (their
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
  const locked = await repo.lockSingles(tx, options.childIds);
  let queued = 0;
  for (const match of await repo.activeMatchesOf(tx, locked)) {
    const leaving = locked.includes(match.manId) ? match.manId : match.womanId;
    const staying = leaving === match.manId ? match.womanId : match.manId;
    await repo.endMatch(tx, match.id, reason, leaving, now);
    await repo.endAcceptedLikes(tx, match.manId, match.womanId, now);
    const left = await repo.findSingle(tx, leaving);
    const account = await repo.findAccountOfSingle(tx, staying);
    if (!account || !left) continue;
    await enqueueEmail(tx, {
      to: account.email,
      ...emails.matchEndedEmail(account, account.singleFirstName, left.displayId, reason, appUrl),
    });
    queued += 1;
  }
  await repo.withdrawPendingLikesOf(tx, locked, now);
  return queued;
}

/**
 * The contact a match releases to the man's account (DECISIONS 2, 35): the woman single's wali
 * when she names one (a sister who registered herself), else her account holder. Only the match
 * view of the man's side shows it, and only while the match is active, so cancelling withdraws it.
 */
export function contactOf(woman: repo.AccountOfSingle): MatchContact {
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
