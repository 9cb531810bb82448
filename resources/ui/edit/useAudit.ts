import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AuditEntry, ConsoleDataProvider } from '../../../dataProvider/types';
import { readHttpError } from './httpError';

export interface AuditPage {
  data: AuditEntry[];
  total: number;
  loading: boolean;
  /** Set when the audit could not be read: the server's message, '' when it gave none. */
  error: string | undefined;
}

/**
 * One page of an item's audit trail (`getAudit`; pages count from 1). `refresh` changes when the
 * item was written, so the trail re-reads after a save.
 */
export function useAudit(
  type: string,
  id: string,
  pageNumber: number,
  pageSize: number,
  refresh: number,
): AuditPage {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [page, setPage] = useState<AuditPage & { query: string }>({
    query: '',
    data: [],
    total: 0,
    loading: true,
    error: undefined,
  });
  const query = `${type}/${id}/${pageNumber}/${pageSize}/${refresh}`;
  useEffect(() => {
    let active = true;
    dataProvider.getAudit(type, id, { pageNumber, pageSize }).then(
      (result) => {
        if (active)
          setPage({
            query,
            data: result.data,
            total: result.total,
            loading: false,
            error: undefined,
          });
      },
      (error: unknown) => {
        if (active)
          setPage({
            query,
            data: [],
            total: 0,
            loading: false,
            error: readHttpError(error, '').message,
          });
      },
    );
    return () => {
      active = false;
    };
  }, [dataProvider, type, id, pageNumber, pageSize, query]);
  return page.query === query
    ? page
    : { data: page.data, total: page.total, loading: true, error: undefined };
}
