import { useCallback, useEffect, useRef, useState } from 'react';
import { searchRequestOf } from '../../domain/search/searchFilters';
import { isSearchTermValid } from '../../domain/validation/searchTerm';
import { clearSearchPageState, storedPage, storedTerm, useStoredText } from './searchStorage';
import {
  useFailureText,
  useHitPath,
  useSearchFields,
  useSearchHits,
  useSearchSelection,
} from './useGlobalSearch';

/** The results page's page sizes (spec section 9: 25 by default; 10 and 100 defined). */
export const RESULTS_PAGE_SIZES = [10, 25, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

/*
 * How many results pages are mounted. Moving between the two results paths unmounts one page and
 * mounts the other in the same commit (as React's strict mode does on purpose): the stored state
 * is cleared only once no results page is mounted after that commit.
 */
let mountedPages = 0;

function useForgetOnLeaving(clearFilters: () => void): void {
  const clearRef = useRef(clearFilters);
  useEffect(() => {
    clearRef.current = clearFilters;
  }, [clearFilters]);
  useEffect(() => {
    mountedPages += 1;
    return () => {
      mountedPages -= 1;
      queueMicrotask(() => {
        if (mountedPages > 0) return;
        clearSearchPageState();
        // The stored filters too, wherever they are kept (the server's copy when the flag is on).
        clearRef.current();
      });
    };
  }, []);
}

function readPageNumber(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/**
 * The results page's state: the stored term, the filters shared with the popup, the page (its
 * number in session storage, back to 1 when the term or the filters change) and its hits, the
 * previous page kept on screen while the next one loads. Leaving the globalSearch pages clears
 * what they stored.
 */
export function useSearchResults() {
  const failureText = useFailureText();
  const stored = useStoredText(storedTerm);
  const term = isSearchTermValid(stored) ? stored?.trim() : undefined;
  const fields = useSearchFields();
  const {
    selection,
    setSelection,
    isPending: selectionPending,
    clear: clearFilters,
  } = useSearchSelection(fields.lists);
  useForgetOnLeaving(clearFilters);
  const pageNumber = readPageNumber(useStoredText(storedPage));
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const request =
    term !== undefined && !fields.isPending && !selectionPending
      ? searchRequestOf(term, selection, fields.lists)
      : undefined;

  // A new term or new filters start again at page 1; the first request (after a reload, once
  // the configuration arrived) keeps the stored page.
  const requestKey = request === undefined ? undefined : JSON.stringify(request);
  const previousKey = useRef(requestKey);
  useEffect(() => {
    const previous = previousKey.current;
    if (previous !== undefined && requestKey !== undefined && previous !== requestKey)
      storedPage.remove();
    if (requestKey !== undefined) previousKey.current = requestKey;
  }, [requestKey]);

  const hits = useSearchHits(request, { pageNumber, pageSize }, { keepPage: true });
  const hitPath = useHitPath(fields.lists);
  const areaOf = useCallback(
    (type: string) => fields.lists.contentTypes.find((option) => option.value === type)?.area,
    [fields.lists],
  );

  return {
    term,
    lists: fields.lists,
    fieldsError: failureText(fields.error, 'console.search.errors.fields'),
    selection,
    setSelection,
    pageNumber,
    setPageNumber: (page: number) => storedPage.set(String(page)),
    pageSize,
    setPageSize: (size: number) => {
      setPageSize(size);
      storedPage.remove();
    },
    hits: request === undefined ? [] : (hits.data?.data ?? []),
    total: request === undefined ? 0 : (hits.data?.total ?? 0),
    isPending:
      (term !== undefined && (fields.isPending || selectionPending)) ||
      (request !== undefined && hits.isPending),
    isFetching: hits.isFetching,
    error: failureText(hits.error, 'console.search.errors.results'),
    hitPath,
    areaOf,
  };
}
