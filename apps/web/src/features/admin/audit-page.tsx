import type { AuditEntry } from '@waliyy/contract/admin-moderation';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSearchParam } from '../../lib/use-search-param';
import { ADMIN_PAGE_SIZE, useAudit } from './api';
import { AdminPage, Failed, Loading, Pager, pageFrom } from './components/admin-ui';
import { formatDateTime } from './format';

/** /admin/audit: every staff action with who, what, on what and why, the newest first. */
export function AdminAuditPage() {
  const navigate = useNavigate();
  const page = pageFrom(useSearchParam('page'));
  const audit = useAudit(page);

  let body: ReactNode;
  if (audit.isPending) body = <Loading>Loading the audit log…</Loading>;
  else if (audit.isError)
    body = <Failed query={audit} fallback="We could not load the audit log" />;
  else {
    const { entries, totalCount } = audit.data;
    body = (
      <div className="grid gap-4">
        <p className="text-muted">{`${totalCount} ${totalCount === 1 ? 'entry' : 'entries'}`}</p>
        {entries.length === 0 ? <p className="text-muted">Nothing recorded yet.</p> : null}
        <ol className="grid gap-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Entry entry={entry} />
            </li>
          ))}
        </ol>
        <Pager
          label="Audit log pages"
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          totalCount={totalCount}
          onPage={(next) => navigate({ search: `?page=${next}` })}
        />
      </div>
    );
  }

  return (
    <AdminPage title="Audit log" intro="What staff did and why, the newest first.">
      {body}
    </AdminPage>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <article className="grid gap-1 rounded-2xl border border-cream-300 bg-white p-4">
      <h3 className="wrap-anywhere font-semibold text-brand-900">
        <code className="text-base">{entry.action}</code>
      </h3>
      <p className="wrap-anywhere text-sm text-muted">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        {` · by ${entry.actor.label} · on ${entry.targetType}${
          entry.targetId ? ` ${entry.targetId}` : ''
        }`}
      </p>
      <p className="wrap-anywhere">{entry.reason}</p>
    </article>
  );
}
