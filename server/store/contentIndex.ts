import { sql } from 'kysely';
import type { CompiledQuery, Kysely, Selectable } from 'kysely';
import type { ContentTable, Database } from './schema';
import { isSqlite } from './isSqlite';
import { reusableQuery } from './reusableQuery';
import type { WriteBatch } from './writeBatch';
import { writeOrBatch } from './writeBatch';

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
    for (const entry of names as LocalizedName[])
      if (typeof entry.n === 'string') parts.push(entry.n);
  }
  for (const field of ['id', 'ex_id', 'pkg_id']) {
    const value = doc[field];
    if (typeof value === 'string') parts.push(value);
  }
  return parts.join(' \u2022 ').toLowerCase();
}

async function adjustCount(
  db: Kysely<Database>,
  row: ContentRow,
  prd: string,
  delta: number,
): Promise<void> {
  await db
    .insertInto('content_count')
    .values({ prd, cty: row.cty, st: row.st, shadowed: row.shadowed, n: delta })
    .onConflict((oc) =>
      oc
        .columns(['prd', 'cty', 'st', 'shadowed'])
        .doUpdateSet((eb) => ({ n: eb('content_count.n', '+', delta) })),
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
  batch?: WriteBatch,
): Promise<void> {
  if (before?.cur === 1 && after?.cur === 1 && sameIndexShape(before, after)) {
    await refreshInPlace(db, before, after, batch);
    return;
  }
  // Counts and list rows change: what the batch holds goes first, in order.
  if (batch?.guard) throw new Error('A guarded write batch holds writes in place only');
  await batch?.flush();
  if (before && before.cur === 1) await unindex(db, before);
  if (after && after.cur === 1) await index(db, after);
}

/** Same products, status and shadow flag: counts stay; list and search rows change in place. */
function sameIndexShape(before: ContentRow, after: ContentRow): boolean {
  return (
    before.key === after.key &&
    before.prd === after.prd &&
    before.st === after.st &&
    before.shadowed === after.shadowed
  );
}

/** A list row's revision and name, by its primary key (compiled once: every edit runs it). */
const relistVersion = reusableQuery(
  (db, ut: string, name: string, prd: string, key: string) =>
    db
      .updateTable('content_listing')
      .set({ ut, name })
      .where('prd', '=', prd)
      .where('key', '=', key),
  4,
);

async function refreshInPlace(
  db: Kysely<Database>,
  before: ContentRow,
  after: ContentRow,
  batch: WriteBatch | undefined,
): Promise<void> {
  const writes: CompiledQuery[] = [];
  const products = productsOf(after);
  if (before.ut !== after.ut || before.name !== after.name) {
    // By its primary key (prd, key), a product at a time: one compiled statement.
    for (const prd of products)
      writes.push(relistVersion.compiled(db, after.ut, after.name, prd, after.key));
  }
  const body = searchBody(JSON.parse(after.doc) as Record<string, unknown>);
  if (body !== searchBody(JSON.parse(before.doc) as Record<string, unknown>)) {
    writes.push(
      isSqlite(db)
        ? sql`UPDATE content_search SET body = ${body} WHERE rowid = (SELECT rowid FROM content WHERE key = ${after.key})`.compile(
            db,
          )
        : db.updateTable('content_search').set({ body }).where('key', '=', after.key).compile(),
    );
  }
  for (const write of writes) await writeOrBatch(db, write, batch);
}

async function unindex(db: Kysely<Database>, before: ContentRow): Promise<void> {
  const products = productsOf(before);
  if (products.length > 0) {
    // Addressed by the primary key (prd, key).
    await db
      .deleteFrom('content_listing')
      .where('prd', 'in', products)
      .where('key', '=', before.key)
      .execute();
  }
  for (const prd of products) await adjustCount(db, before, prd, -1);
  if (isSqlite(db)) {
    // FTS5 columns are not indexed: address the search row by the content row's rowid.
    await sql`DELETE FROM content_search WHERE rowid = (SELECT rowid FROM content WHERE key = ${before.key})`.execute(
      db,
    );
    await sql`DELETE FROM search_meta WHERE rid = (SELECT rowid FROM content WHERE key = ${before.key})`.execute(
      db,
    );
  } else {
    await db.deleteFrom('content_search').where('key', '=', before.key).execute();
  }
}

async function index(db: Kysely<Database>, after: ContentRow): Promise<void> {
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
  const values = {
    key: after.key,
    id: after.id,
    cty: after.cty,
    st: after.st,
    prd: ` ${products.join(' ')} `,
    shadowed: after.shadowed,
    body: searchBody(doc),
  };
  if (isSqlite(db)) {
    await sql`INSERT INTO content_search (rowid, key, id, cty, st, prd, shadowed, body)
      VALUES ((SELECT rowid FROM content WHERE key = ${values.key}), ${values.key}, ${values.id}, ${values.cty},
        ${values.st}, ${values.prd}, ${values.shadowed}, ${values.body})`.execute(db);
    await sql`INSERT INTO search_meta (rid, prd, cty, st, shadowed)
      VALUES ((SELECT rowid FROM content WHERE key = ${values.key}), ${values.prd}, ${values.cty}, ${values.st}, ${values.shadowed})`.execute(
      db,
    );
  } else {
    await db.insertInto('content_search').values(values).execute();
  }
}

/**
 * Indexes many new current version rows at once, as `syncContentIndexes(db, undefined, row)` does
 * one by one: on PostgreSQL in multi-row INSERTs and one count change per (product, type, status,
 * shadow flag) instead of a round trip per row and table; on SQLite (in process, where a statement
 * costs little) row by row, in the same order, so the search index's row order stays the same.
 */
export async function indexNewRows(db: Kysely<Database>, rows: ContentRow[]): Promise<void> {
  const current = rows.filter((row) => row.cur === 1);
  if (isSqlite(db)) {
    for (const row of current) await index(db, row);
    return;
  }
  const listing = current.flatMap((row) =>
    productsOf(row).map((prd) => ({
      prd,
      key: row.key,
      id: row.id,
      cty: row.cty,
      st: row.st,
      shadowed: row.shadowed,
      ut: row.ut,
      name: row.name,
    })),
  );
  for (const chunk of chunks(listing, BULK_ROWS))
    await db.insertInto('content_listing').values(chunk).execute();
  const counts = new Map<
    string,
    { prd: string; cty: string; st: string; shadowed: number; n: number }
  >();
  for (const row of listing) {
    const id = JSON.stringify([row.prd, row.cty, row.st, row.shadowed]);
    const entry = counts.get(id);
    if (entry) entry.n += 1;
    else counts.set(id, { prd: row.prd, cty: row.cty, st: row.st, shadowed: row.shadowed, n: 1 });
  }
  if (counts.size > 0)
    await db
      .insertInto('content_count')
      .values([...counts.values()])
      .onConflict((oc) =>
        oc
          .columns(['prd', 'cty', 'st', 'shadowed'])
          .doUpdateSet((eb) => ({ n: eb('content_count.n', '+', eb.ref('excluded.n')) })),
      )
      .execute();
  const search = current.map((row) => ({
    key: row.key,
    id: row.id,
    cty: row.cty,
    st: row.st,
    prd: ` ${productsOf(row).join(' ')} `,
    shadowed: row.shadowed,
    body: searchBody(JSON.parse(row.doc) as Record<string, unknown>),
  }));
  for (const chunk of chunks(search, BULK_ROWS))
    await db.insertInto('content_search').values(chunk).execute();
}

/** Rows per multi-row INSERT (PostgreSQL takes at most 65,535 parameters a statement). */
export const BULK_ROWS = 1000;

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}
