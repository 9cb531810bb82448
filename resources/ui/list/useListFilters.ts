import { useCallback, useMemo } from 'react';
import { useListContext } from 'react-admin';
import type { FilterValues } from './filterValues';
import { withFilter } from './filterValues';

/** The current list's filters, typed. */
export interface ListFilters {
  values: FilterValues;
  /** Replaces all filters. */
  setAll: (values: FilterValues) => void;
  /** Sets one filter, or removes it when `value` is undefined. */
  setOne: (source: string, value: unknown) => void;
}

const isFilterValues = (value: unknown): value is FilterValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The filters of the surrounding react-admin list (whose context types them loosely), with
 * setters that keep the list's displayed filters as they are.
 */
export function useListFilters(): ListFilters {
  const context = useListContext();
  const rawValues: unknown = context.filterValues;
  const displayed: unknown = context.displayedFilters;
  const { setFilters } = context;
  const values = useMemo(() => (isFilterValues(rawValues) ? rawValues : {}), [rawValues]);
  const setAll = useCallback(
    (next: FilterValues) => setFilters(next, displayed),
    [setFilters, displayed],
  );
  const setOne = useCallback(
    (source: string, value: unknown) => setFilters(withFilter(values, source, value), displayed),
    [setFilters, values, displayed],
  );
  return { values, setAll, setOne };
}
