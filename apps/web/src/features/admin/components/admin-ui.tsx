import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ListError } from '../../../components/profile-card-grid';
import { useDocumentTitle } from '../../../lib/use-document-title';

// Pieces every console page shares. A page's title is its h1 (decision 024: not 'Admin') and its
// sections h2, so the outline reads Reports › Handle the report.

export function AdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} — Admin`);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-serif text-3xl font-semibold text-brand-900 wrap-anywhere">{title}</h1>
        {intro ? <p className="mt-1 text-muted">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-3xl border border-cream-300 bg-cream-50 p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="font-serif text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Loading({ children }: { children: string }) {
  return (
    <p role="status" className="text-muted">
      {children}
    </p>
  );
}

/** A query that failed: the server's message and a retry. */
export function Failed({
  query,
  fallback,
}: {
  query: { error: unknown; refetch: () => unknown };
  fallback: string;
}) {
  return <ListError error={query.error} fallback={fallback} onRetry={() => query.refetch()} />;
}

export function Badge({ tone, children }: { tone: 'ok' | 'warn' | 'off'; children: ReactNode }) {
  const look = {
    ok: 'bg-brand-100 text-brand-900',
    warn: 'bg-red-100 text-red-800',
    off: 'bg-cream-200 text-muted',
  }[tone];
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${look}`}>
      {children}
    </span>
  );
}

/** Label/value pairs that stack on a phone and sit in columns on a wider screen. */
export function Details({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm font-semibold text-muted">{label}</dt>
          <dd className="wrap-anywhere text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Previous/Next through a list of `totalCount` rows, `pageSize` a page. */
export function Pager({
  label,
  page,
  pageSize,
  totalCount,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <button
        type="button"
        className={buttonClass('outline', 'disabled:opacity-50')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <p className="text-muted">{`Page ${page} of ${pages}`}</p>
      <button
        type="button"
        className={buttonClass('outline', 'disabled:opacity-50')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/** `?page=` as a whole number from 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
