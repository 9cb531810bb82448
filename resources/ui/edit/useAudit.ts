import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AuditEntry, ConsoleDataProvider } from '../../../dataProvider/types';
import { readFailure } from '../../../dataProvider/envelopeReader';

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
  const query = useQuery({
    queryKey: ['console', 'audit', type, id, pageNumber, pageSize, refresh],
    queryFn: () => dataProvider.getAudit(type, id, { pageNumber, pageSize }),
    // The page on show stays while the next one (or the re-read after a save) loads.
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (query.isPlaceholderData || query.isPending) {
    return {
      data: query.data?.data ?? [],
      total: query.data?.total ?? 0,
      loading: true,
      error: undefined,
    };
  }
  if (query.isError) {
    return { data: [], total: 0, loading: false, error: readFailure(query.error, '').message };
  }
  return { data: query.data.data, total: query.data.total, loading: false, error: undefined };
}
