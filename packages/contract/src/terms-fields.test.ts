// Decision 019: every free-text field another family can read goes through the contact detector.
// The readable fields are derived from what leaves the server for other families (the public
// projection and the card), so a field added there later cannot skip TERMS_FIELDS unnoticed.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ChildCreateBody, ChildUpdateBody, READ_ONLY_FIELDS } from './children';
import { ProfileCard, PublicProfile } from './discovery';
import { stringLeaves } from './string-leaves';
import { TERMS_FIELDS } from './terms';

/** Readable strings the server makes, never the family: ids, and where the likes stand. */
const SERVER_MADE = new Set(['id', 'displayId', 'relation']);

/**
 * What a family might write to pass on contact details, long and short (a short field still
 * holds a name or 'a@b.co'). A field whose body schema takes one of these is free text; a field
 * chosen from a list (an enum, a nationality, a country) refuses them all.
 */
const PROBES = [
  'call 08031234567',
  'Write to me on WhatsApp: 08031234567, any day after Asr.',
  'aisha.bello@gmail.com',
  'a@b.co',
  'Ab 12',
];

/** The top-level field of every string another family can read ('speakersListenedTo.[]' → its field). */
function readableStringFields(): string[] {
  const leaves = [PublicProfile, ProfileCard].flatMap((schema) => stringLeaves(schema));
  return [...new Set(leaves.map((leaf) => leaf.path.split('.')[0] as string))].sort();
}

const readOnly = new Set<string>(READ_ONLY_FIELDS);
const createShape = ChildCreateBody.shape as Record<string, z.ZodType | undefined>;
const updateShape = ChildUpdateBody.shape as Record<string, z.ZodType | undefined>;

/**
 * The schemas a family writes the field through: set-up, and Settings for an editable field (a
 * read-only field may ride along in an update only unchanged, so its loose schema stores nothing).
 */
function bodySchemasOf(field: string): z.ZodType[] {
  const update = readOnly.has(field) ? undefined : updateShape[field];
  return [createShape[field], update].filter((s): s is z.ZodType => s !== undefined);
}

const takesFreeText = (field: string) =>
  bodySchemasOf(field).some((schema) => PROBES.some((probe) => schema.safeParse(probe).success));

describe('TERMS_FIELDS: every free-text field another family can read', () => {
  const readable = readableStringFields();
  const familyWritten = readable.filter((field) => !SERVER_MADE.has(field));
  const freeText = familyWritten.filter(takesFreeText);

  it('walks the public projection and the card down to their strings', () => {
    // Free text, a list item, and strings chosen from lists all show up; private fields do not.
    expect(readable).toEqual(
      expect.arrayContaining(['about', 'speakersListenedTo', 'lga', 'genotype', 'citizenship']),
    );
    expect(readable).toEqual(expect.arrayContaining([...SERVER_MADE]));
    for (const hidden of ['firstName', 'lastName', 'fullName'])
      expect(readable).not.toContain(hidden);
  });

  it('knows who writes each readable string: the server, or the family through a body schema', () => {
    const unknown = familyWritten.filter((field) => bodySchemasOf(field).length === 0);
    expect(unknown, 'readable strings with no body schema: classify them here').toEqual([]);
  });

  it('tells free text from values chosen from a list by what the body schema accepts', () => {
    for (const listed of [
      'citizenship',
      'countryofResidence',
      'genotype',
      'maritalStatus',
      'educationLevel',
      'employmentStatus',
      'salatPattern',
      'sect',
    ]) {
      expect(familyWritten, listed).toContain(listed);
      expect(takesFreeText(listed), listed).toBe(false);
    }
    // Free text, including a place abroad and each speaker of the list.
    for (const free of ['about', 'profession', 'state', 'lga', 'speakersListenedTo']) {
      expect(takesFreeText(free), free).toBe(true);
    }
  });

  it('lists every readable free-text field in TERMS_FIELDS', () => {
    const missing = freeText.filter(
      (field) => !(TERMS_FIELDS as readonly string[]).includes(field),
    );
    expect(missing, 'free-text fields other families read that skip the detector').toEqual([]);
  });

  it('names only fields another family can read, each free text', () => {
    expect(TERMS_FIELDS.filter((field) => !readable.includes(field))).toEqual([]);
    expect([...TERMS_FIELDS].sort()).toEqual(freeText);
  });
});
