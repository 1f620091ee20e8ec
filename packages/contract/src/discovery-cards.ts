import type {
  ExplorePage,
  MustHave,
  ProfileCard,
  RecommendationCard,
  RecommendationFit,
  RecommendationsPage,
} from './discovery';
import { MUST_HAVE_KEYS, type MustHaveKey, RECOMMENDATION_SECTIONS } from './matching';
import type { Gender } from './options';
import type { Verification, VerificationCheck } from './verification';

/** The three checks (verification.ts's VERIFICATION_CHECKS, without its zod). */
const VERIFICATION_CHECKS = ['phone', 'single', 'genotype'] as const satisfies VerificationCheck[];

// The two card lists (recommendations, explore) read without zod: the dashboard is the first
// page a family sees, and building the contract's schemas costs a slow phone more than the
// whole list does. The readers do what `RecommendationsResponse.parse` and
// `ExploreResponse.parse` do — keep the listed keys, drop any other (a first name never
// reaches a card, decision 027), refuse a wrong type — and discovery-cards.test.ts holds them
// to the schemas. discovery.ts re-exports the fallbacks.

/** product.md §8 fallbacks, shown when a discovery call fails without a message. */
export const DISCOVERY_FALLBACKS = {
  recommendations: 'Error fetching recommendations',
  explore: 'Failed to load users',
} as const;

/**
 * A card's keys, as `ProfileCard` lists them.
 * @internal The card's keys in order: a test holds `ProfileCard` to them.
 */
export const PROFILE_CARD_KEYS = [
  'id',
  'displayId',
  'age',
  'lga',
  'countryofResidence',
  'about',
  'profession',
  'gender',
  'verification',
] as const satisfies readonly (keyof ProfileCard)[];

/** The two genders (options.ts's GENDERS, without its zod). */
export const CARD_GENDERS: readonly Gender[] = ['MALE', 'FEMALE'];

/** An answer that is not what the contract says (as zod's parse would refuse it). */
export class AnswerShapeError extends TypeError {
  override readonly name = 'AnswerShapeError';
  constructor(readonly path: string) {
    super(`The answer does not match the contract at ${path}`);
  }
}

/** An object's keys, as the readers see them. */
export type Fields = Record<string, unknown>;

/** An object (not null, not an array), or the answer is refused. */
export function record(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AnswerShapeError(path);
  }
  return value as Fields;
}

/** A string, or the answer is refused. */
export function text(fields: Fields, key: string, path: string): string {
  const value = fields[key];
  if (typeof value !== 'string') throw new AnswerShapeError(`${path}.${key}`);
  return value;
}

/** A safe integer, or the answer is refused. */
export function whole(fields: Fields, key: string, path: string): number {
  const value = fields[key];
  if (!Number.isSafeInteger(value)) throw new AnswerShapeError(`${path}.${key}`);
  return value as number;
}

function list(fields: Fields, key: string, path: string): unknown[] {
  const value = fields[key];
  if (!Array.isArray(value)) throw new AnswerShapeError(`${path}.${key}`);
  return value;
}

/** A card's checks (decision 083): exactly the three booleans. */
export function readVerification(value: unknown, path: string): Verification {
  const fields = record(value, path);
  const checks = {} as Verification;
  for (const check of VERIFICATION_CHECKS) {
    const passed = fields[check];
    if (typeof passed !== 'boolean') throw new AnswerShapeError(`${path}.${check}`);
    checks[check] = passed;
  }
  return checks;
}

/** One card, with exactly the contract's keys. */
export function readProfileCard(value: unknown, path = 'card'): ProfileCard {
  const fields = record(value, path);
  const gender = fields.gender;
  if (!CARD_GENDERS.includes(gender as Gender)) throw new AnswerShapeError(`${path}.gender`);
  return {
    id: text(fields, 'id', path),
    displayId: text(fields, 'displayId', path),
    age: whole(fields, 'age', path),
    lga: text(fields, 'lga', path),
    countryofResidence: text(fields, 'countryofResidence', path),
    about: text(fields, 'about', path),
    profession: text(fields, 'profession', path),
    gender: gender as Gender,
    verification: readVerification(fields.verification, `${path}.verification`),
  };
}

/**
 * `{ message, data }` (product.md §7): the data, once the message is a string. The answer's `meta`
 * (the paging applied) is not read: a page of cards needs only `data`.
 */
export function envelopeData(answer: unknown): Fields {
  const fields = record(answer, 'answer');
  text(fields, 'message', 'answer');
  return record(fields.data, 'answer.data');
}

function mustHave(value: unknown, path: string): MustHave {
  const fields = record(value, path);
  const key = fields.key as MustHaveKey;
  if (!MUST_HAVE_KEYS.includes(key)) throw new AnswerShapeError(`${path}.key`);
  const v = fields.value;
  if (typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v))) {
    throw new AnswerShapeError(`${path}.value`);
  }
  return { key, value: v };
}

/** A recommended card's fit to its single's must-haves (RecommendationFit). */
function readFit(value: unknown, path: string): RecommendationFit {
  const fields = record(value, path);
  const section = fields.section as RecommendationFit['section'];
  if (!RECOMMENDATION_SECTIONS.includes(section)) throw new AnswerShapeError(`${path}.section`);
  const entries = (key: string) =>
    list(fields, key, path).map((item, i) => mustHave(item, `${path}.${key}[${i}]`));
  return { section, meets: entries('meets'), differs: entries('differs') };
}

/** A recommended card: the profile card's keys and its `fit`. */
export function readRecommendationCard(value: unknown, path = 'card'): RecommendationCard {
  return {
    ...readProfileCard(value, path),
    fit: readFit(record(value, path).fit, `${path}.fit`),
  };
}

function cards(data: Fields, key: string): ProfileCard[] {
  return list(data, key, 'answer.data').map((card, i) =>
    readProfileCard(card, `answer.data.${key}[${i}]`),
  );
}

/** GET /parent/child/{id}/recommendations, as `RecommendationsResponse.parse(…).data`. */
export function readRecommendationsAnswer(answer: unknown): RecommendationsPage {
  const data = envelopeData(answer);
  return {
    recommendations: list(data, 'recommendations', 'answer.data').map((card, i) =>
      readRecommendationCard(card, `answer.data.recommendations[${i}]`),
    ),
    totalCount: whole(data, 'totalCount', 'answer.data'),
  };
}

/** GET /parent/?page&limit&childId, as `ExploreResponse.parse(…).data`. */
export function readExploreAnswer(answer: unknown): ExplorePage {
  const data = envelopeData(answer);
  return {
    totalCount: whole(data, 'totalCount', 'answer.data'),
    children: cards(data, 'children'),
  };
}
