import type { AuditEntry } from '@waliyy/contract/admin-support';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { SelectField } from '../../../components/fields/select-field';
import { TextField } from '../../../components/fields/text-field';
import { ADMIN_PAGE_SIZE, AUDIT_FILTER_KEYS, type AuditFilters, useAudit } from '../api';
import { ACTION_OPTIONS, actionName, changeLines, targetHref } from '../audit-words';
import { AdminPage, Failed, Loading, Pager, pageFrom } from '../components/admin-ui';
import { formatDateTime } from '../format';

/** The filters and page in the address (`?actor&action&target&from&to&page`). */
function useAuditSearch() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const filters: AuditFilters = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return { filters, page: pageFrom(params.get('page')) };
}

const searchOf = (filters: AuditFilters, page = 1) => {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * /admin/audit: every staff action with who, what changed, on what and why, the newest first;
 * filtered by staff member, action, target and days (decision 024), all in the address.
 */
export function AdminAuditPage() {
  const navigate = useNavigate();
  const { filters, page } = useAuditSearch();
  const audit = useAudit(filters, page);
  const go = (next: AuditFilters, toPage = 1) => navigate({ search: searchOf(next, toPage) });
  const isFiltered = AUDIT_FILTER_KEYS.some((key) => filters[key]);

  let body: ReactNode;
  if (audit.isPending) body = <Loading>Loading the audit log…</Loading>;
  else if (audit.isError)
    body = <Failed query={audit} fallback="We could not load the audit log" />;
  else {
    const { entries, totalCount } = audit.data;
    body = (
      <section aria-labelledby="audit-results" className="grid gap-4">
        <h2 id="audit-results" className="font-serif text-2xl font-semibold text-brand-900">
          {`${totalCount} ${totalCount === 1 ? 'entry' : 'entries'}${
            isFiltered ? (totalCount === 1 ? ' matches' : ' match') : ''
          }`}
        </h2>
        {entries.length === 0 ? (
          <p className="text-muted">{isFiltered ? 'No entry matches.' : 'Nothing recorded yet.'}</p>
        ) : null}
        <ol className="grid gap-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Entry entry={entry} filterBy={(more) => go({ ...filters, ...more })} />
            </li>
          ))}
        </ol>
        <Pager
          label="Audit log pages"
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          totalCount={totalCount}
          onPage={(next) => go(filters, next)}
        />
      </section>
    );
  }

  return (
    <AdminPage title="Audit log" intro="What staff did and why, the newest first.">
      <Filters filters={filters} onApply={(next) => go(next)} />
      {body}
    </AdminPage>
  );
}

function Filters({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const key = AUDIT_FILTER_KEYS.map((k) => filters[k] ?? '').join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address (back/forward).
  useEffect(() => setDraft(filters), [key]);
  const field = (name: keyof AuditFilters) => ({
    value: draft[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(
      Object.fromEntries(
        Object.entries(draft).flatMap(([k, v]) => (v?.trim() ? [[k, v.trim()]] : [])),
      ),
    );
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for jsdom and older Safari.
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={onSubmit}
      className="grid gap-x-4 gap-y-1 rounded-3xl border border-cream-300 bg-cream-50 p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <TextField
        label="Staff member"
        maxLength={254}
        hint="Their e-mail address."
        {...field('actor')}
      />
      <SelectField
        label="Action"
        placeholder="Any action"
        options={ACTION_OPTIONS}
        {...field('action')}
      />
      <TextField
        label="Target id"
        maxLength={64}
        hint="An account, report or plan id."
        {...field('target')}
      />
      <TextField label="From" type="date" {...field('from')} />
      <TextField label="To" type="date" {...field('to')} />
      <div className="flex flex-wrap items-start gap-3 sm:pt-7">
        <button type="submit" className={buttonClass('primary')}>
          Filter
        </button>
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}

function Entry({
  entry,
  filterBy,
}: {
  entry: AuditEntry;
  filterBy: (filters: AuditFilters) => void;
}) {
  const href = targetHref(entry);
  const label =
    entry.target.label ??
    (entry.targetId ? `${entry.targetType} ${entry.targetId}` : entry.targetType);
  const changes = changeLines(entry);
  return (
    <article className="grid gap-2 rounded-2xl border border-cream-300 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="wrap-anywhere text-lg font-semibold text-brand-900">
          {actionName(entry.action)}
        </h3>
        <time dateTime={entry.createdAt} className="text-sm text-muted">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="wrap-anywhere text-sm">
        <span className="text-muted">{`${entry.targetType[0]?.toUpperCase()}${entry.targetType.slice(1)}: `}</span>
        {href ? (
          <Link to={href} className="font-semibold text-brand-900 underline underline-offset-4">
            {label}
          </Link>
        ) : (
          <span className="font-semibold">{label}</span>
        )}
        <span className="text-muted">{` · by ${entry.actor.label}`}</span>
      </p>
      {changes.length ? (
        <ul className="grid gap-1 text-sm">
          {changes.map((line) => (
            <li key={line} className="wrap-anywhere">
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="wrap-anywhere">
        <span className="text-sm font-semibold text-muted">Reason: </span>
        {entry.reason}
      </p>
      <div className="flex flex-wrap gap-x-4">
        {entry.actor.id ? (
          <button
            type="button"
            className="min-h-11 text-sm text-brand-900 underline underline-offset-4"
            onClick={() =>
              filterBy({
                actor: entry.actor.label.includes('@') ? entry.actor.label : entry.actor.id!,
              })
            }
          >
            {`Only ${entry.actor.label}`}
          </button>
        ) : null}
        {entry.targetId ? (
          <button
            type="button"
            className="min-h-11 text-sm text-brand-900 underline underline-offset-4"
            onClick={() => filterBy({ target: entry.targetId! })}
          >
            Only this target
          </button>
        ) : null}
      </div>
    </article>
  );
}
