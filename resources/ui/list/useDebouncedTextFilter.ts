import { useEffect, useRef, useState } from 'react';
import { filterText } from './filterValues';
import { useListFilters } from './useListFilters';

/** How long typing must pause before a text filter is applied. */
export const TEXT_FILTER_DELAY_MS = 400;

const acceptAny = (): boolean => true;

/**
 * The text of a free-text list filter (`q`, or a `text` field filter) and its setter. The box
 * shows what is typed at once; the filter follows once typing pauses, trimmed, and only when
 * `accepts(term)` holds (an empty box always clears the filter). Terms it refuses leave the
 * current filter as it is. A filter changed elsewhere (saved filters, clear) replaces the text.
 */
export function useDebouncedTextFilter(
  source: string,
  accepts: (term: string) => boolean = acceptAny,
): [string, (text: string) => void] {
  const { values, setOne } = useListFilters();
  const applied = filterText(values, source);
  const [text, setText] = useState(applied);
  const pushed = useRef(applied);

  useEffect(() => {
    if (applied === pushed.current) return;
    pushed.current = applied;
    setText(applied);
  }, [applied]);

  useEffect(() => {
    const term = text.trim();
    if (term === applied || (term !== '' && !accepts(term))) return;
    const timer = setTimeout(() => {
      pushed.current = term;
      setOne(source, term === '' ? undefined : term);
    }, TEXT_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, applied, accepts, source, setOne]);

  return [text, setText];
}
