// A substantive edit asks the single again (decision 083): which of the fields an update writes
// change what other families read and weigh of her (the contract's SUBSTANTIVE_FIELDS).
import { SUBSTANTIVE_FIELDS } from '@waliyy/contract';
import type { ChildRow } from './children.repository';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether `written` (the columns an update sets) changes a substantive field of `row`. */
export function changesSubstance(row: ChildRow, written: Record<string, unknown>): boolean {
  return SUBSTANTIVE_FIELDS.some(
    (field) =>
      written[field] !== undefined &&
      !same(written[field], (row as Record<string, unknown>)[field]),
  );
}
