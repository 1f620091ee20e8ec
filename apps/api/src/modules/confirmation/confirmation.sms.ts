// The phone channel of the single's link (decision 083): her link texted through the outbox, as
// the phone check's code is (lib/sms). In production without an SMS provider nothing may be
// texted: 503 `SMS_UNAVAILABLE`, and the caller's transaction (the stored link) is rolled back.
import { CONFIRMATION_MESSAGES, type Gender, type Language } from '@waliyy/contract';
import type { Tx } from '../../db/client';
import { emailText } from '../../i18n/email-text';
import { AppError } from '../../lib/app-error';
import type { SmsSender } from '../../lib/sms/sms';
import { enqueueSms } from '../../lib/sms/sms-outbox.repository';

/** What the text says: the week-long link that asks her, or the standing link to withdraw. */
export type ConfirmationText = {
  to: string;
  language: Language;
  gender: Gender;
  url: string;
  purpose: 'ask' | 'withdraw';
};

/** Whether a text can go from this server at all. */
export function assertCanText(sms: SmsSender | null): void {
  if (!sms) throw new AppError('SMS_UNAVAILABLE', CONFIRMATION_MESSAGES.smsUnavailable);
}

/** Queues her link as a text in `tx` (the caller calls `mailQueued` once it commits). */
export async function textConfirmationLink(
  tx: Tx,
  sms: SmsSender | null,
  text: ConfirmationText,
): Promise<void> {
  assertCanText(sms);
  const key = text.purpose === 'ask' ? 'sms.singleConfirm.text' : 'sms.singleWithdraw.text';
  await enqueueSms(tx, {
    to: text.to,
    text: emailText(text.language, key, { gender: text.gender.toLowerCase(), url: text.url }),
  });
}
