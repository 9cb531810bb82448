import { useCallback } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DataProvider, GetListParams } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import { resourceTypeQuery } from './useResourceType';

/** Rows per list page (spec: 25). */
export const LIST_PAGE_SIZE = 25;

/**
 * How long a prefetched list page is taken as current: the list screen mounting just after a
 * menu click takes the click's page instead of asking again.
 */
export const LIST_PREFETCH_FRESH_MS = 5000;

/** The first-page queries a menu click (or the list page) started, in react-admin's query cache. */
const prefetched = new WeakSet<object>();

/** A catalogue list route (`/apps/vod/movie`, `/apps/main/live/channel`, ...) and its type. */
const LIST_PATH = /^(?:\/apps(?:\/[^/]+)?)?\/(?:vod|live|assets|syndication)\/([A-Za-z0-9_-]+)\/?$/;

export function listTypeOfPath(path: string): string | undefined {
  return LIST_PATH.exec(path)?.[1];
}

/**
 * The list screen's first page (newest first, every type's declared default, 25 rows) as
 * react-admin's `useGetList` asks for it: the same query key and the same call, so that the
 * list's own query finds this one in react-admin's query client.
 */
export function firstListPageQuery(
  dataProvider: DataProvider,
  type: string,
  product: string | undefined,
) {
  const params: Omit<GetListParams, 'signal'> = {
    pagination: { page: 1, perPage: LIST_PAGE_SIZE },
    sort: { field: 'ut', order: 'DESC' },
    filter: {},
    meta: product ? { product } : undefined,
  };
  return {
    queryKey: [type, 'getList', params] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      dataProvider
        .getList(type, {
          ...params,
          signal: dataProvider.supportAbortSignal === true ? signal : undefined,
        })
        // The shape react-admin's useGetList keeps in its cache.
        .then((result) => {
          const meta: unknown = result.meta;
          return { data: result.data, total: result.total, pageInfo: result.pageInfo, meta };
        }),
    // As react-admin's list: a failure is shown (with Retry), not retried.
    retry: false,
  };
}

/**
 * The list's `refetchOnMount`: a first page prefetched and answered less than
 * LIST_PREFETCH_FRESH_MS ago is taken as it is; any other stale page is asked again on mount, as
 * react-admin does. (A prefetch still on its way is shared in any case.)
 */
export function refetchListOnMount<TData>(
  query: Query<TData, Error, TData, readonly unknown[]>,
): boolean {
  return !(
    prefetched.has(query) && Date.now() - query.state.dataUpdatedAt < LIST_PREFETCH_FRESH_MS
  );
}

/**
 * Starts loading what a list screen needs first, its type's definition and its first page, in
 * react-admin's query client, so both travel while the screen's code loads and renders; the
 * screen's own queries (same keys) take these requests, in flight or answered. A failed
 * prefetch is asked again by the screen, so its error is the screen's own.
 */
export function prefetchListScreen(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  type: string,
  product: string | undefined,
): void {
  void queryClient.prefetchQuery(resourceTypeQuery(dataProvider as ConsoleDataProvider, type));
  const firstPage = firstListPageQuery(dataProvider, type, product);
  void queryClient.prefetchQuery(firstPage);
  const query = queryClient.getQueryCache().find({ queryKey: firstPage.queryKey, exact: true });
  if (query) prefetched.add(query);
}

/** `prefetchListScreen` over the current query client and data provider (for a menu click). */
export function usePrefetchListScreen(): (type: string, product: string | undefined) => void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  return useCallback(
    (type: string, product: string | undefined) =>
      prefetchListScreen(queryClient, dataProvider, type, product),
    [queryClient, dataProvider],
  );
}
