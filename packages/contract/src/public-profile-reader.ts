import type { Compatibility, PublicProfile } from './discovery';
import {
  AnswerShapeError,
  CARD_GENDERS,
  envelopeData,
  type Fields,
  readVerification,
  record,
  text,
  whole,
} from './discovery-cards';
import { FREE_TEXT_FIELDS, FREE_TEXT_NAMES } from './free-text-fields';
import type { ProfileRelation } from './like-state';
import type { Gender } from './options';

// GET /recommendation/{id} read without zod (decision 087), as discovery-cards.ts reads the
// lists: the other single's page is opened from the dashboard on a slow phone, and zod with the
// contract's profile schemas was a quarter of its code. It does what
// `PublicProfileResponse.parse` does — keep the listed keys, drop any other (no first name
// reaches the page, decision 027), refuse a wrong type — and public-profile-reader.test.ts holds
// it to the schema.

/** The profile's own fields that are not free text, by what they hold. */
const PLAIN_FIELDS = {
  id: 'text',
  displayId: 'text',
  age: 'whole',
  genotype: 'text',
  height: 'number',
  weight: 'number',
  maritalStatus: 'text',
  hasChildren: 'yesNo',
  isSmoker: 'yesNo',
  isDrinker: 'yesNo',
  hasAddictions: 'yesNo',
  citizenship: 'text',
  countryofResidence: 'text',
  isMixedEthnicity: 'yesNo',
  educationLevel: 'text',
  employmentStatus: 'text',
  isWillingToRelocate: 'yesNo',
  isARevert: 'yesNo',
  sect: 'text',
  belongsToIslamicOrganization: 'yesNo',
  salatPattern: 'text',
} as const;

/** @internal Every key the reader keeps: a test holds `PublicProfile` to them. */
export const PUBLIC_PROFILE_KEYS = [
  ...Object.keys(PLAIN_FIELDS),
  'gender',
  'isPolygamous',
  ...FREE_TEXT_NAMES,
  'verification',
  'compatibility',
  'relation',
];

const LIKE_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn', 'expired', 'ended'];
const PAIRINGS = ['compatible', 'caution'];

function plain(fields: Fields, key: keyof typeof PLAIN_FIELDS, path: string): unknown {
  const value = fields[key];
  const kind = PLAIN_FIELDS[key];
  if (kind === 'text') return text(fields, key, path);
  if (kind === 'whole') return whole(fields, key, path);
  if (kind === 'yesNo' ? typeof value === 'boolean' : Number.isFinite(value)) return value;
  throw new AnswerShapeError(`${path}.${key}`);
}

/** A free-text field: a list's items, the text, or null where the field is optional. */
function freeText(fields: Fields, key: (typeof FREE_TEXT_NAMES)[number], path: string): unknown {
  const value = fields[key];
  const spec = FREE_TEXT_FIELDS[key];
  if (spec.kind === 'list') {
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [...value];
  } else if (typeof value === 'string' || (value === null && spec.required === null)) {
    return value;
  }
  throw new AnswerShapeError(`${path}.${key}`);
}

function oneOf<T>(value: unknown, allowed: readonly T[], path: string): T {
  if (!allowed.includes(value as T)) throw new AnswerShapeError(path);
  return value as T;
}

function readCompatibility(value: unknown, path: string): Compatibility | null {
  if (value === null) return null;
  const fields = record(value, path);
  return {
    genotype: oneOf(fields.genotype, PAIRINGS, `${path}.genotype`) as Compatibility['genotype'],
    theyMeet: whole(fields, 'theyMeet', path),
    yourPreferences: whole(fields, 'yourPreferences', path),
    youMeet: whole(fields, 'youMeet', path),
    theirPreferences: whole(fields, 'theirPreferences', path),
  };
}

type RelationLike = NonNullable<ProfileRelation['given']>;

function readLike(value: unknown, path: string): RelationLike | null {
  if (value === null) return null;
  const fields = record(value, path);
  const like: RelationLike = {
    _id: text(fields, '_id', path),
    status: oneOf(fields.status, LIKE_STATUSES, `${path}.status`) as RelationLike['status'],
  };
  if (fields.awaitingHer !== undefined) {
    if (typeof fields.awaitingHer !== 'boolean') throw new AnswerShapeError(`${path}.awaitingHer`);
    like.awaitingHer = fields.awaitingHer;
  }
  return like;
}

function readRelation(value: unknown, path: string): ProfileRelation | null {
  if (value === null) return null;
  const fields = record(value, path);
  if (typeof fields.matched !== 'boolean') throw new AnswerShapeError(`${path}.matched`);
  return {
    given: readLike(fields.given, `${path}.given`),
    received: readLike(fields.received, `${path}.received`),
    matched: fields.matched,
  };
}

/** GET /recommendation/{id}, as `PublicProfileResponse.parse(…).data`. */
export function readPublicProfileAnswer(answer: unknown): PublicProfile {
  const path = 'answer.data';
  const fields = envelopeData(answer);
  const profile: Fields = {};
  for (const key of Object.keys(PLAIN_FIELDS) as (keyof typeof PLAIN_FIELDS)[]) {
    profile[key] = plain(fields, key, path);
  }
  profile.gender = oneOf<Gender>(fields.gender, CARD_GENDERS, `${path}.gender`);
  const polygamous = fields.isPolygamous;
  if (polygamous !== null && typeof polygamous !== 'boolean') {
    throw new AnswerShapeError(`${path}.isPolygamous`);
  }
  profile.isPolygamous = polygamous;
  for (const key of FREE_TEXT_NAMES) profile[key] = freeText(fields, key, path);
  profile.verification = readVerification(fields.verification, `${path}.verification`);
  profile.compatibility = readCompatibility(fields.compatibility, `${path}.compatibility`);
  if (fields.relation !== undefined) {
    profile.relation = readRelation(fields.relation, `${path}.relation`);
  }
  return profile as PublicProfile;
}
