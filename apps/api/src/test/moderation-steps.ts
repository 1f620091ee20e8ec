// The moderation tests' steps: a family reporting another, the staff queue, a report's detail,
// and a family editing its single.
import { AdminReportResponse, ReportResponse, ReportsResponse } from '@waliyy/contract';
import { expect } from 'vitest';
import type { Account } from './discovery-fixtures';
import type { Family } from './likes-fixtures';
import type { SafetyHarness } from './safety-fixtures';

/** `world` answers the harness and the admin once the describe's beforeAll has made them. */
export function moderationSteps(world: () => { h: SafetyHarness; admin: Account }) {
  const report = async (who: Family, on: Family, reason: string, note?: string) => {
    const res = await world().h.call('POST', '/api/v1/report', who.token, {
      profile: on.single.id,
      reason,
      childId: who.single.id,
      ...(note ? { note } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return ReportResponse.parse(res.json()).data._id;
  };
  const queue = async (status = 'open') =>
    ReportsResponse.parse(
      (
        await world().h.adminCall('GET', `/reports?status=${status}&limit=100`, world().admin)
      ).json(),
    ).data;
  const detail = async (id: string) => {
    const res = await world().h.adminCall('GET', `/reports/${id}`, world().admin);
    expect(res.statusCode, res.body).toBe(200);
    return AdminReportResponse.parse(res.json()).data;
  };
  const putSingle = (who: Family, body: Record<string, unknown>) =>
    world().h.call('PUT', `/api/v1/parent/child/${who.single.id}`, who.token, body);
  return { report, queue, detail, putSingle };
}
