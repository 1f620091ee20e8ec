import { CONSENT_LINK_DAYS } from '@waliyy/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { enqueueEmail } from '../../lib/mail/outbox';
import * as emails from './likes.emails';
import type { LikesSettings } from './likes.settings';
import {
  claimDueExpiries,
  claimDueHerExpiries,
  claimDueReminders,
  expireLikes,
  markReminded,
  recordNonResponses,
  reminderDetails,
} from './likes-jobs.repository';

export type DueLikesDeps = {
  db: Db;
  clock: Clock;
  settings: LikesSettings;
  appUrl: string;
  mailQueued: () => void;
};

/**
 * One pass of the likes job: pending likes past their life expire (recorded as the receiving
 * account's non-response), those waiting a week for her own yes expire (decision 084), then those past the reminder time are reminded once. Each batch is
 * its own transaction claiming rows with FOR UPDATE SKIP LOCKED, so any number of instances can
 * run it at once and a like being answered right now is left to its answer.
 */
export async function runDueLikes({ db, clock, settings, appUrl, mailQueued }: DueLikesDeps) {
  const before = (ms: number) => new Date(clock.now().getTime() - ms);
  let expired = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const now = clock.now();
      const due = await claimDueExpiries(tx, before(settings.expiresAfterMs), settings.batch);
      if (due.length === 0) return 0;
      const rows = await expireLikes(
        tx,
        due.map((d) => d.id),
        now,
      );
      await recordNonResponses(
        tx,
        rows.map((r) => r.id),
        now,
      );
      return due.length;
    });
    expired += n;
    if (n < settings.batch) break;
  }

  // A week without her answer (decision 084): expired like an unanswered like, but not her
  // family's non-response (they answered). The ordinary expiry tells no one; nor does this.
  const herWeek = CONSENT_LINK_DAYS * 86_400_000;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await claimDueHerExpiries(tx, before(herWeek), settings.batch);
      if (due.length === 0) return 0;
      await expireLikes(
        tx,
        due.map((d) => d.id),
        clock.now(),
      );
      return due.length;
    });
    expired += n;
    if (n < settings.batch) break;
  }

  let reminded = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await claimDueReminders(
        tx,
        before(settings.reminderAfterMs),
        before(settings.expiresAfterMs),
        settings.batch,
      );
      if (due.length === 0) return 0;
      const ids = due.map((d) => d.id);
      await markReminded(tx, ids, clock.now());
      for (const like of await reminderDetails(tx, ids)) {
        await enqueueEmail(tx, {
          to: like.email,
          ...emails.likeReminderEmail(like, like.single, like.from, appUrl),
        });
      }
      return due.length;
    });
    reminded += n;
    if (n < settings.batch) break;
  }
  if (reminded > 0) mailQueued();
  return { expired, reminded };
}
