/** The filter values of a list, as react-admin's list context holds them. */
export type FilterValues = Record<string, unknown>;

/**
 * The filter values with one filter set, or removed when `value` is undefined (an empty
 * filter is no filter: the server would otherwise match the empty value).
 */
export function withFilter(values: FilterValues, source: string, value: unknown): FilterValues {
  const { [source]: _previous, ...rest } = values;
  return value === undefined ? rest : { ...rest, [source]: value };
}

/** A filter value as the text an input shows: strings as they are, anything else empty. */
export function filterText(values: FilterValues, source: string): string {
  const value = values[source];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
