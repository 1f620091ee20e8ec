import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';
import { accountSearchOf } from './account-search';
import { searchPage } from './accounts.repository';
import { auditPage } from './audit.repository';
import { actionsOn } from './report-history.repository';

// Decision 024: every branch of the account search and every audit filter is
// answered by an index, never a scan of users, children or the audit log. Sequential scans are
// switched off for the EXPLAIN, so the plan shows an index whenever one can answer at all.
// (The unfiltered log counts every entry for its total, as it always has.)

async function explain(database: Database, query: { sql: string; params: unknown[] }) {
  const text = `explain ${query.sql}`;
  if (database.driver.kind === 'pglite') {
    const { client } = database.driver;
    await client.exec('set enable_seqscan = off');
    try {
      const result = await client.query<{ 'QUERY PLAN': string }>(text, query.params);
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await client.exec('reset enable_seqscan');
    }
  }
  const client = await database.driver.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    const result = await client.query<{ 'QUERY PLAN': string }>(text, query.params);
    await client.query('rollback');
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
}

const SCANNED = /Seq Scan on (users|children|audit_log)\b/;

describe('admin search and audit filters use their indexes', () => {
  let h: SafetyHarness;

  beforeAll(async () => {
    h = await createSafetyHarness();
  });
  afterAll(() => h.close());

  it.each([
    ['a phone number', '+2348031234567', /users_phone_prefix_idx/],
    ['a local phone number', '0803 123 4567', /users_phone_prefix_idx/],
    ['a display id', 'wy-7k3m9qar', /children_display_id_unique/],
    ['a name', 'aisha', /children_name_prefix_idx/],
    ['an e-mail', 'aisha@example.com', /users_email_prefix_idx/],
  ])('search by %s', async (_label, q, index) => {
    const plan = await explain(
      h.database,
      searchPage(h.database.db, accountSearchOf(q), 20, 0).toSQL(),
    );
    expect(plan).toMatch(index);
    expect(plan).not.toMatch(SCANNED);
  });

  it.each([
    ['staff member', { actor: '00000000-0000-4000-8000-000000000000' }, /audit_log_actor_idx/],
    ['staff e-mail', { actor: 'staff@example.com' }, /audit_log_actor_idx/],
    ['action', { action: 'account.suspend' as const }, /audit_log_action_idx/],
    ['target', { target: '00000000-0000-4000-8000-000000000000' }, /audit_log_target_idx/],
    ['days', { from: '2026-01-01', to: '2026-01-31' }, /audit_log_created_idx/],
  ])('audit filtered by %s', async (_label, filters, index) => {
    const plan = await explain(h.database, auditPage(h.database.db, filters, 20, 0).toSQL());
    expect(plan).toMatch(index);
    expect(plan).not.toMatch(SCANNED);
  });

  it("a report's history reads the staff actions on the account and its reports by index", async () => {
    const plan = await explain(
      h.database,
      actionsOn(h.database.db, '00000000-0000-4000-8000-000000000000').toSQL(),
    );
    expect(plan).toMatch(/audit_log_target_idx/);
    expect(plan).toMatch(/reports_reported_user_idx/);
    expect(plan).not.toMatch(SCANNED);
  });
});
