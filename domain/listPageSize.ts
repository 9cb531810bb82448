/** Rows per page of a catalogue list (spec section 9: 25 in one place). */
export const DEFAULT_LIST_PAGE_SIZE = 25;
/** Rows per page of the syndication lists (spec section 9: 'syndication search 10'). */
export const SYNDICATION_PAGE_SIZE = 10;

/** Rows per page of an area's catalogue lists: 10 for syndication, else 25. */
export function listPageSize(area: string): number {
  return area === 'syndication' ? SYNDICATION_PAGE_SIZE : DEFAULT_LIST_PAGE_SIZE;
}
