import type { Kysely, Selectable } from 'kysely';
import type { ContentTable, Database } from './schema';

export type ContentRow = Selectable<ContentTable>;

/** Parses the stored product list. */
export function productsOf(row: Pick<ContentRow, 'prd'>): string[] {
  const value = JSON.parse(row.prd) as unknown;
  return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];
}

interface LocalizedName {
  lang?: unknown;
  n?: unknown;
}

/** The searchable text of a document: localized names in every language, id and external id. */
export function searchBody(doc: Record<string, unknown>): string {
  const parts: string[] = [];
  // Names, not descriptions: names are what operators type into search.
  const names = doc.lon;
  if (Array.isArray(names)) {
    for (const entry of names as LocalizedName[]) if (typeof entry.n === 'string') parts.push(entry.n);
  }
  for (const field of ['id', 'ex_id', 'pkg_id']) {
    const value = doc[field];
    if (typeof value === 'string') parts.push(value);
  }
  return parts.join(' \u2022 ').toLowerCase();
}

async function adjustCount(db: Kysely<Database>, row: ContentRow, prd: string, delta: number): Promise<void> {
  await db
    .insertInto('content_count')
    .values({ prd, cty: row.cty, st: row.st, shadowed: row.shadowed, n: delta })
    .onConflict((oc) =>
      oc.columns(['prd', 'cty', 'st', 'shadowed']).doUpdateSet((eb) => ({ n: eb('content_count.n', '+', delta) })),
    )
    .execute();
}

/**
 * Keeps the derived tables (list index, maintained counts, search text) in step with one
 * version row changing from `before` to `after` (either may be absent). Only current versions
 * are indexed. Runs inside the caller's transaction, so the indexes never disagree with the data.
 */
export async function syncContentIndexes(
  db: Kysely<Database>,
  before: ContentRow | undefined,
  after: ContentRow | undefined,
): Promise<void> {
  if (before && before.cur === 1) {
    const products = productsOf(before);
    await db.deleteFrom('content_listing').where('key', '=', before.key).execute();
    for (const prd of products) await adjustCount(db, before, prd, -1);
    await db.deleteFrom('content_search').where('key', '=', before.key).execute();
  }
  if (after && after.cur === 1) {
    const products = productsOf(after);
    if (products.length > 0) {
      await db
        .insertInto('content_listing')
        .values(
          products.map((prd) => ({
            prd,
            key: after.key,
            id: after.id,
            cty: after.cty,
            st: after.st,
            shadowed: after.shadowed,
            ut: after.ut,
            name: after.name,
          })),
        )
        .execute();
    }
    for (const prd of products) await adjustCount(db, after, prd, 1);
    const doc = JSON.parse(after.doc) as Record<string, unknown>;
    await db
      .insertInto('content_search')
      .values({
        key: after.key,
        id: after.id,
        cty: after.cty,
        st: after.st,
        prd: ` ${products.join(' ')} `,
        shadowed: after.shadowed,
        body: searchBody(doc),
      })
      .execute();
  }
}
