import { ADMIN_MESSAGES } from '@waliyy/contract/admin';
import type { NonResponder } from '@waliyy/contract/admin-moderation';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { useSearchParam } from '../../../lib/use-search-param';
import { useNonResponders, useWarn } from '../api';
import { ActionForm } from '../components/action-form';
import { AdminPage, Badge, pageFrom } from '../components/admin-ui';
import { PagedList } from '../components/paged-list';
import { formatDate } from '../format';

/** /admin/non-responders: accounts whose likes expired unanswered, the most first. */
export function AdminNonRespondersPage() {
  const page = pageFrom(useSearchParam('page'));
  const list = useNonResponders(page);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <AdminPage
      title="Non-responders"
      intro="Families whose likes expired without an answer. A warning asks them to reply or pause."
    >
      <PagedList
        query={list}
        page={page}
        rows={(data) => data.accounts}
        rowKey={(row) => row.accountId}
        loading="Loading accounts…"
        failed="We could not load the accounts"
        count={(totalCount) => `${totalCount} ${totalCount === 1 ? 'account' : 'accounts'}`}
        empty="No unanswered likes."
        pagerLabel="Account pages"
      >
        {(row) => (
          <Row
            row={row}
            isOpen={openId === row.accountId}
            onToggle={() => setOpenId(openId === row.accountId ? null : row.accountId)}
            onDone={() => setOpenId(null)}
          />
        )}
      </PagedList>
    </AdminPage>
  );
}

function Row({
  row,
  isOpen,
  onToggle,
  onDone,
}: {
  row: NonResponder;
  isOpen: boolean;
  onToggle: () => void;
  onDone: () => void;
}) {
  const warn = useWarn();
  return (
    <article className="grid gap-3 rounded-2xl border border-cream-300 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold">
          <Link
            to={`/admin/accounts/${encodeURIComponent(row.accountId)}`}
            className="inline-flex min-h-11 items-center break-all text-brand-900 underline underline-offset-4"
          >
            {row.email}
          </Link>
        </h2>
        {row.suspendedAt ? <Badge tone="warn">Suspended</Badge> : null}
      </div>
      <p className="wrap-anywhere text-sm text-muted">
        {[
          row.fullName,
          `${row.count} unanswered ${row.count === 1 ? 'like' : 'likes'}`,
          `last expired ${formatDate(row.lastExpiredAt)}`,
          row.warnedAt ? `warned ${formatDate(row.warnedAt)}` : 'never warned',
        ].join(' · ')}
      </p>
      <button
        type="button"
        aria-expanded={isOpen}
        className={buttonClass('outline', 'justify-self-start')}
        onClick={onToggle}
      >
        Send warning<span className="sr-only">{` to ${row.email}`}</span>
      </button>
      {isOpen ? (
        <ActionForm
          title={`Warn ${row.email}`}
          reasonLabel="Why warn them?"
          submitLabel="Send the warning"
          confirm={{
            title: `Send a warning to ${row.email}?`,
            body: 'They get an e-mail asking them to answer their likes or pause their singles.',
            label: 'Yes, send it',
          }}
          run={(reason) => warn.mutateAsync({ accountId: row.accountId, reason })}
          successFallback={ADMIN_MESSAGES.warned}
          onDone={onDone}
        />
      ) : null}
    </article>
  );
}
