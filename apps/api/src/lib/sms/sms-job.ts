import type { Db } from '../../db/client';
import type { OutboxJob } from '../mail/worker';
import type { SmsMessage, SmsSender } from './sms';
import { markSmsSent } from './sms-outbox.repository';

/**
 * Delivers one queued text (the mail poller runs it for the outbox's 'sms' rows): a failure
 * throws, and the poller retries the row with the e-mail's backoff, never losing it.
 */
export function createSmsJob(db: Db, sender: SmsSender): OutboxJob {
  return async (row) => {
    await sender.send(row.payload as SmsMessage);
    await markSmsSent(db, row.id, sender.kind === 'dev');
  };
}
