import { useNavigate } from 'react-router';
import { useAccount } from '../../../lib/account';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSearchParam } from '../../../lib/use-search-param';
import { AlternateEmailForm } from '../components/alternate-email-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccount } from '../components/delete-account';
import { LoadError } from '../components/load-error';
import { SettingsCard } from '../components/settings-card';
import { type SettingsTab, SettingsTabs } from '../components/settings-tabs';

const TAB_IDS = ['user', 'billing', 'account'] as const;
type TabId = (typeof TAB_IDS)[number];

function isTabId(value: string | null): value is TabId {
  return TAB_IDS.includes(value as TabId);
}

/** /settings (spec §2): User, Billing and Account tabs; the tab is kept in `?tab=`. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const navigate = useNavigate();
  const tab = useSearchParam('tab');
  const selected: TabId = isTabId(tab) ? tab : 'user';
  const { user } = useSession();
  const account = useAccount();
  const fullName = account.data?.fullName ?? user?.fullName;
  const email = account.data?.email ?? user?.email;

  const tabs: SettingsTab[] = [
    {
      id: 'user',
      label: 'User',
      panel: (
        <SettingsCard
          id="user-tab-title"
          title="Your single's profile"
          intro="Once you have set up a single's profile, you will be able to review and edit it here."
        />
      ),
    },
    {
      id: 'billing',
      label: 'Billing',
      panel: (
        <SettingsCard
          id="billing-tab-title"
          title="Plan and billing"
          intro="Your current plan and your billing history will appear here once plans can be bought."
        />
      ),
    },
    {
      id: 'account',
      label: 'Account',
      panel: account.isError ? (
        <LoadError error={account.error} onRetry={() => account.refetch()} />
      ) : account.data ? (
        <div className="grid gap-6">
          <AlternateEmailForm account={account.data} />
          <ChangePasswordForm />
          <DeleteAccount />
        </div>
      ) : (
        <p role="status" className="text-muted">
          Loading your account…
        </p>
      ),
    },
  ];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-900 font-serif text-2xl font-semibold text-gold-300"
        >
          {(fullName ?? '?').slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-semibold text-brand-900">Settings</h1>
          <p className="truncate font-semibold text-ink">{fullName}</p>
          <p className="truncate text-sm text-muted">{email}</p>
        </div>
      </header>
      <div className="mt-8">
        <SettingsTabs
          tabs={tabs}
          selected={selected}
          onSelect={(id) => navigate({ search: `?tab=${id}` }, { replace: true })}
        />
      </div>
    </div>
  );
}
