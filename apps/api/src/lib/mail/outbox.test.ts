import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { enqueueEmail, finishJob } from './outbox';
import { backoffSeconds, createMailWorker, withoutAddresses } from './worker';

describe('the e-mail outbox', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  it('keeps a message while the SMTP server refuses it, retries with back-off, and sends it later', async () => {
    await enqueueEmail(h.database.db, {
      to: 'retry.me@example.com',
      subject: 'Hello again',
      text: 'Body 123456',
      html: '<p>Body 123456</p>',
    });
    h.smtp.failNext(2);
    await h.flushMail();
    const [afterFirst] = await h.database.db
      .select()
      .from(outbox)
      .where(sql`payload->>'to' = 'retry.me@example.com'`);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst?.lastError).toMatch(/451/);
    expect(afterFirst?.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    expect(h.smtp.latestTo('retry.me@example.com')).toBeUndefined();

    // Time passes (the database decides when a retry is due).
    const due = () =>
      h.database.db
        .update(outbox)
        .set({ runAt: sql`now() - interval '1 second'` })
        .where(eq(outbox.id, afterFirst?.id ?? ''));
    await due();
    await h.flushMail();
    await due();
    await h.flushMail();

    const [sent] = await h.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, afterFirst?.id ?? ''));
    expect(sent).toMatchObject({ status: 'sent', attempts: 3 });
    // Delivered over SMTP: the body with its code is no longer kept.
    expect(JSON.stringify(sent?.payload)).not.toContain('123456');
    expect(h.smtp.latestTo('retry.me@example.com')?.text).toContain('Body 123456');
  });

  it('logs why a message was refused without the address the SMTP server quotes', async () => {
    const lines: string[] = [];
    const logger = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    }).log;
    const address = 'refused.guardian@example.com';
    const worker = createMailWorker({
      db: h.database.db,
      logger,
      transport: {
        kind: 'smtp',
        send: async () => {
          throw new Error(
            `Can't send mail - all recipients were rejected: 550 5.1.1 <${address}>: Recipient address rejected`,
          );
        },
        close: () => {},
      },
    });
    await enqueueEmail(h.database.db, {
      to: address,
      subject: 'Hi',
      text: 'Code 654321',
      html: '<p>Code 654321</p>',
    });
    await worker.runOnce();
    const logged = lines.join('\n');
    expect(logged).toContain('550 5.1.1 <[address]>: Recipient address rejected');
    expect(logged).not.toContain(address);
    expect(logged).not.toContain('654321');
    expect(withoutAddresses('to a.b+c@d.example, then "x@y.z"')).toBe(
      'to [address], then "[address]"',
    );
  });

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([10, 20, 40, 80]);
    expect(backoffSeconds(30)).toBe(3600);
  });

  it('sends a message exactly once even when two workers run at the same time', async () => {
    await enqueueEmail(h.database.db, {
      to: 'once@example.com',
      subject: 'Once',
      text: 'Once',
      html: '<p>Once</p>',
    });
    await Promise.all([h.app.mailWorker.runOnce(), h.app.mailWorker.runOnce()]);
    expect(h.smtp.received.filter((m) => m.to === 'once@example.com')).toHaveLength(1);
  });

  it('runs a job row once, retries it after a failure, and sends the e-mail it queues in the same run', async () => {
    const runs: string[] = [];
    let failures = 1;
    h.app.mailWorker.handle('test_job', async ({ id, payload }) => {
      runs.push((payload as { note: string }).note);
      if (failures > 0) {
        failures -= 1;
        throw new Error('not this time');
      }
      await h.database.db.transaction(async (tx) => {
        if (!(await finishJob(tx, id))) return;
        await enqueueEmail(tx, { to: 'job@example.com', subject: 'Job', text: 'Job', html: 'Job' });
      });
    });
    await h.database.db.insert(outbox).values({ kind: 'test_job', payload: { note: 'n1' } });
    const row = () =>
      h.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, 'test_job'))
        .then((rows) => rows[0]);

    await h.flushMail();
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'not this time',
    });
    await h.database.db
      .update(outbox)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(outbox.kind, 'test_job'));
    await Promise.all([h.app.mailWorker.runOnce(), h.app.mailWorker.runOnce()]);
    expect(runs).toEqual(['n1', 'n1']);
    // Done, its payload forgotten, and its e-mail sent once in that run.
    expect(await row()).toMatchObject({ status: 'sent', payload: {} });
    expect(h.smtp.received.filter((m) => m.to === 'job@example.com')).toHaveLength(1);
  });
});

describe('/dev/mailbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  it('lists queued e-mails when no SMTP server is configured', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        firstName: 'Hauwa',
        lastName: 'Musa',
        email: 'hauwa@example.com',
        phoneNumber: '+2348031234567',
        password: 'Bismillah-123',
        confirmPassword: 'Bismillah-123',
      },
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().messages;
    expect(latest.to).toBe('hauwa@example.com');
    expect(latest.text).toMatch(/\b\d{6}\b/);
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('hauwa@example.com');
  });

  it('does not exist in production or when SMTP is configured', async () => {
    // Production without SMTP_URL is refused outright (billing-production.test.ts).
    const smtp = 'smtp://127.0.0.1:1';
    for (const config of [{ isProduction: true, SMTP_URL: smtp }, { SMTP_URL: smtp }]) {
      const other = await createTestApp({ config });
      const res = await other.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
      expect(res.statusCode).toBe(404);
      await other.app.close();
    }
  });
});
