/**
 * The global search's filters (spec sections 2 and 3): the 'Search Across' list (which fields a
 * term is matched in) and the 'Content Type' list, each a checkbox list the server's search field
 * configuration fills (`data[0].attrs`), and the way a selection is stored: a list of
 * `{field: 'search_across' | 'content_type', term: comma-joined values, operator: 'equals'}`.
 */

/** One entry of a filter list as the configuration serves it. */
export interface SearchFilterOption {
  key: string;
  value: string;
  header: string;
  accessor: string;
  /** The catalogue area of a content type (its section in the console's paths). */
  area?: string;
}

/** The two lists of the global search's filters. */
export interface SearchFilterLists {
  searchAcross: readonly SearchFilterOption[];
  contentTypes: readonly SearchFilterOption[];
}

/** What is checked in each list: the options' values. */
export interface SearchSelection {
  searchAcross: readonly string[];
  contentTypes: readonly string[];
}

export type StoredFilterField = 'search_across' | 'content_type';

/** A selection as it is stored (spec: stored filter). */
export interface StoredSearchFilter {
  field: StoredFilterField;
  term: string;
  operator: 'equals';
}

/** How many options a filter list shows before 'Show More'. */
export const FILTER_LIST_PREVIEW = 5;

/**
 * Nothing checked: the selection a new search starts from. A list with nothing checked narrows
 * nothing (every field, every type the user may view); checking options narrows to them.
 */
export const NO_SELECTION: SearchSelection = { searchAcross: [], contentTypes: [] };

/** A selection as the stored filter list: one entry per list, its values comma-joined. */
export function toStoredFilters(selection: SearchSelection): StoredSearchFilter[] {
  return [
    { field: 'search_across', term: selection.searchAcross.join(','), operator: 'equals' },
    { field: 'content_type', term: selection.contentTypes.join(','), operator: 'equals' },
  ];
}

const isStoredFilter = (value: unknown): value is StoredSearchFilter => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    (entry.field === 'search_across' || entry.field === 'content_type') &&
    typeof entry.term === 'string' &&
    entry.operator === 'equals'
  );
};

/**
 * The user setting type (`/user/setting`, `t`) the stored filter list is kept under on the server
 * when saved filters are kept there (spec section 5; runtime flag `features.serverSavedFilters`).
 */
export const SEARCH_FILTERS_SETTING_TYPE = 'globalSearch:filters';

/** The longest term a stored filter may hold (every option's value, comma-joined). */
export const STORED_FILTER_TERM_MAX = 5000;

/**
 * Whether `value` is a stored filter list as the server keeps it: at most one entry per list,
 * each `{field: 'search_across' | 'content_type', term, operator: 'equals'}` and nothing else.
 */
export function isStoredFilterList(value: unknown): value is StoredSearchFilter[] {
  if (!Array.isArray(value) || value.length > 2) return false;
  const fields = new Set<string>();
  for (const entry of value) {
    if (!isStoredFilter(entry)) return false;
    if (Object.keys(entry).some((key) => !['field', 'term', 'operator'].includes(key)))
      return false;
    if (entry.term.length > STORED_FILTER_TERM_MAX || fields.has(entry.field)) return false;
    fields.add(entry.field);
  }
  return true;
}

const splitTerm = (term: string): string[] =>
  term
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/**
 * The selection a stored filter list holds, checked against the lists offered now: values no
 * longer offered are dropped; a list the stored filters do not name has nothing checked.
 * Undefined when `stored` is not a stored filter list at all (a hand-edited or older entry).
 */
export function fromStoredFilters(
  stored: unknown,
  lists: SearchFilterLists,
): SearchSelection | undefined {
  if (!Array.isArray(stored) || !stored.every(isStoredFilter)) return undefined;
  const pick = (field: StoredFilterField, offered: readonly SearchFilterOption[]) => {
    const entry = stored.find((filter) => filter.field === field);
    if (entry === undefined) return [];
    const wanted = new Set(splitTerm(entry.term));
    return offered.map((option) => option.value).filter((value) => wanted.has(value));
  };
  return {
    searchAcross: pick('search_across', lists.searchAcross),
    contentTypes: pick('content_type', lists.contentTypes),
  };
}

/**
 * Whether a filter option's label holds the filter text: case-insensitive substring, the text
 * trimmed; an empty text holds every label.
 */
export function labelMatches(label: string, text: string): boolean {
  const wanted = text.trim().toLocaleLowerCase();
  return wanted === '' || label.toLocaleLowerCase().includes(wanted);
}

/**
 * The part of a filter list to show: the options whose label holds the filter text, and of
 * those the first {@link FILTER_LIST_PREVIEW} unless the list is expanded ('Show More').
 * `more` says whether a 'Show More' / 'Show Less' toggle has anything to do.
 */
export function visibleOptions<T>(
  options: readonly T[],
  labelOf: (option: T) => string,
  text: string,
  expanded: boolean,
): { shown: T[]; more: boolean } {
  const matching = options.filter((option) => labelMatches(labelOf(option), text));
  const more = matching.length > FILTER_LIST_PREVIEW;
  return { shown: expanded || !more ? matching : matching.slice(0, FILTER_LIST_PREVIEW), more };
}

/** What the search service is asked for a term and a selection. */
export interface SearchRequest {
  term: string;
  /** The fields to match in, undefined for all. */
  fields: string[] | undefined;
  /** The content types, undefined for every type the user may view. */
  cty: string[] | undefined;
}

/**
 * The search request for a term under a selection: a list with nothing checked, or with every
 * option checked, is not sent, so the service searches everything the user may view in it;
 * otherwise the checked values are.
 */
export function searchRequestOf(
  term: string,
  selection: SearchSelection,
  lists: SearchFilterLists,
): SearchRequest {
  const narrowing = (chosen: readonly string[], offered: readonly SearchFilterOption[]) =>
    chosen.length === 0 || offered.every((option) => chosen.includes(option.value))
      ? undefined
      : [...chosen];
  return {
    term: term.trim(),
    fields: narrowing(selection.searchAcross, lists.searchAcross),
    cty: narrowing(selection.contentTypes, lists.contentTypes),
  };
}

/** The selection with one value checked or unchecked, in the list's own order. */
export function toggleValue(
  chosen: readonly string[],
  value: string,
  offered: readonly SearchFilterOption[],
): string[] {
  const next = new Set(chosen);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return offered.map((option) => option.value).filter((v) => next.has(v));
}
