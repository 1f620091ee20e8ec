/**
 * What other modules may use of this one; everything else in the folder is its own.
 * (scripts/check-shape.mjs: a module imports another only through its index.ts.)
 */
export { otherSingleFromRow, publicProfileFromRow } from './discovery.mapper';
export { BOUND_KEY, hardRulesOf, keyValues } from './population.repository';
export { dropList, dropLists } from './recommendations.repository';
export { setAccountSuspended, setSinglePaused } from './visibility.repository';
