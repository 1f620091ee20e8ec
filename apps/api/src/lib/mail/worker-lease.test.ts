// The mail worker marks a batch's sent e-mails in one statement (decision 086, 2026-12-07), but
// never later than half its lease: a batch slowed by its relay must not leave e-mails it sent
// unmarked past the lease, when another instance claims them and sends them again.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { enqueueEmail } from './outbox';
import { type ClaimedRow, claimDue } from './outbox.repository';
import { createMailWorker } from './worker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the mail worker on a slow relay', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('marks what it sent before its lease ends, so no other instance sends it again', async () => {
    const leaseSeconds = 2;
    const addresses = ['first@example.com', 'slow@example.com', 'last@example.com'];
    // One statement each: their run_at (the claim's order) follows the queue's order.
    for (const to of addresses) {
      await enqueueEmail(database.db, { to, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    }
    const delivered: string[] = [];
    let reclaimed: ClaimedRow[] = [];
    let startedAt = 0;
    const worker = createMailWorker({
      db: database.db,
      logger: Fastify().log,
      leaseSeconds,
      transport: {
        kind: 'smtp',
        async send(message) {
          if (message.to === 'slow@example.com') await sleep(1_200);
          if (message.to === 'last@example.com') {
            // The batch's lease has ended while this one is still on the wire: another
            // instance claims what is due.
            await sleep(Math.max(0, startedAt + leaseSeconds * 1_000 + 400 - Date.now()));
            reclaimed = await claimDue(database.db, {
              kinds: ['email'],
              batchSize: 10,
              leaseSeconds: 60,
            });
          }
          delivered.push(message.to);
        },
        close: () => {},
      },
    });
    startedAt = Date.now();
    await worker.runOnce();
    expect(delivered).toEqual(addresses);
    const again = reclaimed.map((row) => (row.payload as { to: string }).to);
    // The one on the wire may be claimed again (its own lease is the batch's); the two sent
    // before it must not be.
    expect(again).not.toContain('first@example.com');
    expect(again).not.toContain('slow@example.com');
    const rows = await database.db.select().from(outbox);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  }, 15_000);
});
