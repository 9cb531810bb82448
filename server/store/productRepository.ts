import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DialectName } from './db';
import type { Database, ProductTable } from './schema';

export type ProductRow = Selectable<ProductTable>;

/** Every product, by name. */
export async function listProducts(db: Kysely<Database>): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().orderBy('n').execute();
}

/** Whether a product with this id exists. */
export async function productExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** PostgreSQL advisory lock key of the first-start seed (a constant the service uses once). */
const SEED_LOCK_KEY = 4_829_106_311;

/**
 * Holds the first-start seed's lock until the end of the transaction `trx`: on PostgreSQL a
 * transaction-level advisory lock (other instances wait in this call); SQLite's transactions
 * already begin with the database's write lock (BEGIN IMMEDIATE).
 */
export async function lockFirstStartSeed(
  trx: Transaction<Database>,
  dialect: DialectName,
): Promise<void> {
  if (dialect === 'postgres')
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
}

/** Whether the database holds any product yet (an empty one is seeded on first start). */
export async function hasAnyProduct(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function insertProduct(db: Kysely<Database>, row: ProductRow): Promise<void> {
  await db.insertInto('products').values(row).execute();
}
