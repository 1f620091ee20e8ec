/**
 * What other modules may use of this one; everything else in the folder is its own.
 * (scripts/check-shape.mjs: a module imports another only through its index.ts.)
 */
export { type ScanRefusal, type ScanSummary, scanStoredProfiles } from './contact-scan';
export type { SafetySettings } from './safety.service';
