/**
 * `npm run safety:scan [-- --dry-run]`: runs the contact detector over every stored single's
 * Terms fields and files each one it refuses as a report in the staff queue (reason contact
 * details), never editing anyone's text (decisions 019 and 067). Running it again files
 * nothing new for a single whose scan report is still open. `--dry-run` lists and files nothing.
 * Against DATABASE_URL or the embedded database in DATA_DIR, which it refuses while another
 * process (the server) holds it (decision 066), as admin:grant does.
 */
import { type ScanRefusal, type ScanSummary, scanStoredProfiles } from '../modules/safety';
import { commandArgs, runAppCommand } from './app-command';

const USAGE = 'Usage: npm run safety:scan [-- --dry-run]';

const OUTCOMES: Record<ScanRefusal['outcome'], string> = {
  filed: 'report filed',
  'would-file': 'would file a report',
  open: 'report already open',
  handled: 'staff handled the same finding',
};

/** "WL-AB12CD  about: phone "0803…"; speakersListenedTo[1]: email "…" (report filed)". */
function refusalLine({ displayId, findings, outcome }: ScanRefusal): string {
  const found = Object.entries(findings).map(([field, hit]) => {
    const where = hit.item === undefined ? field : `${field}[${hit.item}]`;
    // JSON quoting shows control characters and stray quotes as they are stored.
    return `${where}: ${hit.kind} ${JSON.stringify(hit.text)}`;
  });
  return `${displayId}  ${found.join('; ')} (${OUTCOMES[outcome]})`;
}

function summaryLines(summary: ScanSummary, isDryRun: boolean, seconds: number): string[] {
  const filed = isDryRun
    ? `Dry run, nothing filed: ${summary.wouldFile} would be filed`
    : `Reports filed: ${summary.filed}`;
  return [
    `Profiles scanned: ${summary.scanned}; refused by the contact detector: ${summary.refused}.`,
    `${filed}; already open: ${summary.alreadyOpen}; already handled by staff: ${summary.alreadyHandled}.`,
    `Took ${seconds.toFixed(1)} s.`,
  ];
}

const args = commandArgs();
const isDryRun = args.includes('--dry-run');

runAppCommand(
  'safety:scan',
  async (database) => {
    const started = performance.now();
    const summary = await scanStoredProfiles(database.db, {
      now: () => new Date(),
      isDryRun,
      onRefused: (refusal) => console.log(refusalLine(refusal)),
    });
    const seconds = (performance.now() - started) / 1000;
    for (const line of summaryLines(summary, isDryRun, seconds)) console.log(line);
    return 0;
  },
  args.some((arg) => arg !== '--dry-run') ? USAGE : null,
);
