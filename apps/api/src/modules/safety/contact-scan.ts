import { findContactInFields, splitTermsErrors } from '@waliyy/contact-detector';
import { TERMS_FIELDS } from '@waliyy/contract';
import type { Db } from '../../db/client';
import type { ReportFindings } from '../../db/schema';
import * as repo from './contact-scan.repository';

// `npm run safety:scan` (decisions 019 and 067): a newer contact detector may refuse text that
// an older one let through. Stored profiles are never edited silently: each one the detector
// refuses is filed as a report in the staff queue, where staff decide (edit out, suspend or
// dismiss).

/**
 * What became of a refused single: a report `filed` (or, in a dry run, that `would-file`);
 * `open`: its scan report is still waiting in the queue; `handled`: staff already handled a
 * scan report that found the same thing (a dismissed false alarm is not filed again while the
 * text stays the same).
 */
export type ScanOutcome = 'filed' | 'would-file' | 'open' | 'handled';

export type ScanRefusal = {
  childId: string;
  displayId: string;
  findings: ReportFindings;
  outcome: ScanOutcome;
};

export type ScanSummary = {
  scanned: number;
  refused: number;
  /** Reports filed (a dry run files none). */
  filed: number;
  /** Reports a dry run would have filed. */
  wouldFile: number;
  alreadyOpen: number;
  alreadyHandled: number;
};

export type ScanOptions = {
  now: () => Date;
  /** Lists what it finds and files nothing. */
  isDryRun?: boolean;
  /** Singles read per query. */
  batchSize?: number;
  /** Told of each refused single, in id order, once its outcome is known. */
  onRefused?: (refusal: ScanRefusal) => void;
};

export const SCAN_BATCH_SIZE = 500;

/** What a scan report found, as a key that ignores offsets: field, kind, text and item. */
export function findingsKey(findings: ReportFindings): string {
  return JSON.stringify(
    TERMS_FIELDS.flatMap((field) => {
      const found = findings[field];
      return found ? [[field, found.kind, found.text, found.item ?? null]] : [];
    }),
  );
}

/**
 * The detector over one single's Terms fields, with its and its account holder's names; when
 * each field passes alone, the profile read whole in page order (decision 073: a detail split across
 * fields, each field's finding carrying every part).
 */
function check(single: repo.ScannedSingle): ReportFindings {
  const names = [single.firstName, single.lastName, single.holderFirstName, single.holderLastName];
  const found = findContactInFields(single, names);
  if (Object.keys(found).length > 0) return found;
  return (splitTermsErrors(single)?.contact ?? {}) as ReportFindings;
}

/**
 * Reads every single page by page (never all at once), runs the detector on its Terms fields
 * and files one report per refused single unless one is open or staff handled the same finding.
 * Reads and inserts only: no profile text is changed.
 */
export async function scanStoredProfiles(db: Db, options: ScanOptions): Promise<ScanSummary> {
  const batchSize = options.batchSize ?? SCAN_BATCH_SIZE;
  const summary: ScanSummary = {
    scanned: 0,
    refused: 0,
    filed: 0,
    wouldFile: 0,
    alreadyOpen: 0,
    alreadyHandled: 0,
  };
  let afterId: string | null = null;
  for (;;) {
    const page = await repo.singlesPage(db, afterId, batchSize);
    if (page.length === 0) break;
    afterId = page[page.length - 1]?.id ?? null;
    summary.scanned += page.length;

    const refused = page.flatMap((single) => {
      const findings = check(single);
      return Object.keys(findings).length > 0 ? [{ single, findings }] : [];
    });
    if (refused.length === 0) continue;
    summary.refused += refused.length;

    const outcomes = await priorOutcomes(db, refused);
    const toFile = refused.filter(({ single }) => !outcomes.has(single.id));
    if (options.isDryRun) {
      for (const { single } of toFile) outcomes.set(single.id, 'would-file');
    } else {
      const now = options.now();
      const filed = new Set(
        await repo.insertScanReports(
          db,
          toFile.map(({ single, findings }) => ({
            childId: single.id,
            reportedUserId: single.userId,
            reportedDisplayId: single.displayId,
            findings,
            createdAt: now,
          })),
        ),
      );
      // Not filed: another scan filed it a moment ago, so it is open.
      for (const { single } of toFile)
        outcomes.set(single.id, filed.has(single.id) ? 'filed' : 'open');
    }

    for (const { single, findings } of refused) {
      const outcome = outcomes.get(single.id) ?? 'open';
      if (outcome === 'filed') summary.filed += 1;
      else if (outcome === 'would-file') summary.wouldFile += 1;
      else if (outcome === 'open') summary.alreadyOpen += 1;
      else summary.alreadyHandled += 1;
      options.onRefused?.({ childId: single.id, displayId: single.displayId, findings, outcome });
    }
  }
  return summary;
}

/** The refused singles that need no new report: one open, or the same finding handled. */
async function priorOutcomes(
  db: Db,
  refused: { single: repo.ScannedSingle; findings: ReportFindings }[],
): Promise<Map<string, ScanOutcome>> {
  const current = new Map(
    refused.map(({ single, findings }) => [single.id, findingsKey(findings)]),
  );
  const outcomes = new Map<string, ScanOutcome>();
  for (const prior of await repo.scanReportsOn(db, [...current.keys()])) {
    if (!prior.childId) continue;
    if (prior.status === 'open') outcomes.set(prior.childId, 'open');
    else if (
      outcomes.get(prior.childId) !== 'open' &&
      prior.findings &&
      findingsKey(prior.findings) === current.get(prior.childId)
    ) {
      outcomes.set(prior.childId, 'handled');
    }
  }
  return outcomes;
}
