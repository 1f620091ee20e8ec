// What her confirmation's answers are made of (decision 083): where it stands, the errors the
// guardian's form and her page answer, and the stamp of the profile her yes is given to.
import { createHash } from 'node:crypto';
import { CONFIRMATION_MESSAGES, type ConfirmationState } from '@waliyy/contract';
import { AppError } from '../../lib/app-error';
import type { ChildRow } from '../children';
import type * as repo from './confirmation.repository';

type Link = repo.ConfirmationRow | undefined;

/** Where it stands: confirmed, a live `ask` link (waiting), a no (declined), or not asked. */
export function stateOf(child: Pick<ChildRow, 'singleConfirmedAt'>, link: Link, now: Date) {
  if (child.singleConfirmedAt) return 'confirmed' satisfies ConfirmationState;
  if (link?.tokenPurpose === 'ask' && link.tokenExpiresAt && link.tokenExpiresAt > now) {
    return 'waiting' satisfies ConfirmationState;
  }
  return link?.declinedAt ? 'declined' : 'not_asked';
}

export const sameAsAccount = (field: 'email' | 'phone') =>
  new AppError('VALIDATION', CONFIRMATION_MESSAGES.sameAsAccount, {
    [field]: CONFIRMATION_MESSAGES.sameAsAccount,
  });
export const linkInvalid = () => new AppError('VALIDATION', CONFIRMATION_MESSAGES.linkInvalid);

/** A short stamp of the profile as her page shows it: what her yes is given to. */
export function versionOf(profile: unknown): string {
  return createHash('sha256').update(JSON.stringify(profile)).digest('base64url').slice(0, 22);
}
