// The phone channel of the single's link (decision 083): the one function the SMS adapter is
// wired into. This server has no SMS provider yet, so it answers as production does without one:
// 503 `SMS_UNAVAILABLE`, nothing stored (the caller's transaction is rolled back) and nothing sent.
import { CONFIRMATION_MESSAGES, type Language } from '@waliyy/contract';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';

/** Texts her the link through the outbox, in `tx`; throws while no provider is configured. */
export async function textConfirmationLink(
  _tx: Tx,
  _text: { to: string; language: Language; url: string },
): Promise<void> {
  throw new AppError('SMS_UNAVAILABLE', CONFIRMATION_MESSAGES.smsUnavailable);
}
