// Making a match (decisions 028, 047, 084): the one path an acceptance takes, whether her family
// or his answered the like, or she said yes on her own page after her family's acceptance.
import { LIKES_MESSAGES } from '@waliyy/contract';
import type { Tx } from '../../db/client';
import type { EmailMessage, enqueueEmail } from '../../lib/mail/outbox';
import * as emails from './likes.emails';
import { contactOf } from './likes.release';
import { acceptCrossingLike, type LikeRow, setLikeStatus } from './likes.repository';
import { conflict } from './likes.transition';
import { insertMatch } from './matches.repository';
import { type AccountOfSingle, findAccountOfSingle } from './singles.repository';

type Single = { id: string; gender: string; displayId: string };

/**
 * Accepts `like` (pending, received by `receiver` from `initiator`), folds in a crossing like the
 * other way, makes the match and queues both families' e-mails: the man's with the contact it
 * releases to him (DECISIONS.md 44). In the caller's transaction, which holds both singles' row
 * locks and has checked that neither is matched.
 */
export async function makeMatch(
  tx: Tx,
  queue: typeof enqueueEmail,
  options: { like: LikeRow; receiver: Single; initiator: Single; now: Date; appUrl: string },
) {
  const { like, receiver, initiator, now, appUrl } = options;
  const accepted = await setLikeStatus(tx, like.id, ['pending'], 'accepted', now);
  if (!accepted) throw conflict(LIKES_MESSAGES.likeClosed);
  await acceptCrossingLike(tx, receiver.id, initiator.id, now);
  const [man, woman] = receiver.gender === 'MALE' ? [receiver, initiator] : [initiator, receiver];
  const match = await insertMatch(tx, {
    likeId: like.id,
    manId: man.id,
    womanId: woman.id,
    createdAt: now,
  });
  const manAccount = await findAccountOfSingle(tx, man.id);
  const womanAccount = await findAccountOfSingle(tx, woman.id);
  for (const message of matchEmails({ man, woman, manAccount, womanAccount, appUrl })) {
    await queue(tx, message);
  }
  return { accepted, matchId: match.id };
}

/**
 * The match's e-mails to both families, the man's first. The contact the match releases to the
 * man's side goes into his e-mail too (DECISIONS.md 44): a client with no contact screen has no
 * other way to show it. No account: no e-mail to that side.
 */
export function matchEmails(parties: {
  man: Single;
  woman: Single;
  manAccount: AccountOfSingle | undefined;
  womanAccount: AccountOfSingle | undefined;
  appUrl: string;
}): EmailMessage[] {
  const { man, woman, manAccount, womanAccount, appUrl } = parties;
  const released = womanAccount ? contactOf(womanAccount) : null;
  const messages: EmailMessage[] = [];
  if (manAccount && released) {
    messages.push({
      to: manAccount.email,
      ...emails.matchForManEmail(
        manAccount,
        manAccount.singleFirstName,
        woman.displayId,
        appUrl,
        released,
      ),
    });
  }
  if (womanAccount) {
    messages.push({
      to: womanAccount.email,
      ...emails.matchForWomanEmail(
        womanAccount,
        womanAccount.singleFirstName,
        man.displayId,
        appUrl,
        released?.isWali ?? false,
      ),
    });
  }
  return messages;
}
