import { CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';
import { isSqlite } from './isSqlite';
import type { Database } from './schema';

/**
 * Writes of one transaction that nothing reads back before the batch is flushed, sent together:
 * on PostgreSQL as one statement (each write a data-modifying WITH query of it, see
 * {@link combinedWrites}), so an edit's row, list row, search text and audit entry take one round
 * trip instead of four; on SQLite, in the process with no round trip to save, one after another
 * in the order given.
 *
 * The writes of one statement all see the database as it was before it, and a row written twice
 * in one statement keeps only one of the two changes: a batch holds writes of different rows
 * only, none of which depends on another's effect (a count changed by two writes, a row read
 * by a subquery of another write, do not belong in one batch). A failed write fails the flush,
 * and with it the transaction.
 */
export interface WriteBatch {
  add: (query: CompiledQuery) => void;
  /**
   * Sends what was added since the last flush. True when it was written: a guarded batch's
   * writes are not when its guarded write finds no row (then none of them is).
   */
  flush: () => Promise<boolean>;
  /** Given, the batch is guarded: its writes happen only while this row is as read (see {@link RowGuard}). */
  guard?: RowGuard;
  /** The guarded write of a guarded batch: an UPDATE ... RETURNING of the guard's row. */
  setGuarded?: (query: CompiledQuery) => void;
}

/**
 * What a guarded batch's writes depend on: the version row as it was read (its key, revision,
 * status, products, shadow flag) and no live lock on its item by anyone but `owner` at `now`.
 * The row's writer puts these conditions in its UPDATE (contentRepository.ts).
 */
export interface RowGuard {
  row: { key: string; id: string; ut: string; st: string; prd: string; shadowed: number };
  owner: string;
  now: number;
}

/**
 * A batch of writes on `db`: unguarded, inside a transaction (its flush fails the transaction
 * when a write fails); guarded (PostgreSQL only, outside a transaction), one statement that
 * writes all or nothing, by whether its guarded write finds its row (see {@link guardedWrites}).
 */
export function writeBatch(db: Kysely<Database>, guard?: RowGuard): WriteBatch {
  if (guard) return guardedBatch(db, guard);
  let queued: CompiledQuery[] = [];
  const sqlite = isSqlite(db);
  return {
    add: (query) => {
      queued.push(query);
    },
    flush: async () => {
      const queries = queued;
      queued = [];
      const combined = sqlite ? undefined : combinedWrites(queries);
      if (combined) {
        await db.executeQuery(combined);
        return true;
      }
      for (const query of queries) await db.executeQuery(query);
      return true;
    },
  };
}

/** PostgreSQL's division_by_zero: a guarded statement whose guarded write found no row. */
const GUARD_FAILED = '22012';

function guardedBatch(db: Kysely<Database>, guard: RowGuard): WriteBatch {
  if (isSqlite(db)) throw new Error('A guarded write batch is PostgreSQL only');
  let guarded: CompiledQuery | undefined;
  const others: CompiledQuery[] = [];
  return {
    guard,
    setGuarded: (query) => {
      guarded = query;
    },
    add: (query) => {
      others.push(query);
    },
    flush: async () => {
      const combined = guarded ? guardedWrites(guarded, others) : undefined;
      if (!combined) return false;
      try {
        await db.executeQuery(combined);
        return true;
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === GUARD_FAILED) return false;
        throw error;
      }
    },
  };
}

/** A write joins the batch when there is one, else runs at once. */
export async function writeOrBatch(
  db: Kysely<Database>,
  query: CompiledQuery,
  batch: WriteBatch | undefined,
): Promise<void> {
  if (batch) batch.add(query);
  else await db.executeQuery(query);
}

/** A PostgreSQL parameter in a compiled statement ($1, $2, ...). */
const PARAMETER = /\$(\d+)/g;

/** Combined statement texts by their writes' texts (a few shapes, each combined once). */
const combinedTexts = new Map<string, string | null>();
const COMBINED_TEXTS = 1_000;

/**
 * Two or more PostgreSQL writes (INSERT, UPDATE or DELETE, without WITH or RETURNING) as one
 * statement: `WITH w1 AS (first), w2 AS (second) last`, each write's parameters renumbered after
 * the ones before it. Undefined when there is nothing to combine (fewer than two writes), or when
 * a write's text holds a string literal or a comment, where a `$1` need not be a parameter (the
 * writes are then sent one by one).
 */
export function combinedWrites(queries: readonly CompiledQuery[]): CompiledQuery | undefined {
  if (queries.length < 2) return undefined;
  const key = queries.map((query) => query.sql).join('\u0000');
  let text = combinedTexts.get(key);
  if (text === undefined) {
    text = combinedText(queries);
    if (combinedTexts.size < COMBINED_TEXTS) combinedTexts.set(key, text);
  }
  if (text === null) return undefined;
  return CompiledQuery.raw(
    text,
    queries.flatMap((query) => query.parameters),
  );
}

function combinedText(queries: readonly CompiledQuery[]): string | null {
  const texts = renumbered(queries, false);
  if (!texts) return null;
  const last = texts.pop() ?? '';
  const withs = texts.map((text, i) => `w${i + 1} AS (${text})`).join(', ');
  return `WITH ${withs} ${last}`;
}

/**
 * The writes' texts with their parameters renumbered in order, or null when one cannot be
 * combined (a string literal or comment, not a write; a RETURNING except on the first when
 * `returningFirst`).
 */
function renumbered(queries: readonly CompiledQuery[], returningFirst: boolean): string[] | null {
  const texts: string[] = [];
  let offset = 0;
  for (const [i, query] of queries.entries()) {
    const text = query.sql.trim();
    if (/['`]|--|\/\*/.test(text) || !/^(insert|update|delete)\s/i.test(text)) return null;
    if (/\breturning\b/i.test(text) && !(returningFirst && i === 0)) return null;
    const before = offset;
    texts.push(text.replace(PARAMETER, (_, n: string) => `$${Number(n) + before}`));
    offset += query.parameters.length;
  }
  return texts;
}

/**
 * A guarded write and the writes that depend on it as one PostgreSQL statement: `WITH g AS
 * (guarded), w1 AS (first), ... SELECT 1 / count(*) FROM g`. When the guarded write (an UPDATE
 * ... RETURNING) finds no row, the division by zero fails the statement, and with it every write
 * of it. Undefined when a write cannot be combined.
 */
export function guardedWrites(
  guarded: CompiledQuery,
  others: readonly CompiledQuery[],
): CompiledQuery | undefined {
  const queries = [guarded, ...others];
  if (!/\breturning\b/i.test(guarded.sql)) return undefined;
  const key = `guarded\u0000${queries.map((query) => query.sql).join('\u0000')}`;
  let text = combinedTexts.get(key);
  if (text === undefined) {
    const texts = renumbered(queries, true);
    text = texts
      ? `WITH ${texts.map((t, i) => `${i === 0 ? 'g' : `w${i}`} AS (${t})`).join(', ')} SELECT 1 / count(*) AS written FROM g`
      : null;
    if (combinedTexts.size < COMBINED_TEXTS) combinedTexts.set(key, text);
  }
  if (text === null) return undefined;
  return CompiledQuery.raw(
    text,
    queries.flatMap((query) => query.parameters),
  );
}
