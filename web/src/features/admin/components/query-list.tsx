import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api';

type QueryListProps<T> = {
  query: UseQueryResult<T[]>;
  /** A status line, or a skeleton that says so to screen readers itself. */
  loading: ReactNode;
  /** The list's error title; the server's message follows it. */
  error: string;
  empty: string;
  children: (items: T[]) => ReactNode;
};

/** A console list while it loads, when it failed, when it is empty, and once it has something to show. */
export function QueryList<T>({ query, loading, error, empty, children }: QueryListProps<T>) {
  if (query.isPending) {
    return typeof loading === 'string' ? (
      <p className="admin-loading" role="status">
        {loading}
      </p>
    ) : (
      loading
    );
  }
  if (query.isError) {
    return (
      <p className="admin-error" role="alert">
        {error}: {errorMessage(query.error)}
      </p>
    );
  }
  if (query.data.length === 0) return <p className="admin-empty">{empty}</p>;
  return children(query.data);
}
