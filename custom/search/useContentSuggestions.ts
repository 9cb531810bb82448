import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SearchHit } from '../../dataProvider/types';
import { isSearchTermValid } from '../../domain/validation/searchTerm';
import { useFailureText, useHitPath, useSearchFields, useSearchHits } from './useGlobalSearch';

/** Typing settles this long before the toolbar's search asks the catalogue. */
export const CONTENT_SUGGESTION_DEBOUNCE_MS = 250;
/** Hits the toolbar's search shows; the rest are on the results page. */
export const CONTENT_SUGGESTION_COUNT = 5;

/** What the toolbar's search shows of the catalogue for the text typed. */
export type ContentSuggestions =
  /** Nothing to show: not allowed, or no text. */
  | { state: 'off' }
  /** A term under the search's minimum (3 characters). */
  | { state: 'short' }
  /** Typing has not settled yet, or the answer is on its way. */
  | { state: 'searching' }
  | { state: 'failed'; message: string }
  | { state: 'found'; hits: readonly SearchHit[]; total: number };

/**
 * The catalogue hits for the toolbar's search (spec section 2's global search, every type the
 * user may view, no narrowing): asked for once typing settles, at most
 * {@link CONTENT_SUGGESTION_COUNT}, an older term's request cancelled and its answer dropped.
 * Nothing is read while `enabled` is false (a user who may not search the catalogue).
 * `pathOf` is where a hit opens (its editor), undefined for a type of no known area; `areaOf` its
 * type's area (a VOD status reads 'Available').
 */
export function useContentSuggestions(text: string, enabled: boolean) {
  const term = text.trim();
  const valid = enabled && isSearchTermValid(term);
  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (!valid) {
      setSettled('');
      return undefined;
    }
    const timer = setTimeout(() => setSettled(term), CONTENT_SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, valid]);

  // The field configuration (where each type's hits open) is read once the user starts typing.
  const fields = useSearchFields({ enabled: enabled && term !== '' });
  const request = useMemo(
    () =>
      valid && settled === term ? { term: settled, fields: undefined, cty: undefined } : undefined,
    [valid, settled, term],
  );
  const hits = useSearchHits(
    request,
    { pageNumber: 1, pageSize: CONTENT_SUGGESTION_COUNT },
    { enabled },
  );
  const failureText = useFailureText();
  const pathOf = useHitPath(fields.lists);
  const { contentTypes } = fields.lists;
  const areaOf = useCallback(
    (hit: SearchHit) => contentTypes.find((option) => option.value === hit.cty)?.area,
    [contentTypes],
  );

  const suggestions: ContentSuggestions = (() => {
    if (!enabled || term === '') return { state: 'off' };
    if (!valid) return { state: 'short' };
    if (request === undefined || hits.isPending || fields.isPending) return { state: 'searching' };
    const message = failureText(hits.error, 'console.search.errors.search');
    if (message !== undefined) return { state: 'failed', message };
    return { state: 'found', hits: hits.data?.data ?? [], total: hits.data?.total ?? 0 };
  })();
  return { suggestions, pathOf, areaOf };
}
