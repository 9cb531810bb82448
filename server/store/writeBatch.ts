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
  /** Sends what was added since the last flush. */
  flush: () => Promise<void>;
}

export function writeBatch(db: Kysely<Database>): WriteBatch {
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
        return;
      }
      for (const query of queries) await db.executeQuery(query);
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
  const texts: string[] = [];
  let offset = 0;
  for (const query of queries) {
    const text = query.sql.trim();
    if (/['`]|--|\/\*/.test(text) || !/^(insert|update|delete)\s/i.test(text)) return null;
    if (/\breturning\b/i.test(text)) return null;
    const before = offset;
    texts.push(text.replace(PARAMETER, (_, n: string) => `$${Number(n) + before}`));
    offset += query.parameters.length;
  }
  const last = texts.pop() ?? '';
  const withs = texts.map((text, i) => `w${i + 1} AS (${text})`).join(', ');
  return `WITH ${withs} ${last}`;
}
