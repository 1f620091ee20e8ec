import { AUDIT_ACTIONS } from '@waliyy/contract/admin-support';
import { describe, expect, it } from 'vitest';
import { ACTION_OPTIONS, actionName, changeLines } from './audit-words';

describe('the audit log in words', () => {
  it('names every action the API writes, and offers each in the filter', () => {
    expect(ACTION_OPTIONS.map((o) => o.value)).toEqual([...AUDIT_ACTIONS]);
    for (const action of AUDIT_ACTIONS) expect(actionName(action)).not.toBe(action);
    expect(actionName('plan.restore')).toBe('Brought a plan back');
    expect(actionName('account.something_new')).toBe('account.something_new');
  });

  it('reads a report action: how many reports, the fields by name, each removed text', () => {
    const lines = changeLines({
      action: 'report.redact',
      details: {
        reportId: '7f1c0e34-0000-4000-8000-000000000001',
        reportIds: ['7f1c0e34-0000-4000-8000-000000000001', '7f1c0e34-0000-4000-8000-000000000002'],
        reportedAccountId: 'u1',
        reportedChildId: 'c1',
        displayId: 'WY-7K3M9QAR',
        fields: ['about', 'relocationPlans'],
        removedTexts: { about: 'Call me on 0803', relocationPlans: 'Never' },
      },
    });
    expect(lines).toEqual([
      'Reported profile: WY-7K3M9QAR',
      '2 reports on the profile handled together',
      'Fields edited out: About, Relocation plans',
      'About was: “Call me on 0803”',
      'Relocation plans was: “Never”',
    ]);
    // One report: no count, no raw ids.
    expect(
      changeLines({
        action: 'report.dismiss',
        details: { reportId: 'r1', reportIds: ['r1'], displayId: 'WY-7K3M9QAR' },
      }),
    ).toEqual(['Reported profile: WY-7K3M9QAR']);
  });
});
