/**
 * A LIKE pattern matching text that holds `term` anywhere, its wildcards (`%`, `_`) and the escape
 * character escaped; use with `ESCAPE '\'` (the same on SQLite and PostgreSQL).
 */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
