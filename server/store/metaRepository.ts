import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The value stored under `key` in `meta`, or undefined. */
export async function readMeta(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('meta').select('v').where('k', '=', key).executeTakeFirst();
  return row?.v;
}

/** Stores `value` under `key` unless a value is there already (the first writer wins). */
export async function insertMetaIfAbsent(
  db: Kysely<Database>,
  key: string,
  value: string,
): Promise<void> {
  await db
    .insertInto('meta')
    .values({ k: key, v: value })
    .onConflict((conflict) => conflict.column('k').doNothing())
    .execute();
}

/** One cheap read that proves the database answers (the readiness check). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await db.selectFrom('meta').select('k').limit(1).execute();
}

/** Stores `value` under `key`, replacing what was there. */
export async function writeMeta(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('meta')
    .values({ k: key, v: value })
    .onConflict((conflict) => conflict.column('k').doUpdateSet({ v: value }))
    .execute();
}
