import { createHmac } from 'node:crypto';
import {
  AUTH_MESSAGES,
  AUTH_RESULT_MESSAGES,
  CONFIRMATION_LINK_DAYS,
  CONFIRMATION_MESSAGES,
  type ConfirmationState,
  type ConfirmProfileView,
  confirmProfileLink,
  type Language,
  type SingleConfirmationStatus,
} from '@waliyy/contract';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { enqueueEmail } from '../../lib/mail/outbox';
import { enforceLimits, type RateRule } from '../../lib/rate-limit';
import type { SmsSender } from '../../lib/sms/sms';
import { generateLinkToken, isDisposableEmail } from '../auth';
import { type ChildRow, requireOwnChild } from '../children';
import { publicProfileFromRow, setSinglePaused } from '../discovery';
import { answerEmail, askEmail, withdrawLinkEmail } from './confirmation.emails';
import * as repo from './confirmation.repository';
import { textConfirmationLink } from './confirmation.sms';
import { linkInvalid, sameAsAccount, stateOf, versionOf } from './confirmation.state';

const DAY = 86_400;
/**
 * So the link cannot be used to flood an address (decision 083): per single, per account and per
 * address (whoever's account asks), each a day's window; the page's reads per client as the
 * reset links' (`perIp`).
 */
export const CONFIRMATION_LIMITS = {
  perSingle: { max: 3, windowSeconds: DAY },
  perAccount: { max: 10, windowSeconds: DAY },
  perAddress: { max: 3, windowSeconds: DAY },
} satisfies Record<string, RateRule>;

export type ConfirmationDeps = {
  db: Db;
  clock: { now(): Date };
  /** The key of the tokens' keyed hash (the app's secret): a stored hash alone opens nothing. */
  secret: string;
  limiter: Parameters<typeof enforceLimits>[0];
  perIp: RateRule;
  appUrl: string;
  mailQueued: () => void;
  /** What texts her link when she gave a phone (decision 083); null where no text may go. */
  sms: SmsSender | null;
};

/** The single's own "this is me" (decision 083): the guardian's side and her page's. */
export function createConfirmationService(deps: ConfirmationDeps) {
  const { db, clock, limiter, appUrl } = deps;
  const key = createHmac('sha256', deps.secret).update('waliyy single confirmation').digest();
  const hash = (token: string) => createHmac('sha256', key).update(token).digest('base64url');

  /** A new `ask` token: stored (the old link void) and its e-mail queued, in `tx`. */
  async function queueAsk(
    tx: Tx,
    child: ChildRow,
    to: { channel: 'email' | 'phone'; address: string; language: Language },
    guardian: string,
    again: boolean,
  ): Promise<void> {
    const now = clock.now();
    const token = generateLinkToken();
    await repo.saveAskLink(
      tx,
      {
        childId: child.id,
        ...to,
        tokenHash: hash(token),
        tokenExpiresAt: addSeconds(now, CONFIRMATION_LINK_DAYS * DAY),
        sentAt: now,
      },
      now,
    );
    if (to.channel === 'phone') {
      await textConfirmationLink(tx, deps.sms, {
        to: to.address,
        language: to.language,
        gender: child.gender,
        url: confirmProfileLink(appUrl, token),
        purpose: 'ask',
      });
      return;
    }
    await enqueueEmail(tx, {
      to: to.address,
      ...askEmail(to.language, child, guardian, token, appUrl, again),
    });
  }

  /** Her answer's e-mail to the guardian, in the account's language. */
  async function tellGuardian(
    tx: Tx,
    child: ChildRow,
    answer: 'agreed' | 'declined' | 'withdrawn',
  ) {
    const holder = await repo.findHolder(tx, child.userId);
    if (!holder) return;
    await enqueueEmail(tx, {
      to: holder.email,
      ...answerEmail(holder.language, holder.firstName, child, answer, appUrl),
    });
  }

  return {
    /** `GET /parent/child/{id}/confirmation`: the state and where the last link went. */
    async status(userId: string, childId: string): Promise<SingleConfirmationStatus> {
      const child = await requireOwnChild(db, userId, childId);
      const link = await repo.findConfirmation(db, child.id);
      return {
        state: stateOf(child, link, clock.now()),
        channel: link?.channel ?? null,
        sentTo: link?.address ?? null,
        sentAt: link?.sentAt.toISOString() ?? null,
        language: link?.language ?? null,
        // Hers to set (decision 084); it holds only while she is confirmed.
        asksBeforeMatch: Boolean(child.singleConfirmedAt) && child.asksBeforeMatch,
      };
    },

    /**
     * `POST /parent/child/{id}/confirmation`: a link to her own address. Not the account's (nor
     * its alternative e-mail or phone): the guardian cannot confirm for her. A new link voids the
     * last and asks her anew, so a confirmation stands only on her answer to it.
     */
    async send(
      userId: string,
      childId: string,
      body: { email?: string; phone?: string; language?: Language },
    ): Promise<string> {
      const child = await requireOwnChild(db, userId, childId);
      const holder = await repo.findHolder(db, userId);
      if (!holder) throw new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.sessionInvalid);
      const channel = body.email === undefined ? 'phone' : 'email';
      const address = (body.email ?? body.phone ?? '').trim();
      const own =
        channel === 'email'
          ? [holder.email, holder.alternateEmail].some(
              (mine) => mine?.toLowerCase() === address.toLowerCase(),
            )
          : holder.phone === address;
      if (own) throw sameAsAccount(channel);
      if (channel === 'email' && isDisposableEmail(address)) {
        throw new AppError('VALIDATION', AUTH_MESSAGES.emailDisposable, {
          email: AUTH_MESSAGES.emailDisposable,
        });
      }
      await enforceLimits(limiter, [
        { key: `confirmation:single:${child.id}`, rule: CONFIRMATION_LIMITS.perSingle },
        { key: `confirmation:account:${userId}`, rule: CONFIRMATION_LIMITS.perAccount },
        {
          key: `confirmation:address:${address.toLowerCase()}`,
          rule: CONFIRMATION_LIMITS.perAddress,
        },
      ]);
      const to = {
        channel,
        address: channel === 'email' ? address.toLowerCase() : address,
        language: body.language ?? holder.language,
      } as const;
      await db.transaction(async (tx) => {
        await queueAsk(tx, child, to, holder.firstName, false);
        await repo.setSingleConfirmed(tx, child.id, null, clock.now());
      });
      deps.mailQueued();
      return CONFIRMATION_MESSAGES.sent;
    },

    /** `POST /confirm-profile/view`: her profile exactly as other families read it. */
    async view(token: string, ip: string): Promise<ConfirmProfileView> {
      await enforceLimits(limiter, [{ key: `confirm:ip:${ip}`, rule: deps.perIp }]);
      const now = clock.now();
      const found = await repo.findByToken(db, hash(token), now);
      if (!found?.link.tokenPurpose) throw linkInvalid();
      const profile = publicProfileFromRow(found.child, now, null);
      return {
        purpose: found.link.tokenPurpose,
        language: found.link.language,
        profile,
        version: versionOf(profile),
        asksBeforeMatch: found.child.asksBeforeMatch,
      };
    },

    /**
     * `PUT /confirm-profile`: her answer. Agree (on the `ask` link): confirmed, the guardian told,
     * and she is sent the standing link that lets her withdraw. No, or withdrawing (the standing
     * link): not confirmed, the profile paused (hidden, likes kept), the guardian told. A link is
     * spent by its answer; the standing link answered "agree" changes nothing but her "ask me
     * before any match" when she sends it (decision 084: a woman's single's choice, hers alone).
     */
    async answer(
      token: string,
      agree: boolean,
      ip: string,
      version?: string,
      asksBeforeMatch?: boolean,
    ): Promise<{ state: ConfirmationState; message: string }> {
      await enforceLimits(limiter, [{ key: `confirm:ip:${ip}`, rule: deps.perIp }]);
      const state = await db.transaction(async (tx) => {
        const now = clock.now();
        const found = await repo.findByToken(tx, hash(token), now, true);
        if (!found) throw linkInvalid();
        const { link, child } = found;
        // A yes is to the profile she read: if her family changed it since, she reads it again.
        if (agree && version !== undefined) {
          if (version !== versionOf(publicProfileFromRow(child, now, null))) {
            throw new AppError('CONFLICT', CONFIRMATION_MESSAGES.profileChanged);
          }
        }
        const asks = child.gender === 'FEMALE' ? asksBeforeMatch : undefined;
        if (agree && link.tokenPurpose === 'withdraw') {
          if (asks === undefined) {
            return { state: 'confirmed' as const, message: CONFIRMATION_MESSAGES.agreed };
          }
          await repo.setAsksBeforeMatch(tx, child.id, asks, now);
          return { state: 'confirmed' as const, message: CONFIRMATION_MESSAGES.asksSaved };
        }
        if (agree) {
          const standing = generateLinkToken();
          await repo.setSingleConfirmed(tx, child.id, now, now);
          await repo.setAsksBeforeMatch(tx, child.id, asks ?? false, now);
          await repo.setToken(
            tx,
            child.id,
            { hash: hash(standing), purpose: 'withdraw', expiresAt: null },
            now,
            null,
          );
          if (link.channel === 'email') {
            await enqueueEmail(tx, {
              to: link.address,
              ...withdrawLinkEmail(link.language, child, standing, appUrl),
            });
          } else if (deps.sms) {
            await textConfirmationLink(tx, deps.sms, {
              to: link.address,
              language: link.language,
              gender: child.gender,
              url: confirmProfileLink(appUrl, standing),
              purpose: 'withdraw',
            });
          }
          await tellGuardian(tx, child, 'agreed');
          return { state: 'confirmed' as const, message: CONFIRMATION_MESSAGES.agreed };
        }
        await repo.setSingleConfirmed(tx, child.id, null, now);
        await repo.setToken(tx, child.id, null, now, now);
        await setSinglePaused(tx, child.userId, child.id, true, now);
        const withdrawn = link.tokenPurpose === 'withdraw';
        await tellGuardian(tx, child, withdrawn ? 'withdrawn' : 'declined');
        return {
          state: 'declined' as const,
          message: withdrawn ? CONFIRMATION_MESSAGES.withdrawn : CONFIRMATION_MESSAGES.declined,
        };
      });
      deps.mailQueued();
      return state;
    },

    /**
     * Whether her last answer was no (or she withdrew) and she has not agreed since, a new link
     * waiting or not: her profile may not be shown again until she agrees (decision 083).
     */
    async saidNo(tx: Tx, childId: string): Promise<boolean> {
      const link = await repo.findConfirmation(tx, childId);
      return link?.declinedAt != null;
    },

    /**
     * A substantive edit (SUBSTANTIVE_FIELDS) asks her again, in the edit's transaction: a
     * confirmation is cleared and a new link goes to her stored channel. A link still live needs
     * none (it shows the profile as it is when she opens it), and a no stands until her guardian
     * asks again. Answers whether an e-mail was queued.
     */
    async askAgain(tx: Tx, child: ChildRow): Promise<boolean> {
      if (!(await repo.clearSingleConfirmed(tx, child.id))) return false;
      const link = await repo.findConfirmation(tx, child.id);
      const holder = await repo.findHolder(tx, child.userId);
      if (!link || !holder) return false;
      if (link.channel === 'phone' && !deps.sms) {
        // No text can go from this server: the standing link is void, and she is asked when her
        // guardian sends a link again (by e-mail, or once texts can go).
        await repo.setToken(tx, child.id, null, clock.now());
        return false;
      }
      await queueAsk(tx, child, link, holder.firstName, true);
      return true;
    },
  };
}
export type ConfirmationService = ReturnType<typeof createConfirmationService>;
