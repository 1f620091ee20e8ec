import type { AccountSearchResult } from '@waliyy/contract/admin';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/fields/text-field';
import { useSearchParam } from '../../../lib/use-search-param';
import { ADMIN_PAGE_SIZE, useAccounts } from '../api';
import { AdminPage, Badge, Failed, Loading, Pager, pageFrom } from '../components/admin-ui';
import { formatDate } from '../format';

/**
 * /admin/accounts: search (`?q=&page=`) by e-mail, name, phone number (+234… or 0803…), or a
 * single's name or display id (decision 024), newest first.
 */
export function AdminAccountsPage() {
  const navigate = useNavigate();
  const q = useSearchParam('q') ?? '';
  const page = pageFrom(useSearchParam('page'));
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);

  const go = (query: string, toPage: number) => {
    const params = new URLSearchParams();
    if (query) params.set('q', query);
    if (toPage > 1) params.set('page', String(toPage));
    const search = params.toString();
    navigate({ search: search ? `?${search}` : '' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(text.trim(), 1);
  };

  return (
    <AdminPage title="Accounts" intro="Every family's account, the newest first.">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for jsdom and older Safari. */}
      <form
        role="search"
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          label="Search accounts"
          type="search"
          className="grow"
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint="E-mail, name, phone number, or a single’s name or display id (WY-…)."
        />
        <button type="submit" className={buttonClass('primary', 'sm:mb-7')}>
          Search
        </button>
      </form>
      <AccountList q={q} page={page} onPage={(next) => go(q, next)} />
    </AdminPage>
  );
}

function AccountList({
  q,
  page,
  onPage,
}: {
  q: string;
  page: number;
  onPage: (n: number) => void;
}) {
  const accounts = useAccounts(q, page);
  if (accounts.isPending) return <Loading>Loading accounts…</Loading>;
  if (accounts.isError)
    return <Failed query={accounts} fallback="We could not load the accounts" />;
  const { accounts: rows, totalCount } = accounts.data;
  return (
    <section aria-labelledby="account-results" className="grid gap-4">
      <h2 id="account-results" className="font-serif text-2xl font-semibold text-brand-900">
        {`${totalCount} ${totalCount === 1 ? 'account' : 'accounts'}${q ? ` for “${q}”` : ''}`}
      </h2>
      {rows.length === 0 ? <p className="text-muted">No account matches.</p> : null}
      <ul className="grid gap-3">
        {rows.map((row) => (
          <li key={row.id}>
            <AccountRow account={row} />
          </li>
        ))}
      </ul>
      <Pager
        label="Account pages"
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        totalCount={totalCount}
        onPage={onPage}
      />
    </section>
  );
}

function AccountRow({ account }: { account: AccountSearchResult }) {
  return (
    <article className="grid gap-2 rounded-2xl border border-cream-300 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold">
          <Link
            to={`/admin/accounts/${encodeURIComponent(account.id)}`}
            className="inline-flex min-h-11 items-center break-all text-brand-900 underline underline-offset-4"
          >
            {account.email}
          </Link>
        </h3>
        <div className="flex flex-wrap gap-2">
          {account.role === 'admin' ? <Badge tone="ok">Staff</Badge> : null}
          {account.suspendedAt ? <Badge tone="warn">Suspended</Badge> : null}
        </div>
      </div>
      <p className="wrap-anywhere text-sm text-muted">
        {[
          account.fullName,
          account.phone,
          account.role === 'admin' ? 'Staff' : 'Guardian',
          account.isVerified ? 'Verified' : 'Not verified',
          `${account.singlesCount} ${account.singlesCount === 1 ? 'single' : 'singles'}`,
          `Joined ${formatDate(account.createdAt)}`,
        ].join(' · ')}
      </p>
      {account.matchedSingle ? (
        <p className="wrap-anywhere text-sm">
          <span className="font-semibold text-brand-900">Found by the single </span>
          {`${account.matchedSingle.fullName} (${account.matchedSingle.displayId})`}
        </p>
      ) : null}
    </article>
  );
}
