import { LoadError } from '../../../components/load-error';
import { useT } from '../../../i18n/translate';
import { useAccount } from '../../../lib/account';
import { AlternateEmailForm } from './alternate-email-form';
import { BlockedProfiles } from './blocked-profiles';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { ExportData } from './export-data';
import { LanguageSetting } from './language-setting';
import { PhoneVerification } from './phone-verification';
import { VerifyFamily } from './verify-family';

/**
 * Settings › Account (product.md §2): the language (decision 070), the phone check (decision 083), alternative e-mail, password change and deletion; blocked
 * profiles and the data download (decision 012).
 */
export function AccountTab() {
  const account = useAccount();
  const t = useT();
  if (account.isError) {
    return <LoadError error={account.error} onRetry={() => account.refetch()} />;
  }
  if (!account.data) {
    return (
      <p role="status" className="text-muted">
        {t('account.tab.loading')}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <VerifyFamily account={account.data} />
      <LanguageSetting />
      <PhoneVerification account={account.data} />
      <AlternateEmailForm account={account.data} />
      <ChangePasswordForm />
      <BlockedProfiles />
      <ExportData />
      <DeleteAccount />
    </div>
  );
}
