import { ErrorBody, GENERIC_MESSAGES } from '@waliyy/contract';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { authCodes, children, likes, outbox, users } from '../../src/db/schema';

/**
 * When a request ran, against the outage: `before` ended before stop(); `cut` was in flight at
 * stop(); `down` started after stop() and ended before start(); `healing` started during the
 * outage and ended after start(); `after` started after start().
 */
export type Phase = 'before' | 'cut' | 'down' | 'healing' | 'after';

export type Kind = 'signUp' | 'like' | 'unlike' | 'edit' | 'plans' | 'singles' | 'health';
export type RequestRecord = {
  loop: number;
  kind: Kind;
  startedAt: number;
  endedAt: number;
  status: number;
  phase: Phase;
  body: string;
  retryAfter: string | undefined;
};

export type PhaseSummary = {
  requests: number;
  statuses: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
};

const isOk = (status: number) => status >= 200 && status < 300;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function phaseOf(record: RequestRecord, stopAt: number, startAt: number): Phase {
  if (record.endedAt < stopAt) return 'before';
  if (record.startedAt < stopAt) return 'cut';
  if (record.startedAt >= startAt) return 'after';
  return record.endedAt < startAt ? 'down' : 'healing';
}

export function summarise(records: RequestRecord[]): PhaseSummary {
  const statuses: Record<string, number> = {};
  for (const r of records) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const durations = records.map((r) => r.endedAt - r.startedAt).sort((a, b) => a - b);
  return {
    requests: records.length,
    statuses,
    p50Ms: Math.round(percentile(durations, 50)),
    p95Ms: Math.round(percentile(durations, 95)),
    maxMs: Math.round(durations.at(-1) ?? 0),
  };
}

/** The rules each answer must keep, given when it ran. */
export function answerProblems(records: RequestRecord[], bound: number): string[] {
  const problems: string[] = [];
  const say = (r: RequestRecord, what: string) =>
    problems.push(`${r.kind} (loop ${r.loop}, ${r.phase}) ${what}: ${r.status} ${r.body}`);
  for (const r of records) {
    const took = r.endedAt - r.startedAt;
    if (took > bound) say(r, `took ${Math.round(took)} ms`);
    if (isOk(r.status)) {
      if (r.phase === 'down') say(r, 'succeeded while the database was down');
      continue;
    }
    if (r.status !== 503) {
      say(r, 'answered neither success nor 503');
      continue;
    }
    if (r.phase === 'before' || r.phase === 'after') say(r, 'failed while the database was up');
    if (r.kind === 'health') {
      // Its 503 says the database is down; the public body is the status alone (decision 072).
      if (r.body !== '{"message":"Database unreachable","data":{"status":"degraded"}}') {
        say(r, 'did not report the database down');
      }
      continue;
    }
    const parsed = ErrorBody.safeParse(safeJson(r.body));
    if (
      !parsed.success ||
      parsed.data.code !== 'UNAVAILABLE' ||
      parsed.data.message !== GENERIC_MESSAGES.UNAVAILABLE
    ) {
      say(r, 'is not the contract UNAVAILABLE body');
    }
    if (!r.retryAfter || !/^\d+$/.test(r.retryAfter)) say(r, 'has no Retry-After');
  }
  return problems;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What the loops wrote, and what the app answered each time. */
export type WriteLedger = {
  signUps: { email: string; status: number; phase: Phase }[];
  /** Per liked single: its account's e-mail and the like ids answered with a 2xx. */
  likes: Map<string, { initiatorId: string; accountEmail: string; answeredIds: Set<string> }>;
  /** Per edited single: the `about` text of its last edit answered with a 2xx. */
  edits: Map<string, string>;
};

export type WriteVerdict = {
  problems: string[];
  /** Sign-ups answered 2xx (all found complete). */
  committed: number;
  /** Sign-ups answered 503 and found absent. */
  refused: number;
  /**
   * Sign-ups answered 503 that committed anyway: the connection was cut after the server
   * committed and before its answer arrived, which no client can tell apart. Allowed only for
   * requests in flight at stop() (or when it ended), and only complete.
   */
  inDoubt: number;
};

const LIKE_SUBJECT = 'Someone is interested in%';
const toOf = sql<string>`${outbox.payload}->>'to'`;

/**
 * Reads the database directly (not through the proxy) and checks every write was all or
 * nothing: a sign-up is a user + a verification code + an e-mail; a like is a like + an e-mail to
 * the liked single's family; an edit is the single's row.
 */
export async function checkWrites(db: Db, ledger: WriteLedger): Promise<WriteVerdict> {
  const problems: string[] = [];
  let committed = 0;
  let refused = 0;
  let inDoubt = 0;

  const emails = ledger.signUps.map((s) => s.email);
  const found = new Map<string, { users: number; codes: number; mails: number }>();
  for (const email of emails) found.set(email, { users: 0, codes: 0, mails: 0 });
  for (let i = 0; i < emails.length; i += 500) {
    const batch = emails.slice(i, i + 500);
    const userRows = await db
      .select({ email: users.email, codes: sql<number>`count(${authCodes.id})::int` })
      .from(users)
      .leftJoin(authCodes, eq(authCodes.userId, users.id))
      .where(inArray(users.email, batch))
      .groupBy(users.email);
    for (const row of userRows) {
      const entry = found.get(row.email);
      if (entry) Object.assign(entry, { users: entry.users + 1, codes: row.codes });
    }
    const mailRows = await db
      .select({ to: toOf, n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), inArray(toOf, batch)))
      .groupBy(toOf);
    for (const row of mailRows) {
      const entry = found.get(row.to);
      if (entry) entry.mails = row.n;
    }
  }
  for (const signUp of ledger.signUps) {
    const rows = found.get(signUp.email) ?? { users: 0, codes: 0, mails: 0 };
    const isComplete = rows.users === 1 && rows.codes === 1 && rows.mails === 1;
    const isAbsent = rows.users === 0 && rows.codes === 0 && rows.mails === 0;
    const seen = `sign-up ${signUp.email} (${signUp.status}, ${signUp.phase}): ${JSON.stringify(rows)}`;
    if (signUp.status >= 200 && signUp.status < 300) {
      if (isComplete) committed += 1;
      else problems.push(`${seen} answered success but is not complete`);
    } else if (isAbsent) {
      refused += 1;
    } else if (isComplete && signUp.phase !== 'down') {
      inDoubt += 1;
    } else {
      problems.push(`${seen} answered ${signUp.status} but left rows behind`);
    }
  }

  for (const [receiverId, pair] of ledger.likes) {
    const rows = await db
      .select({ id: likes.id })
      .from(likes)
      .where(and(eq(likes.initiatorId, pair.initiatorId), eq(likes.receiverId, receiverId)));
    const ids = new Set(rows.map((r) => r.id));
    const unexpected = [...ids].filter((id) => !pair.answeredIds.has(id));
    const missing = [...pair.answeredIds].filter((id) => !ids.has(id));
    if (unexpected.length > 0 || missing.length > 0) {
      problems.push(
        `likes to ${receiverId}: ${missing.length} answered but missing, ${unexpected.length} stored but never answered`,
      );
    }
    const [mail] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(
        and(eq(toOf, pair.accountEmail), like(sql`${outbox.payload}->>'subject'`, LIKE_SUBJECT)),
      );
    if ((mail?.n ?? 0) !== ids.size) {
      problems.push(`likes to ${receiverId}: ${ids.size} likes but ${mail?.n ?? 0} e-mails`);
    }
  }

  for (const [singleId, about] of ledger.edits) {
    const [row] = await db
      .select({ about: children.about })
      .from(children)
      .where(eq(children.id, singleId));
    if (row?.about !== about) {
      problems.push(
        `single ${singleId}: last edit answered was "${about}", stored "${row?.about}"`,
      );
    }
  }
  return { problems, committed, refused, inDoubt };
}
