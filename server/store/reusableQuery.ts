import { CompiledQuery } from 'kysely';
import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A query of a fixed shape compiled once per database (and its transactions), then run with new arguments:
 * Kysely otherwise rebuilds and compiles the SQL on every call, which on the hottest reads and
 * writes (get by id, an update's lock check and audit entry) costs as much as SQLite's own work.
 * The builder is called once with placeholders (strings, whatever the arguments' types: it must
 * pass each one to the query as a value, untouched); each compiled parameter that is a
 * placeholder takes the matching argument.
 */
export function reusableQuery<Row, Args extends unknown[]>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
  arity: Args['length'],
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  const placeholders = Array.from(
    { length: arity },
    (_, i) => `\u0000reusable-argument-${i}\u0000`,
  );
  // By the dialect's adapter, which a database handle shares with every transaction begun on it
  // (each transaction is a handle of its own: keyed by handle, a query run in transactions would
  // be compiled again in each one).
  const compiledFor = new WeakMap<
    object,
    { sql: string; slots: number[]; parameters: readonly unknown[] }
  >();
  return async (db, ...args) => {
    const dialect = db.getExecutor().adapter;
    let compiled = compiledFor.get(dialect);
    if (!compiled) {
      const query = build(db, ...(placeholders as Args)).compile();
      const slots = query.parameters.map((parameter) =>
        typeof parameter === 'string' ? placeholders.indexOf(parameter) : -1,
      );
      compiled = { sql: query.sql, slots, parameters: query.parameters };
      compiledFor.set(dialect, compiled);
    }
    const { slots } = compiled;
    const parameters = compiled.parameters.map((parameter, i) => {
      const slot = slots[i] ?? -1;
      return slot >= 0 ? args[slot] : parameter;
    });
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}
