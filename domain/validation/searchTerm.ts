/** The shortest search term that triggers a search (spec sections 5 and 9). */
export const SEARCH_TERM_MIN_LENGTH = 3;

/**
 * Whether a search term is long enough to search with: at least
 * {@link SEARCH_TERM_MIN_LENGTH} characters once surrounding spaces are trimmed. Characters
 * are counted as code points, so a term of three emoji or three astral CJK characters
 * counts as three, as the operator sees it.
 */
export function isSearchTermValid(term: string | null | undefined): boolean {
  if (term == null) return false;
  return [...term.trim()].length >= SEARCH_TERM_MIN_LENGTH;
}
