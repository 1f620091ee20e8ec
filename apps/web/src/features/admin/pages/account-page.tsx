import type { AdminAccount } from '@waliyy/contract/admin';
import { Link, useParams } from 'react-router';
import { useAdminAccount } from '../api';
import { AccountActions } from '../components/account-actions';
import { AccountBilling } from '../components/account-billing';
import { AdminPage, Badge, Details, Failed, Loading, Section, yesNo } from '../components/admin-ui';
import { formatDate } from '../format';

/** /admin/accounts/:id: one family's account, its singles, and what staff can change. */
export function AdminAccountPage() {
  const { id = '' } = useParams();
  const account = useAdminAccount(id);
  if (account.isPending) return <Loading>Loading the account…</Loading>;
  if (account.isError) return <Failed query={account} fallback="We could not load the account" />;
  return <AccountView account={account.data} />;
}

function AccountView({ account }: { account: AdminAccount }) {
  const limitNote =
    account.singlesLimitOverride === null
      ? 'the plan’s limit'
      : `set by staff to ${account.singlesLimitOverride}`;
  return (
    <AdminPage title={account.email}>
      <Link to="/admin/accounts" className="inline-flex min-h-11 items-center text-brand-900">
        <span aria-hidden="true">{'← '}</span>Back to the accounts
      </Link>
      <Section id="account-details" title="Details">
        <Details
          items={[
            ['Name', account.fullName],
            ['E-mail', account.email],
            ['Alternate e-mail', account.alternateEmail ?? 'None'],
            ['Phone', account.phone || 'None'],
            ['Role', account.role === 'admin' ? 'Staff' : 'Guardian'],
            ['Verified', yesNo(account.isVerified)],
            [
              'Suspended',
              account.suspendedAt ? (
                <Badge key="v" tone="warn">{`Since ${formatDate(account.suspendedAt)}`}</Badge>
              ) : (
                'No'
              ),
            ],
            ['Joined', formatDate(account.createdAt)],
            ['Singles limit', `${account.singlesLimit} (${limitNote})`],
            [
              'Plan',
              account.planExpiresAt
                ? `Runs until ${formatDate(account.planExpiresAt)}`
                : 'No running plan',
            ],
            [
              'Unanswered likes',
              `${account.nonResponses}${
                account.warnedAt ? `, warned on ${formatDate(account.warnedAt)}` : ''
              }`,
            ],
            ['Open reports', String(account.openReports)],
          ]}
        />
      </Section>
      <Section id="account-singles" title="Singles">
        {account.singles.length === 0 ? (
          <p className="text-muted">No singles on this account.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {account.singles.map((single) => (
              <li key={single.id} className="rounded-2xl border border-cream-300 bg-white p-4">
                <p className="font-semibold text-brand-900">{single.fullName}</p>
                <p className="text-sm text-muted">
                  {[
                    single.displayId,
                    single.gender === 'FEMALE' ? 'Female' : 'Male',
                    `${single.age} years`,
                    single.isPaused ? 'Paused' : single.isListed ? 'Listed' : 'Not listed',
                  ].join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="account-billing" title="Billing">
        <AccountBilling accountId={account.id} />
      </Section>
      <Section id="account-actions" title="Actions">
        <AccountActions account={account} />
      </Section>
    </AdminPage>
  );
}
