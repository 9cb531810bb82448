import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-admin';
import type { SearchHit } from '../../dataProvider/types';
import { searchRequestOf } from '../../domain/search/searchFilters';
import { isSearchTermValid } from '../../domain/validation/searchTerm';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { SEARCH_PATHS } from './paths';
import { storedPage, storedTerm } from './searchStorage';
import {
  useFailureText,
  useHitPath,
  usePrefetchSearchHits,
  useSearchFields,
  useSearchHits,
  useSearchSelection,
} from './useGlobalSearch';

/** Typing settles this long before a search goes out (but for the first valid term). */
export const SEARCH_DEBOUNCE_MS = 50;
/** Hits the popup shows; the rest are on the results page. */
export const POPUP_PAGE_SIZE = 10;

/**
 * The toolbar search box and its popup (spec sections 2 and 4): a term under 3 characters does
 * nothing; a valid one opens the popup and asks for its hits at once, later terms once typing
 * settles (an older term's request is cancelled and its answer dropped); Enter goes to the
 * results page with the term stored; emptying the box resets the search (status back to all,
 * term and hits gone, the stored term removed). Arrow keys move through the hits, Enter opens
 * the one marked, Escape closes the popup.
 */
export function useSearchPopup() {
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const failureText = useFailureText();
  const [text, setText] = useState(() => storedTerm.get() ?? '');
  const [settled, setSettled] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const fields = useSearchFields();
  const { selection, setSelection, isPending: selectionPending } = useSearchSelection(fields.lists);
  const valid = isSearchTermValid(text);

  useEffect(() => {
    if (!valid) {
      setSettled('');
      return undefined;
    }
    const term = text.trim();
    // The first valid term goes out at once (the third character: hits within 150 ms); later
    // keystrokes settle first, an older term's request is cancelled and its answer dropped.
    setSettled((previous) => (previous === '' ? term : previous));
    const timer = setTimeout(() => setSettled(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, valid]);

  // Without the configuration and the stored filters (still loading) the narrowing is unknown.
  const ready = !fields.isPending && !selectionPending && isSearchTermValid(settled);
  const request = useMemo(
    () => (ready ? searchRequestOf(settled, selection, fields.lists) : undefined),
    [ready, settled, selection, fields.lists],
  );
  const hits = useSearchHits(
    request,
    { pageNumber: 1, pageSize: POPUP_PAGE_SIZE },
    { enabled: open },
  );
  const shown = useMemo(
    () => (request === undefined ? [] : (hits.data?.data ?? [])),
    [request, hits.data],
  );
  const processing =
    valid &&
    (text.trim() !== settled ||
      fields.isPending ||
      selectionPending ||
      (request !== undefined && hits.isPending));
  const hitPath = useHitPath(fields.lists);
  const prefetch = usePrefetchSearchHits();

  const reset = useCallback(() => {
    setText('');
    setSettled('');
    setOpen(false);
    setActive(-1);
    storedTerm.remove();
  }, []);

  const change = useCallback(
    (value: string) => {
      setActive(-1);
      if (value.trim() === '') {
        reset();
        return;
      }
      setText(value);
      const nowValid = isSearchTermValid(value);
      setOpen(nowValid);
      // The first valid term (the third character) is asked for from the keystroke itself, before
      // the popup is drawn: its hits within 150 ms (spec's popup). Later terms settle first.
      if (nowValid && settled === '' && !fields.isPending && !selectionPending) {
        const term = value.trim();
        setSettled(term);
        prefetch(searchRequestOf(term, selection, fields.lists), {
          pageNumber: 1,
          pageSize: POPUP_PAGE_SIZE,
        });
      }
    },
    [reset, settled, fields.isPending, fields.lists, selectionPending, selection, prefetch],
  );

  const showAll = useCallback(() => {
    if (!isSearchTermValid(text)) return;
    storedTerm.set(text.trim());
    storedPage.remove();
    setOpen(false);
    void navigate(SEARCH_PATHS.pageOf(product));
  }, [text, navigate, product]);

  const openHit = useCallback(
    (hit: SearchHit) => {
      const path = hitPath(hit);
      if (path === undefined) return;
      setOpen(false);
      void navigate(path);
    },
    [hitPath, navigate],
  );

  const keyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (open) event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!valid) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (shown.length === 0) return;
        // Down stops on the last hit; Up past the first returns to the box.
        const down = event.key === 'ArrowDown';
        setActive((current) =>
          down ? Math.min(current + 1, shown.length - 1) : Math.max(current - 1, -1),
        );
      } else if (event.key === 'Enter') {
        event.preventDefault();
        const hit = open && active >= 0 ? shown[active] : undefined;
        if (hit) openHit(hit);
        else showAll();
      }
    },
    [open, valid, shown, active, openHit, showAll],
  );

  return {
    text,
    change,
    keyDown,
    reset,
    open: open && valid,
    close: () => {
      setOpen(false);
      setActive(-1);
    },
    active: active < shown.length ? active : -1,
    hits: shown,
    total: hits.data?.total ?? 0,
    processing,
    error: failureText(hits.error, 'console.search.errors.search'),
    fieldsError: failureText(fields.error, 'console.search.errors.fields'),
    lists: fields.lists,
    selection,
    setSelection,
    hitPath,
    openHit,
    showAll,
  };
}

export type SearchPopupController = ReturnType<typeof useSearchPopup>;
