import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { readFailure } from '../../dataProvider/envelopeReader';
import { searchServiceOf } from '../../dataProvider/searchProvider';
import {
  fromStoredFilters,
  NO_SELECTION,
  toStoredFilters,
  type SearchFilterLists,
  type SearchFilterOption,
  type SearchRequest,
  type SearchSelection,
} from '../../domain/search/searchFilters';
import { searchHitPath, sectionOfArea } from '../../domain/search/searchHitPath';
import type { SearchHit } from '../../dataProvider/types';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { useSearchFilterStore } from './searchFilterStore';

const NO_LISTS: SearchFilterLists = { searchAcross: [], contentTypes: [] };

/**
 * The global search field configuration (`data[0].attrs`: the 'Search Across' and 'Content
 * Type' lists), read once per product and kept; `lists` is empty until it arrives or when it
 * failed ('Error fetching global search field mappers', shown where the lists would be).
 * `enabled: false` reads nothing (for whoever may not search).
 */
export function useSearchFields(options: { enabled?: boolean } = {}) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  const query = useQuery({
    queryKey: ['globalSearch', 'fields', product],
    queryFn: ({ signal }) => searchServiceOf(dataProvider).getSearchFields(signal),
    staleTime: 5 * 60_000,
    retry: false,
    enabled: options.enabled !== false,
  });
  return { lists: query.data ?? NO_LISTS, error: query.error, isPending: query.isPending };
}

/**
 * What is checked in the filter lists, kept as the stored filter list (on the server or in this
 * browser, see `searchFilterStore`); nothing checked (no narrowing) when nothing, or nothing
 * readable, is stored. `isPending` while the server's list is being read; `clear` forgets it.
 */
export function useSearchSelection(lists: SearchFilterLists) {
  const store = useSearchFilterStore();
  const { stored, write } = store;
  const selection = useMemo<SearchSelection>(
    () => fromStoredFilters(stored, lists) ?? NO_SELECTION,
    [stored, lists],
  );
  const setSelection = useCallback(
    (next: SearchSelection) => write(toStoredFilters(next)),
    [write],
  );
  return { selection, setSelection, isPending: store.isPending, clear: store.clear };
}

type SearchPage = { pageNumber: number; pageSize: number };

const SEARCH_HITS_STALE_MS = 30_000;

/** The query (key and fetch) of one page of hits for a request: one place for the hook and the prefetch. */
function searchHitsQuery(
  dataProvider: ReturnType<typeof useDataProvider>,
  product: string | undefined,
  request: SearchRequest | undefined,
  page: SearchPage,
) {
  return {
    queryKey: ['globalSearch', 'hits', product, request, page.pageNumber, page.pageSize],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      searchServiceOf(dataProvider).searchContent(
        {
          term: request?.term ?? '',
          fields: request?.fields,
          cty: request?.cty,
          pageNumber: page.pageNumber,
          pageSize: page.pageSize,
        },
        signal,
      ),
    staleTime: SEARCH_HITS_STALE_MS,
    retry: false,
  } as const;
}

/**
 * One page of hits for a request (none while `request` is undefined). Each new term, filter or
 * page is its own query: the answer of an older one is never shown for it, and the older
 * request is cancelled (silently). `keepPage` keeps the previous page on screen while the next
 * one loads (the results page's paging); the popup shows 'Processing ...' instead.
 */
export function useSearchHits(
  request: SearchRequest | undefined,
  page: SearchPage,
  options: { enabled?: boolean; keepPage?: boolean } = {},
) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    ...searchHitsQuery(dataProvider, product, request, page),
    enabled: request !== undefined && options.enabled !== false,
    ...(options.keepPage ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * Starts a page of hits at once, outside React's render (the popup calls it from the keystroke
 * that makes the term valid, so the request is under way while the popup is drawn); the hook of
 * {@link useSearchHits} with the same request and page then finds it running or answered.
 */
export function usePrefetchSearchHits() {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  const queryClient = useQueryClient();
  return useCallback(
    (request: SearchRequest, page: SearchPage) => {
      void queryClient.prefetchQuery(searchHitsQuery(dataProvider, product, request, page));
    },
    [dataProvider, product, queryClient],
  );
}

/** The labels of the filter options and of hit types, in the UI language. */
export function useSearchLabels() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      typeLabel: (type: string, fallback = type) =>
        translate(`resources.${type}.name`, { smart_count: 1, _: fallback }),
      acrossLabel: (option: SearchFilterOption) =>
        translate(`console.search.across.${option.accessor}`, { _: option.header }),
    }),
    [translate],
  );
}

/** Where a hit opens, in the current product (undefined for a type of no known area). */
export function useHitPath(lists: SearchFilterLists) {
  const product = useCurrentProduct();
  return useCallback(
    (hit: SearchHit) =>
      searchHitPath(hit, product, (type) =>
        sectionOfArea(lists.contentTypes.find((option) => option.value === type)?.area),
      ),
    [product, lists],
  );
}

/**
 * The text of a search failure: the service's own explanation when it gave one (a 400 naming
 * the term), else the spec's message for the call in the UI language. Undefined for a cancelled
 * request, which stays silent.
 */
export function useFailureText() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown, fallbackKey: string): string | undefined => {
      if (error === null || error === undefined) return undefined;
      const reading = readFailure(error, '');
      if (reading.cancelled) return undefined;
      const described = reading.errors[0]?.description.trim();
      return described !== undefined && described !== '' ? described : translate(fallbackKey);
    },
    [translate],
  );
}
