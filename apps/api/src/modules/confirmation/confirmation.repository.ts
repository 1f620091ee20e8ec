// The single's own confirmation (decision 083): its queries, nothing else.
import { and, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { children, singleConfirmations, users } from '../../db/schema';

export type ConfirmationRow = typeof singleConfirmations.$inferSelect;
type NewLink = Pick<
  ConfirmationRow,
  'childId' | 'channel' | 'address' | 'language' | 'tokenHash' | 'tokenExpiresAt' | 'sentAt'
>;

/** The account holder's contact and language: her address must not be one of these. */
export async function findHolder(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      alternateEmail: users.alternateEmail,
      phone: users.phone,
      firstName: users.firstName,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findConfirmation(tx: Tx, childId: string) {
  const [row] = await tx
    .select()
    .from(singleConfirmations)
    .where(eq(singleConfirmations.childId, childId));
  return row;
}

/** A new `ask` link: replaces the stored token (the old link is void) and her channel. */
export async function saveAskLink(tx: Tx, link: NewLink, now: Date): Promise<void> {
  const values = { ...link, tokenPurpose: 'ask' as const, updatedAt: now };
  await tx
    .insert(singleConfirmations)
    .values(values)
    .onConflictDoUpdate({ target: singleConfirmations.childId, set: values });
}

/** Replaces the token (null: none live), keeping her channel. */
export async function setToken(
  tx: Tx,
  childId: string,
  token: { hash: string; purpose: 'ask' | 'withdraw'; expiresAt: Date | null } | null,
  now: Date,
  declinedAt?: Date | null,
): Promise<void> {
  await tx
    .update(singleConfirmations)
    .set({
      tokenHash: token?.hash ?? null,
      tokenPurpose: token?.purpose ?? null,
      tokenExpiresAt: token?.expiresAt ?? null,
      ...(token ? { sentAt: now } : {}),
      ...(declinedAt === undefined ? {} : { declinedAt }),
      updatedAt: now,
    })
    .where(eq(singleConfirmations.childId, childId));
}

/**
 * The link's row and its single (locked when `lock`): a live `ask` token, or the standing
 * `withdraw` one. Undefined for an unknown, spent or expired token.
 */
export async function findByToken(tx: Tx, tokenHash: string, now: Date, lock = false) {
  const query = tx
    .select({ link: singleConfirmations, child: children })
    .from(singleConfirmations)
    .innerJoin(children, eq(children.id, singleConfirmations.childId))
    .where(
      and(
        eq(singleConfirmations.tokenHash, tokenHash),
        or(
          eq(singleConfirmations.tokenPurpose, 'withdraw'),
          and(
            eq(singleConfirmations.tokenPurpose, 'ask'),
            gt(singleConfirmations.tokenExpiresAt, now),
          ),
        ),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** `children.single_confirmed_at`: her agreement, or null (withdrawn, declined, asked again). */
export async function setSingleConfirmed(tx: Tx, childId: string, at: Date | null, now: Date) {
  await tx
    .update(children)
    .set({ singleConfirmedAt: at, updatedAt: now })
    .where(eq(children.id, childId));
}

/** Clears her confirmation; answers whether it was set (a substantive edit, decision 083). */
export async function clearSingleConfirmed(tx: Tx, childId: string): Promise<boolean> {
  const rows = await tx
    .update(children)
    .set({ singleConfirmedAt: null })
    .where(and(eq(children.id, childId), isNotNull(children.singleConfirmedAt)))
    .returning({ id: children.id });
  return rows.length > 0;
}

/** Her "ask me before any match is made" (decision 084): set only through her own link. */
export async function setAsksBeforeMatch(tx: Tx, childId: string, on: boolean, now: Date) {
  await tx
    .update(children)
    .set({ asksBeforeMatch: on, updatedAt: now })
    .where(eq(children.id, childId));
}
