/**
 * What other modules may use of this one; everything else in the folder is its own.
 * (scripts/check-shape.mjs: a module imports another only through its index.ts.)
 */
export { profileFromRow } from './children.mapper';
export type { ChildRow } from './children.repository';
export { requireOwnChild } from './ownership';
export { normalizeText, removableText } from './removed-texts';
export { singlesLimitOf } from './singles-limit';
