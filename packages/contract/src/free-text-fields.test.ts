// Decision 079: the lists derived from FREE_TEXT_FIELDS say what each entry says.
import { describe, expect, it } from 'vitest';
import { REDACTABLE_FIELD_LABELS, REDACTABLE_FIELDS } from './admin-moderation';
import { ChildCreateBody, ChildProfile, ChildUpdateBody, READ_ONLY_FIELDS } from './children';
import { FREE_TEXT_FIELDS, FREE_TEXT_NAMES } from './free-text-fields';
import { TERMS_FIELDS } from './terms';
import { TERMS_FIELD_LABELS } from './terms-messages';
import { makeChildBody } from './testing';

const entries = FREE_TEXT_NAMES.map((field) => [field, FREE_TEXT_FIELDS[field]] as const);
const createShape = ChildCreateBody.shape as Record<
  string,
  { safeParse(v: unknown): { success: boolean } }
>;

describe('FREE_TEXT_FIELDS and what derives from it', () => {
  it('gives the Terms check every entry, in the list order, each named for the split message', () => {
    expect([...TERMS_FIELDS]).toEqual(FREE_TEXT_NAMES);
    for (const [field, spec] of entries) expect(TERMS_FIELD_LABELS[field]).toBe(spec.names.page);
  });

  it('lets staff edit out exactly the redactable entries, under their staff names', () => {
    const redactable = entries.filter(([, spec]) => spec.redactable).map(([field]) => field);
    expect([...REDACTABLE_FIELDS].sort()).toEqual([...redactable].sort());
    for (const field of REDACTABLE_FIELDS) {
      expect(REDACTABLE_FIELD_LABELS[field]).toBe(FREE_TEXT_FIELDS[field].names.staff);
    }
  });

  it('fixes the entries not editable at creation, and lets Settings change the others', () => {
    const updateShape = ChildUpdateBody.shape as Record<string, unknown>;
    for (const [field, spec] of entries) {
      expect((READ_ONLY_FIELDS as readonly string[]).includes(field), field).toBe(!spec.editable);
      expect(field in updateShape, field).toBe(true);
    }
  });

  it('takes each text up to its limit, one more refused; blank only where optional', () => {
    for (const [field, spec] of entries) {
      const schema = createShape[field];
      if (!schema || spec.kind === 'list') continue;
      expect(schema.safeParse('a'.repeat(spec.max)).success, field).toBe(true);
      expect(schema.safeParse('a'.repeat(spec.max + 1)).success, field).toBe(false);
      expect(schema.safeParse('').success, field).toBe(spec.required === null);
    }
  });

  it('reads each back in the profile, null only where optional', () => {
    const shape = ChildProfile.shape as Record<
      string,
      { safeParse(v: unknown): { success: boolean } }
    >;
    for (const [field, spec] of entries) {
      if (spec.kind === 'list') continue;
      expect(shape[field]?.safeParse(null).success, field).toBe(spec.required === null);
    }
  });

  it("puts each entry's example in the test factory's valid body", () => {
    const body = makeChildBody();
    for (const [field, spec] of entries) expect(body[field], field).toEqual(spec.example);
    expect(ChildCreateBody.safeParse(body).success).toBe(true);
  });
});
