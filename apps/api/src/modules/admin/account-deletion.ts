import type { Tx } from '../../db/client';
import type { StaffLog } from './audit';

/**
 * What staff use of the account module: the account's own deletion (decision 051), run with
 * their audit entry. Declared here and given by app.ts, so admin names nothing of account, which
 * builds on admin's audit log and last-admin rule (decision 077).
 */
export type AccountDeletion = {
  deleteAccount(
    userId: string,
    options: { byStaff: { audit: (tx: Tx) => Promise<void>; log: StaffLog | undefined } },
  ): Promise<unknown>;
};
