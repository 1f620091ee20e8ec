import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/chunk-load';

// The console's routes, for the signed-in shell (decision 012). Each page is its own chunk, and none
// of it (the charts included) loads for anyone who never opens /admin.

function page(chunk: string, load: () => Promise<ComponentType>) {
  return lazyRoute(chunk, async () => ({ Component: await load() }));
}

export const adminRoute: RouteObject = {
  path: 'admin',
  lazy: page('admin', async () => (await import('./pages/admin-layout')).AdminLayout),
  children: [
    {
      index: true,
      lazy: page(
        'admin-overview',
        async () => (await import('./pages/overview-page')).AdminOverviewPage,
      ),
    },
    {
      path: 'reports',
      lazy: page(
        'admin-reports',
        async () => (await import('./pages/reports-page')).AdminReportsPage,
      ),
    },
    {
      path: 'reports/:id',
      lazy: page('admin-report', async () => (await import('./pages/report-page')).AdminReportPage),
    },
    {
      path: 'accounts',
      lazy: page(
        'admin-accounts',
        async () => (await import('./pages/accounts-page')).AdminAccountsPage,
      ),
    },
    {
      path: 'accounts/:id',
      lazy: page(
        'admin-account',
        async () => (await import('./pages/account-page')).AdminAccountPage,
      ),
    },
    {
      path: 'non-responders',
      lazy: page(
        'admin-non-responders',
        async () => (await import('./pages/non-responders-page')).AdminNonRespondersPage,
      ),
    },
    {
      path: 'plans',
      lazy: page('admin-plans', async () => (await import('./pages/plans-page')).AdminPlansPage),
    },
    {
      path: 'verifications',
      lazy: page(
        'admin-verifications',
        async () => (await import('./pages/verifications-page')).AdminVerificationsPage,
      ),
    },
    {
      path: 'audit',
      lazy: page('admin-audit', async () => (await import('./pages/audit-page')).AdminAuditPage),
    },
  ],
};
