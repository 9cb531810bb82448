/**
 * Whether a write failed on a unique key, in either database (PostgreSQL's 23505, SQLite's
 * SQLITE_CONSTRAINT_*): two writes of one key racing, which the caller answers as a conflict.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT'));
}
