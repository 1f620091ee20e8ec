import { SettingsCard } from './settings-card';

/** Settings › Billing (spec §2): a placeholder until plans can be bought. */
export function BillingTab() {
  return (
    <SettingsCard
      id="billing-tab-title"
      title="Plan and billing"
      intro="Your current plan and your billing history will appear here once plans can be bought."
    />
  );
}
