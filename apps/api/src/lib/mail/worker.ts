import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import type { OnRun } from '../job-runs';
import { createPoller } from '../poller';
import { safeErrorMessage } from '../safe-error';
import type { EmailMessage } from './outbox';
import { type ClaimedRow, claimDue, markFailed, markSent } from './outbox.repository';

/** Delivers one message or throws. */
export type MailTransport = {
  kind: 'smtp' | 'log';
  send(message: EmailMessage): Promise<void>;
  close(): void;
};

/**
 * A relay that accepts the connection and then says nothing must not hold the mailer (which
 * sends one message at a time) for nodemailer's defaults of minutes: give up and retry later.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transporter.close(),
  };
}

/** No SMTP server configured: print the message; it stays readable at /dev/mailbox. */
export function createLogTransport(logger: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async send(message) {
      logger.info(
        { mail: { to: message.to, subject: message.subject } },
        `e-mail (no SMTP_URL set, not sent)\n${message.text}`,
      );
    },
    close: () => {},
  };
}

/**
 * An SMTP refusal quotes the recipient ('550 5.1.1 <name@example.com>: Recipient address
 * rejected'); the log line keeps the reason and drops the address (decision 065).
 */
export const withoutAddresses = (text: string) =>
  text.replace(/[^\s<>()"',;:[\]]+@[^\s<>()"',;:[\]]+/g, '[address]');

export type MailWorkerOptions = {
  db: Db;
  transport: MailTransport;
  logger: FastifyBaseLogger;
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed message stays claimed while it is being sent. */
  leaseSeconds?: number;
  /** After this many failed tries a message is marked failed (kept, never deleted). */
  maxAttempts?: number;
  /** Told of every run (the app's metrics). */
  onRun?: OnRun;
  /** How long a request's kick waits, so the e-mails of that time go in one claim. */
  kickDelayMs?: number;
};

/**
 * The kick's wait by default: at a hundred likes a second, ten e-mails a claim and a mark
 * instead of one each (decision 091); nobody waits on an e-mail for a tenth of a second.
 */
const MAIL_KICK_DELAY_MS = 100;

/** Wait before try n+1: 10 s, 20 s, 40 s … up to an hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 10 * 2 ** (attempts - 1));

/**
 * Work other than an e-mail that a request left in the outbox to be done after its answer. It
 * runs in a transaction of its own and marks its row done there (finishJob), so a crash
 * before the commit leaves the row to be claimed again.
 */
export type OutboxJob = (row: { id: string; payload: unknown }) => Promise<void>;

/**
 * Sends the outbox's e-mails, and runs its jobs of the kinds given to handle(). Any number of
 * instances may run one: a row is claimed by moving its run_at forward under FOR UPDATE SKIP
 * LOCKED, so exactly one instance sends it.
 */
export function createMailWorker(options: MailWorkerOptions) {
  const { db, transport, logger } = options;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const maxAttempts = options.maxAttempts ?? 50;
  const jobs = new Map<string, OutboxJob>();

  const claim = (): Promise<ClaimedRow[]> =>
    claimDue(db, { kinds: ['email', ...jobs.keys()], batchSize, leaseSeconds });

  /** Delivers one row; answers true for an e-mail sent (marked with the batch, in runDue). */
  async function deliver(row: ClaimedRow): Promise<boolean> {
    try {
      const job = jobs.get(row.kind);
      if (job) {
        await job(row);
        return false;
      }
      await transport.send(row.payload as EmailMessage);
      return true;
    } catch (error) {
      const message = safeErrorMessage(error);
      const failed = row.attempts >= maxAttempts;
      logger.warn(
        { outboxId: row.id, attempts: row.attempts, err: withoutAddresses(message) },
        row.kind !== 'email'
          ? `outbox job ${row.kind} ${failed ? 'failed for good' : 'failed; will retry'}`
          : failed
            ? 'e-mail failed for good'
            : 'e-mail not sent; will retry',
      );
      await markFailed(db, row.id, {
        error: message.slice(0, 500),
        failed,
        retryInSeconds: backoffSeconds(row.attempts),
      });
      return false;
    }
  }

  async function runDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const rows = await claim();
      const claimedAt = performance.now();
      let sent: string[] = [];
      // The batch's sent e-mails marked in one statement: a crash before it sends them
      // again once their lease ends, as a crash between one send and its mark always did.
      // Once delivered over SMTP the body (with its code) need not stay in the database.
      const markBatchSent = async () => {
        const ids = sent;
        sent = [];
        await markSent(db, ids, transport.kind === 'log');
      };
      try {
        for (const row of rows) {
          // A slow batch (a relay timing out: tens of seconds a message) marks what it sent
          // before its lease ends: past it, another instance claims those rows and sends
          // them again, with no crash at all.
          if (performance.now() - claimedAt > (leaseSeconds * 1000) / 2) await markBatchSent();
          if (await deliver(row)) sent.push(row.id);
        }
      } finally {
        await markBatchSent();
      }
      tried += rows.length;
      // A job may have queued an e-mail that is due now: look again before stopping.
      if (rows.length < batchSize && !rows.some((row) => jobs.has(row.kind))) return tried;
    }
  }

  // Each run sends what is due; runOnce() answers how many were tried.
  const poller = createPoller({
    name: 'outbox',
    run: runDue,
    logger,
    pollMs,
    onRun: options.onRun,
    onStop: () => transport.close(),
    kickDelayMs: options.kickDelayMs ?? MAIL_KICK_DELAY_MS,
  });

  return {
    ...poller,
    /** Runs the outbox rows of this kind with `job` instead of sending them. */
    handle(kind: string, job: OutboxJob) {
      jobs.set(kind, job);
    },
  };
}
export type MailWorker = ReturnType<typeof createMailWorker>;
