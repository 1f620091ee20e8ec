import { useNavigate } from 'react-router';
import { type Tab, Tabs } from '../components/tabs';
import { AccountTab } from '../features/account/components/account-tab';
import { BillingTab } from '../features/billing/components/billing-tab';
import { UserTab } from '../features/singles/components/user-tab';
import { useT } from '../i18n/translate';
import { useDocumentTitle } from '../lib/use-document-title';
import { useSearchParam } from '../lib/use-search-param';
import { SettingsPageHeader } from './settings-page-header';

// The page lives in the app layer because its tabs come from two features (the single's
// profile from singles, the rest from account) and features never import each other (STYLE).

const TAB_IDS = ['user', 'billing', 'account'] as const;
type TabId = (typeof TAB_IDS)[number];

function isTabId(value: string | null): value is TabId {
  return TAB_IDS.includes(value as TabId);
}

/** /settings (product.md §2): User, Billing and Account tabs; the tab is kept in `?tab=`. */
export function SettingsPage() {
  const t = useT();
  useDocumentTitle(t('shell.settings.tabsLabel'));
  const navigate = useNavigate();
  const tab = useSearchParam('tab');
  const selected: TabId = isTabId(tab) ? tab : 'user';

  const tabs: Tab[] = [
    { id: 'user', label: t('shell.settings.tabUser'), panel: <UserTab /> },
    { id: 'billing', label: t('shell.settings.tabBilling'), panel: <BillingTab /> },
    { id: 'account', label: t('shell.settings.tabAccount'), panel: <AccountTab /> },
  ];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <SettingsPageHeader />
      <div className="mt-8">
        <Tabs
          label={t('shell.settings.tabsLabel')}
          tabs={tabs}
          selected={selected}
          onSelect={(id) => navigate({ search: `?tab=${id}` }, { replace: true })}
        />
      </div>
    </div>
  );
}
