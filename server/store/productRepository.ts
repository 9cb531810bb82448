import type { Kysely, Selectable } from 'kysely';
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

/** Whether the database holds any product yet (an empty one is seeded on first start). */
export async function hasAnyProduct(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function insertProduct(db: Kysely<Database>, row: ProductRow): Promise<void> {
  await db.insertInto('products').values(row).execute();
}
