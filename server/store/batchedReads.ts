import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The most keys one batched statement asks for; more waiting keys start the next batch. */
export const MAX_BATCH_KEYS = 100;

interface Waiter<Row> {
  resolve: (rows: Row[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads by key that arrive together are sent as one statement (`WHERE key = ANY(...)`): the
 * requests a server takes in one turn of the event loop (what its sockets delivered at once)
 * each ask for their rows, and the statement goes out once that turn's callbacks have run
 * (setImmediate). On PostgreSQL each statement is a round trip with its own protocol messages,
 * socket writes and executor start, on both sides; under load one statement for ten gets costs
 * far less than ten. A read still starts after its request arrived, so it sees every write
 * committed before that. Transactions read on their own connection and are never batched.
 *
 * `run` reads the rows of the keys given (in any order); `keyOf` names a row's key. Each caller
 * gets its own rows (copies when two callers of one batch asked for the same key).
 */
export function batchedByKey<Row extends object>(
  run: (db: Kysely<Database>, keys: string[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
): (db: Kysely<Database>, key: string) => Promise<Row[]> {
  const open = new WeakMap<Kysely<Database>, Map<string, Waiter<Row>[]>>();
  const flush = (db: Kysely<Database>, batch: Map<string, Waiter<Row>[]>) => {
    if (open.get(db) === batch) open.delete(db);
    run(db, [...batch.keys()]).then(
      (rows) => {
        const byKey = new Map<string, Row[]>();
        for (const row of rows) {
          const key = keyOf(row);
          const list = byKey.get(key);
          if (list) list.push(row);
          else byKey.set(key, [row]);
        }
        for (const [key, waiters] of batch) {
          const found = byKey.get(key) ?? [];
          waiters.forEach((waiter, i) =>
            waiter.resolve(i === 0 ? found : found.map((row) => ({ ...row }))),
          );
        }
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };
  return (db, key) =>
    new Promise<Row[]>((resolve, reject) => {
      let batch = open.get(db);
      if (!batch || (batch.size >= MAX_BATCH_KEYS && !batch.has(key))) {
        const created = new Map<string, Waiter<Row>[]>();
        open.set(db, created);
        setImmediate(() => flush(db, created));
        batch = created;
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
    });
}
