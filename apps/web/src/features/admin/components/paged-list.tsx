import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../api';
import { Failed, Loading, Pager } from './admin-ui';

type PagedListProps<D extends { totalCount: number }, T> = {
  /** The page's query (`?page=`): its answer holds the page's rows and the count of all. */
  query: UseQueryResult<D>;
  page: number;
  rows: (data: D) => readonly T[];
  rowKey: (row: T) => string;
  children: (row: T) => ReactNode;
  /** The words: while loading, on failure, the count of all ('3 waiting'), none, the pager's name. */
  loading: string;
  failed: string;
  count: (totalCount: number) => string;
  empty: string;
  pagerLabel: string;
};

/** A console queue a page at a time: loading, failure, the count, the rows, Previous/Next. */
export function PagedList<D extends { totalCount: number }, T>({
  query,
  page,
  rows,
  rowKey,
  children,
  ...words
}: PagedListProps<D, T>) {
  const navigate = useNavigate();
  if (query.isPending) return <Loading>{words.loading}</Loading>;
  if (query.isError) return <Failed query={query} fallback={words.failed} />;
  const items = rows(query.data);
  return (
    <div className="grid gap-4">
      <p className="text-muted">{words.count(query.data.totalCount)}</p>
      {items.length === 0 ? <p className="text-muted">{words.empty}</p> : null}
      <ul className="grid gap-3">
        {items.map((row) => (
          <li key={rowKey(row)}>{children(row)}</li>
        ))}
      </ul>
      <Pager
        label={words.pagerLabel}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        totalCount={query.data.totalCount}
        onPage={(next) => navigate({ search: `?page=${next}` })}
      />
    </div>
  );
}
