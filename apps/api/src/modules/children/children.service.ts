import { splitTermsErrors, termsErrors } from '@waliyy/contact-detector';
import {
  AUTH_RESULT_MESSAGES,
  CHILD_MESSAGES,
  CHILD_RESULT_MESSAGES,
  type ChildCreateBody,
  type ChildProfile,
  type ChildSummary,
  type ChildUpdateBody,
  GENERIC_MESSAGES,
  placeErrors,
  READ_ONLY_FIELDS,
  SINGLES_LIMIT_FREE,
  SINGLES_LIMIT_PAID,
  WALI_FIELDS,
  waliErrors,
} from '@waliyy/contract';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newDisplayId } from '../../lib/display-id';
import { UUID } from '../../lib/ids';
import { childNotFound } from '../../lib/not-found';
import { profileFromRow, rowFromBody } from './children.mapper';
import { readOnlyErrors } from './children.read-only';
import type { ChildRow } from './children.repository';
import * as repo from './children.repository';
import { requireOwnChild } from './ownership';
import { removedTextErrors } from './removed-texts';
import { singlesLimitOf } from './singles-limit';
import { changesSubstance } from './substantive';

export type ChildrenDeps = {
  db: Db;
  clock: Clock;
  supportEmail: string;
  /** For the e-mail telling a match's other family (the single's deletion ends the match). */
  appUrl: string;
  mailQueued: () => void;
} & ChildrenUses;

/**
 * What the single's changes set off in the modules above this one, run in the same transaction;
 * given by app.ts (discovery's dropList, likes' releaseSingles), so children imports neither
 * and the modules stay one layer over another (decision 077).
 */
export type ChildrenUses = {
  /** The stored recommendations ranked the old profile: drop them. */
  dropList: (tx: Tx, childId: string) => Promise<void>;
  /** Ends the single's match (the other family told) and withdraws its likes; e-mails queued. */
  releaseSingles: (
    tx: Tx,
    options: { childIds: string[]; reason: 'single_deleted'; now: Date; appUrl: string },
  ) => Promise<number>;
  /**
   * A substantive edit (decision 083): clears the single's own confirmation and sends her a new
   * link (the confirmation module's); answers whether an e-mail was queued.
   */
  askAgain: (tx: Tx, child: ChildRow) => Promise<boolean>;
};

/** The first field's message leads; every field's message travels in `errors`. */
export function validationError(errors: Record<string, string>): AppError {
  return new AppError(
    'VALIDATION',
    Object.values(errors)[0] ?? GENERIC_MESSAGES.VALIDATION,
    errors,
  );
}

type Names = { firstName: string; lastName: string };

/** The names the Terms check refuses: the single's first and last, then the account holder's. */
const termsNames = (single: Names, holder: Names) => [
  single.firstName,
  single.lastName,
  holder.firstName,
  holder.lastName,
];

/** Contact details in the Terms fields: 400 with each field's message and what was found where. */
function refuseContact(values: Parameters<typeof termsErrors>[0], names: readonly string[]): void {
  const { errors, contact } = termsErrors(values, names);
  if (Object.keys(errors).length === 0) return;
  const error = validationError(errors);
  error.contact = contact;
  throw error;
}

/**
 * A contact detail that the profile's texts make only together, read in page order (decision 073):
 * 400 naming every field that holds a part. `profile`: the profile as it will be saved (for an
 * update, the stored texts with the update's over them). Whichever fields the update sent: an
 * update that clears the year standing between two stored parts completes the number as surely
 * as one that sends a part, and a detail already stored must not hide a new one behind it.
 */
function refuseSplitContact(profile: Parameters<typeof splitTermsErrors>[0]): void {
  const split = splitTermsErrors(profile);
  if (!split) return;
  const error = new AppError('VALIDATION', split.message, split.errors);
  error.contact = split.contact;
  throw error;
}

type Wali = Partial<Record<(typeof WALI_FIELDS)[number], string | null>>;

/**
 * A wali is a woman's (decision 061): a man's single naming one is refused, field by field; a
 * woman's names him whole or not at all (`stored`: the wali as saved, for an update).
 */
function refuseWali(body: Wali, gender: string, stored: Wali = {}): void {
  if (gender === 'MALE') {
    const given = WALI_FIELDS.filter((field) => body[field] != null);
    if (given.length === 0) return;
    throw validationError(
      Object.fromEntries(given.map((field) => [field, CHILD_MESSAGES.waliOnlyForWomen])),
    );
  }
  const merged = Object.fromEntries(
    WALI_FIELDS.map((field) => [field, body[field] === undefined ? stored[field] : body[field]]),
  );
  const errors = waliErrors(merged);
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Singles: set-up, reading, editing and deleting (product.md §3, §5, §6). */
export function createChildrenService({
  db,
  clock,
  supportEmail,
  appUrl,
  mailQueued,
  dropList,
  releaseSingles,
  askAgain,
}: ChildrenDeps) {
  /** The account's limit: 2 free, 4 paid, or more when an admin raised it (product.md §6). */
  async function limitFor(tx: Tx, userId: string, raised: number | null) {
    const limit = await singlesLimitOf(tx, userId, raised, clock.now());
    const message =
      limit === SINGLES_LIMIT_FREE
        ? CHILD_RESULT_MESSAGES.freeLimit(SINGLES_LIMIT_FREE, SINGLES_LIMIT_PAID)
        : CHILD_RESULT_MESSAGES.accountLimit(limit, supportEmail);
    return { limit, message };
  }

  return {
    async create(userId: string, body: ChildCreateBody): Promise<string> {
      return db.transaction(async (tx) => {
        // The account row is locked first, so parallel creates count one after another.
        const account = await repo.lockAccount(tx, userId);
        if (!account) throw new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.sessionInvalid);
        // Left out, the single takes the gender the account holder gave at sign-up (decision 020).
        const gender = body.gender ?? account.gender;
        if (!gender) throw validationError({ gender: CHILD_MESSAGES.genderRequired });
        refuseWali(body, gender);
        // Every Terms field, before anything is written; the locked row gives the holder's name.
        refuseContact(body, termsNames(body, account));
        refuseSplitContact(body);
        const { limit, message } = await limitFor(tx, userId, account.singlesLimit);
        if ((await repo.countChildren(tx, userId)) >= limit) {
          throw new AppError('SINGLES_LIMIT', message);
        }
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const row = await repo.insertChild(tx, rowFromBody(body, userId, newDisplayId(), gender));
          if (row) return row.id;
        }
        throw new Error('could not draw a free display id');
      });
    },

    list(userId: string): Promise<ChildSummary[]> {
      return repo.listChildSummaries(db, userId);
    },

    async get(userId: string, childId: string): Promise<ChildProfile> {
      const row = await requireOwnChild(db, userId, childId);
      return { ...profileFromRow(row, clock.now()), isPaused: row.pausedAt !== null };
    },

    /**
     * Editable fields only; a read-only field that would change is refused (product.md §3).
     * Read, checked and written in one transaction holding the single's row (decision 073): a
     * second update sent at the same moment waits, then is judged on the profile the first left,
     * so two halves of a split number sent apart cannot both pass.
     */
    async update(userId: string, childId: string, body: ChildUpdateBody): Promise<void> {
      if (!UUID.test(childId)) throw childNotFound();
      const asked = await db.transaction(async (tx) => {
        const found = await repo.lockOwnChildWithHolder(tx, userId, childId);
        if (!found) throw childNotFound();
        const { child: row, holder } = found;
        const current = profileFromRow(row, clock.now());
        const readOnly = readOnlyErrors(current, body, supportEmail);
        if (Object.keys(readOnly).length > 0) throw validationError(readOnly);

        const editable: Record<string, unknown> = { ...body };
        for (const field of READ_ONLY_FIELDS) delete editable[field];
        const { countryofResidence, isPolygamous, ...changes } = editable as Omit<
          ChildUpdateBody,
          (typeof READ_ONLY_FIELDS)[number]
        >;
        refuseWali(changes, row.gender, row);

        const place = placeErrors({
          citizenship: changes.citizenship ?? row.citizenship,
          state: row.state,
          lga: changes.lga ?? row.lga,
          countryofResidence: countryofResidence ?? row.countryOfResidence,
        });
        if (Object.keys(place).length > 0) throw validationError(place);
        // The fields sent (read-only ones are dropped above: refused if changed), all four names.
        refuseContact(changes, termsNames(row, holder));
        // The whole profile as the other families will read it after this update.
        refuseSplitContact({ ...current, ...changes });
        // Text staff edited out may not come straight back (decision 025).
        const removed = await removedTextErrors(tx, childId, changes);
        if (Object.keys(removed).length > 0) throw validationError(removed);

        const written = {
          ...changes,
          ...(countryofResidence === undefined ? {} : { countryOfResidence: countryofResidence }),
          // A man's only: the original client sends it for a woman too, where it says nothing.
          ...(isPolygamous === undefined || row.gender !== 'MALE' ? {} : { isPolygamous }),
          updatedAt: clock.now(),
        };
        await repo.updateChild(tx, userId, childId, written);
        // The stored recommendations ranked the old profile; the next read ranks this one.
        await dropList(tx, childId);
        return changesSubstance(row, written) && (await askAgain(tx, row));
      });
      if (asked) mailQueued();
    },

    /**
     * Deletes the single; first, in the same transaction, its match is cancelled (the other
     * family told) and its pending likes withdrawn (decision 051).
     */
    async remove(userId: string, childId: string): Promise<void> {
      if (!UUID.test(childId)) throw childNotFound();
      const queued = await db.transaction(async (tx) => {
        if (!(await repo.findOwnChild(tx, userId, childId))) throw childNotFound();
        const now = clock.now();
        const emails = await releaseSingles(tx, {
          childIds: [childId],
          reason: 'single_deleted',
          now,
          appUrl,
        });
        if (!(await repo.deleteChild(tx, userId, childId))) throw childNotFound();
        return emails;
      });
      if (queued > 0) mailQueued();
    },
  };
}
export type ChildrenService = ReturnType<typeof createChildrenService>;
