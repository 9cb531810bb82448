import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** A key's attempts in its current window, as counted by `countAttempt`. */
export interface AttemptCount {
  count: number;
  /** When the window began, ms since the epoch. */
  start: number;
}

/**
 * Counts one attempt for `key` and returns the count with it, in ONE statement (an upsert that
 * increments and returns), so attempts racing on one instance or on several sharing the
 * database each get a distinct count: no two read the same count and both go ahead. A window
 * that began `windowMs` ago or earlier starts afresh at `now` with this attempt.
 */
export async function countAttempt(
  db: Kysely<Database>,
  key: string,
  now: number,
  windowMs: number,
): Promise<AttemptCount> {
  const ended = now - windowMs;
  const { rows } = await sql<{ n: number | string; start: number | string }>`
    INSERT INTO sign_in_counter (k, n, start) VALUES (${key}, 1, ${now})
    ON CONFLICT (k) DO UPDATE SET
      n = CASE WHEN sign_in_counter.start <= ${ended} THEN 1 ELSE sign_in_counter.n + 1 END,
      start = CASE WHEN sign_in_counter.start <= ${ended} THEN ${now} ELSE sign_in_counter.start END
    RETURNING n, start`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`No count for ${key}`);
  return { count: Number(row.n), start: Number(row.start) };
}

/** Gives back one counted attempt of the window begun at `start` (none once a new one began). */
export async function releaseAttempt(
  db: Kysely<Database>,
  key: string,
  start: number,
): Promise<void> {
  await db
    .updateTable('sign_in_counter')
    .set((eb) => ({ n: eb('n', '-', 1) }))
    .where('k', '=', key)
    .where('start', '=', start)
    .where('n', '>', 0)
    .execute();
}

/** Forgets a key's attempts. */
export async function resetAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('sign_in_counter').where('k', '=', key).execute();
}

/** Removes the counters whose window began at `before` or earlier (ended windows). */
export async function removeEndedCounters(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('sign_in_counter').where('start', '<=', before).execute();
}
