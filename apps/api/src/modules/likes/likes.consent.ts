// Her consent before her contact (decision 084): an acceptance that would match a confirmed
// woman's single who asked to be asked waits for her own yes, sent to her own channel; her page
// reads the man's public profile and answers. Her yes makes the match on the same path as any
// acceptance (likes.match.ts); her no rejects the like.
import { createHmac, randomBytes } from 'node:crypto';
import {
  CONSENT_LINK_DAYS,
  CONSENT_MESSAGES,
  type ConsentView,
  consentLink,
} from '@waliyy/contract';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { enqueueEmail } from '../../lib/mail/outbox';
import { enforceLimits, type RateRule } from '../../lib/rate-limit';
import type { SmsSender } from '../../lib/sms/sms';
import { otherSingleFromRow } from '../discovery';
import { askHerEmail, askHerText, herNoEmail } from './consent.emails';
import * as repo from './consent.repository';
import { makeMatch } from './likes.match';
import { type LikeRow, setLikeStatus } from './likes.repository';
import {
  alreadyMatched,
  conflict,
  createTransitions,
  type LikesDeps,
  type QueueText,
} from './likes.transition';
import { findActiveMatch, findOtherProfile } from './matches.repository';
import { findAccountOfSingle, findSingle, lockSingles } from './singles.repository';

export type HerConsentDeps = LikesDeps & {
  /** The key of her link's keyed hash (the app's secret): a stored hash alone opens nothing. */
  secret: string;
  limiter: Parameters<typeof enforceLimits>[0];
  /** Her page's reads and answers per client, as /confirm-profile's. */
  perIp: RateRule;
  /** What texts her link when her confirmation went by phone; null where no text may go. */
  sms: SmsSender | null;
};

type Single = { id: string; gender: string; displayId: string };
const WEEK_MS = CONSENT_LINK_DAYS * 86_400_000;
const linkInvalid = () => new AppError('NOT_FOUND', CONSENT_MESSAGES.linkInvalid);

export function createHerConsent(deps: HerConsentDeps) {
  const { db, clock, appUrl, limiter } = deps;
  const { transition } = createTransitions(deps);
  const key = createHmac('sha256', deps.secret).update('waliyy match consent').digest();
  const hash = (token: string) => createHmac('sha256', key).update(token).digest('base64url');
  /** Her link's like, while her week runs and it is pending; else undefined. */
  const live = (like: LikeRow | undefined, now: Date) =>
    like?.status === 'pending' &&
    like.awaitingHerSince &&
    like.awaitingHerSince.getTime() > now.getTime() - WEEK_MS
      ? like
      : undefined;

  return {
    /**
     * In an acceptance's transaction (both singles locked, neither matched): when the woman's
     * single is confirmed, asked to be asked and has her own channel, the like waits for her and
     * her link goes out; answers the waiting like. Otherwise undefined: the match is made.
     */
    async askHer(
      tx: Tx,
      send: { queue: typeof enqueueEmail; text: QueueText },
      parties: { like: LikeRow; man: Single; woman: Single; now: Date },
    ): Promise<LikeRow | undefined> {
      const { like, now } = parties;
      const her = await repo.findHerChannel(tx, parties.woman.id);
      if (!her?.asksBeforeMatch || !her.singleConfirmedAt || her.gender !== 'FEMALE') return;
      if (her.channel === 'phone' && !deps.sms) {
        throw new AppError('SMS_UNAVAILABLE', CONSENT_MESSAGES.smsUnavailable);
      }
      const token = randomBytes(32).toString('base64url');
      const waiting = await repo.markAwaitingHer(tx, like.id, hash(token), now);
      if (!waiting) throw conflict(CONSENT_MESSAGES.closed);
      const url = consentLink(appUrl, token);
      if (her.channel === 'phone') {
        await send.text(tx, { to: her.address, text: askHerText(her.language, url) });
      } else {
        await send.queue(tx, { to: her.address, ...askHerEmail(her.language, her.firstName, url) });
      }
      return waiting;
    },

    /** `POST /consent/view`: the man's public profile as her family reads it on the like. */
    async view(token: string, ip: string): Promise<ConsentView> {
      await enforceLimits(limiter, [{ key: `consent:ip:${ip}`, rule: deps.perIp }]);
      const now = clock.now();
      const like = live(await repo.findLikeByHerToken(db, hash(token)), now);
      if (!like) throw linkInvalid();
      const [a, b] = [
        await findSingle(db, like.initiatorId),
        await findSingle(db, like.receiverId),
      ];
      const [man, woman] = a?.gender === 'MALE' ? [a, b] : [b, a];
      const profile = man && (await findOtherProfile(db, man.id));
      const her = woman && (await repo.findHerChannel(db, woman.id));
      if (!profile || !her) throw linkInvalid();
      return { language: her.language, profile: otherSingleFromRow(profile, now) };
    },

    /**
     * `PUT /consent`: her answer. Yes makes the match as any acceptance does (409 when either
     * single matched meanwhile, or the like was withdrawn or ended); no rejects the like (the
     * man's side sees a declined like, as for any) and tells her family. Her link is spent by it.
     */
    async answer(token: string, agree: boolean, ip: string) {
      await enforceLimits(limiter, [{ key: `consent:ip:${ip}`, rule: deps.perIp }]);
      return transition(async (tx, queue) => {
        const peek = await repo.findLikeByHerToken(tx, hash(token));
        if (!peek) throw linkInvalid();
        // The same locks, in the same order, as every other transition of these two singles.
        await lockSingles(tx, [peek.initiatorId, peek.receiverId]);
        const like = await repo.findLikeByHerToken(tx, hash(token), true);
        const now = clock.now();
        if (!like || like.status === 'expired') throw linkInvalid();
        if (like.status !== 'pending') throw conflict(CONSENT_MESSAGES.closed);
        if (!live(like, now)) throw linkInvalid();
        const initiator = await findSingle(tx, like.initiatorId);
        const receiver = await findSingle(tx, like.receiverId);
        if (!initiator?.listed || !receiver?.listed) throw conflict(CONSENT_MESSAGES.closed);
        const [man, woman] =
          initiator.gender === 'FEMALE' ? [receiver, initiator] : [initiator, receiver];

        if (!agree) {
          await setLikeStatus(tx, like.id, ['pending'], 'rejected', now);
          await repo.spendHerToken(tx, like.id, now);
          const family = await findAccountOfSingle(tx, woman.id);
          if (family) {
            await queue(tx, { to: family.email, ...herNoEmail(family, man.displayId, appUrl) });
          }
          return { state: 'declined' as const, message: CONSENT_MESSAGES.declined };
        }
        if ((await findActiveMatch(tx, initiator.id)) || (await findActiveMatch(tx, receiver.id))) {
          throw alreadyMatched(CONSENT_MESSAGES.matchedElsewhere);
        }
        await makeMatch(tx, queue, { like, receiver, initiator, now, appUrl });
        await repo.spendHerToken(tx, like.id, now);
        return { state: 'matched' as const, message: CONSENT_MESSAGES.agreed };
      });
    },
  };
}
export type HerConsent = ReturnType<typeof createHerConsent>;
