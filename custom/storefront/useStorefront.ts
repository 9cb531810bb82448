import {
  QueriesObserver,
  keepPreviousData,
  notifyManager,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { QueryObserverOptions, QueryObserverResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useDataProvider } from 'react-admin';
import { storefrontServiceOf } from '../../dataProvider/storefront/storefrontProvider';
import type {
  StoreQuery,
  StoreType,
  StoredStoreItem,
  ViewerRequest,
} from '../../dataProvider/storefront/storefrontProvider';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';

/** The react-query key prefix of every storefront read, so a write refreshes them all. */
export const STOREFRONT_KEY = 'storefront';

/** One page of the product's items of a type, the previous page kept while the next loads. */
export function useStoreList(type: StoreType, query: StoreQuery, enabled = true) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [STOREFRONT_KEY, 'list', type, product, query],
    enabled: enabled && product !== undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => storefrontServiceOf(dataProvider).listStoreItems(type, query, signal),
  });
}

/** An item's current versions. */
export function useStoreItem(type: StoreType, id: string | undefined) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [STOREFRONT_KEY, 'one', type, product, id],
    enabled: id !== undefined && product !== undefined,
    retry: false,
    queryFn: ({ signal }) => storefrontServiceOf(dataProvider).getStoreItem(type, id ?? '', signal),
  });
}

export function useStoreItemVersions(type: StoreType, id: string) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [STOREFRONT_KEY, 'versions', type, product, id],
    enabled: product !== undefined,
    retry: false,
    queryFn: () => storefrontServiceOf(dataProvider).getStoreItemVersions(type, id),
  });
}

/** Where a container is used. */
export function useContainerUsage(id: string | undefined) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [STOREFRONT_KEY, 'usage', product, id],
    enabled: id !== undefined && product !== undefined,
    retry: false,
    queryFn: ({ signal }) => storefrontServiceOf(dataProvider).getContainerUsage(id ?? '', signal),
  });
}

type ContainerResult = QueryObserverResult<StoredStoreItem | null>;

/** The read containers by id, and whether any read is under way. */
function containerMap(results: readonly ContainerResult[]) {
  const data = new Map<string, StoredStoreItem | undefined>();
  for (const result of results) if (result.data) data.set(result.data.id, result.data);
  return { data, isFetching: results.some((result) => result.isFetching) };
}

/**
 * The containers a page names, by id: each read once and cached on its own (its current
 * versions, the draft first), so adding one container to a long page reads that one only.
 *
 * One query observer per container, held by a react-query `QueriesObserver` that this hook
 * gives its queries only when the set of ids changes (not on a reorder or a keystroke).
 * `useQueries` would hand its 150 observers their options again on every render of the editor
 * (its effect depends on an options object made anew each time) and look each query up in the
 * cache, which cost a keystroke in a tab's name several milliseconds. The answer (a Map) is the
 * same object until a read lands or the set changes.
 */
export function useContainersById(ids: readonly string[]) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  const queryClient = useQueryClient();
  const key = [...new Set(ids)].sort().join('\n');
  const queries = useMemo(
    () =>
      (key === '' ? [] : key.split('\n')).map((id) => ({
        ...queryClient.defaultQueryOptions({
          queryKey: [STOREFRONT_KEY, 'container', product, id],
          enabled: product !== undefined,
          retry: false,
          staleTime: 30_000,
          notifyOnChangeProps: ['data', 'isFetching'],
          queryFn: async ({ signal }: { signal: AbortSignal }) => {
            const versions = await storefrontServiceOf(dataProvider).getStoreItem(
              'container',
              id,
              signal,
            );
            return versions.find((v) => v.st === 'draft') ?? versions[0] ?? null;
          },
        }),
        // As useQueries does: a query about to be read answers 'fetching' on this render.
        _optimisticResults: 'optimistic' as const,
      })) as unknown as QueryObserverOptions[],
    [key, product, dataProvider, queryClient],
  );
  const [observer] = useState(() => new QueriesObserver<ContainerResult[]>(queryClient, queries));
  // The queries the observer holds once subscribed; until then, and until it is given a new set
  // (after this render), the render answers from the set's state in the cache (a container not
  // read yet answers 'fetching' at once).
  const [applied, setApplied] = useState<readonly QueryObserverOptions[] | undefined>(undefined);
  useEffect(() => {
    observer.setQueries(queries);
    setApplied(queries);
  }, [observer, queries]);
  const subscribe = useCallback(
    (onChange: () => void) => observer.subscribe(notifyManager.batchCalls(onChange)),
    [observer],
  );
  const current = useSyncExternalStore(
    subscribe,
    () => observer.getCurrentResult() as ContainerResult[],
  );
  const optimistic = useMemo(
    () =>
      applied === queries
        ? undefined
        : (observer.getOptimisticResult(queries, undefined)[0] as ContainerResult[]),
    [observer, queries, applied],
  );
  const results = optimistic ?? current;
  return useMemo(() => containerMap(results), [results]);
}

/** What one viewer gets of a page (the preview); `undefined` viewer: no read. */
export function useViewerView(id: string | undefined, viewer: ViewerRequest | undefined) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [STOREFRONT_KEY, 'view', product, id, viewer],
    enabled: id !== undefined && viewer !== undefined && product !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      storefrontServiceOf(dataProvider).viewStorefront(
        id ?? '',
        viewer ?? { device: 'tv' },
        signal,
      ),
  });
}

/** Creates (the add page; the edit page writes through the editor core); refreshes every storefront read. */
export function useStoreMutations(type: StoreType) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [STOREFRONT_KEY] });
  const service = () => storefrontServiceOf(dataProvider);
  return {
    create: useMutation({
      mutationFn: (body: Record<string, unknown>) => service().createStoreItem(type, body),
      onSuccess: refresh,
    }),
  };
}
