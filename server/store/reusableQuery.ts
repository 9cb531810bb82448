import { CompiledQuery } from 'kysely';
import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema';

/** A reusable query: run with new arguments, or compiled with them to be sent later (a write batch). */
export interface ReusableQuery<Row, Args extends unknown[]> {
  (db: Kysely<Database>, ...args: Args): Promise<Row[]>;
  compiled: (db: Kysely<Database>, ...args: Args) => CompiledQuery<Row>;
}

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
): ReusableQuery<Row, Args> {
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
  const compiled = (db: Kysely<Database>, ...args: Args): CompiledQuery<Row> => {
    const dialect = db.getExecutor().adapter;
    let known = compiledFor.get(dialect);
    if (!known) {
      const query = build(db, ...(placeholders as Args)).compile();
      const slots = query.parameters.map((parameter) =>
        typeof parameter === 'string' ? placeholders.indexOf(parameter) : -1,
      );
      known = { sql: query.sql, slots, parameters: query.parameters };
      compiledFor.set(dialect, known);
    }
    const { slots } = known;
    const parameters = known.parameters.map((parameter, i) => {
      const slot = slots[i] ?? -1;
      return slot >= 0 ? args[slot] : parameter;
    });
    return CompiledQuery.raw(known.sql, parameters);
  };
  const run = async (db: Kysely<Database>, ...args: Args): Promise<Row[]> =>
    (await db.executeQuery<Row>(compiled(db, ...args))).rows;
  return Object.assign(run, { compiled });
}
