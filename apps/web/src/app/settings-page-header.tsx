import { Link } from 'react-router';
import { EmailAddress } from '../components/email-address';
import { useChild } from '../features/singles/api';
import { useT } from '../i18n/translate';
import { useAccount } from '../lib/account';
import { useSession } from '../lib/session';

/**
 * The head of /settings (product.md §2): the active single's full name, the account's e-mail and a
 * 'View Profile' link to /profile/{childId} (state `from: 'profile'`). With no active single,
 * the account holder's own name.
 */
export function SettingsPageHeader() {
  const { user, childId } = useSession();
  const account = useAccount();
  const child = useChild(childId);
  const t = useT();
  const holderName = account.data?.fullName ?? user?.fullName;
  const email = account.data?.email ?? user?.email;
  const single = childId ? child.data : undefined;
  const isLoadingSingle = Boolean(childId) && child.isPending;
  const name = single?.fullName ?? (isLoadingSingle ? undefined : holderName);

  return (
    <header className="flex flex-wrap items-center gap-4">
      <span
        aria-hidden="true"
        className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-900 font-serif text-2xl font-semibold text-gold-300"
      >
        {(name ?? '?').slice(0, 1).toUpperCase()}
      </span>
      {/* Wide enough for an address to wrap sensibly: View Profile goes below on a phone. */}
      <div className="min-w-[12rem] flex-1">
        <h1 className="font-serif text-3xl font-semibold text-brand-900">
          {t('shell.settings.tabsLabel')}
        </h1>
        {isLoadingSingle ? (
          <p role="status" className="mt-1 h-5 w-40 animate-pulse rounded-full bg-cream-300">
            <span className="sr-only">{t('shell.settings.loadingName')}</span>
          </p>
        ) : (
          <p className="font-semibold text-ink [overflow-wrap:anywhere]">{name}</p>
        )}
        {/* Wrapped, not cut (decision 021): after its @ or before a dot or hyphen. */}
        <p className="text-sm text-muted">{email ? <EmailAddress address={email} /> : null}</p>
        {single && holderName ? (
          <p className="text-xs text-muted [overflow-wrap:anywhere]">
            {t('shell.settings.holder', { name: holderName })}
          </p>
        ) : null}
      </div>
      {single ? (
        <Link
          to={`/profile/${encodeURIComponent(single.id)}`}
          state={{ from: 'profile' }}
          className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-900 px-5 font-semibold text-brand-900 hover:bg-brand-50"
        >
          {t('shell.settings.viewProfile')}
        </Link>
      ) : null}
    </header>
  );
}
