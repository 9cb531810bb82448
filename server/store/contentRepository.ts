import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { versionName } from '../../domain/versions';
import type { Database } from './schema';
import type { DialectName } from './db';
import type { ContentRow } from './contentIndex';
import { BULK_ROWS, chunks, indexNewRows, productsOf, syncContentIndexes } from './contentIndex';
import { batchedByKey } from './batchedReads';
import { isSqlite } from './isSqlite';
import { reusableQuery } from './reusableQuery';
import type { WriteBatch } from './writeBatch';
import { writeOrBatch } from './writeBatch';
import { storableJson } from './storableJson';

export type Doc = Record<string, unknown>;

export interface VersionEntry {
  key: string;
  st: string;
  name: string;
}

/**
 * The stored JSON of a version, sent as is: every write stores the whole document with its
 * system fields (id, key, cty, urn, st, ct, ut, prd), so reads need not parse and re-serialize.
 */
export function rawDocOf(row: Pick<ContentRow, 'doc'>): string {
  return row.doc;
}

/** The document a version row holds, with its system fields filled in from the row. */
export function docOf(row: ContentRow): Doc {
  const doc = JSON.parse(row.doc) as Doc;
  return {
    ...doc,
    id: row.id,
    key: row.key,
    cty: row.cty,
    st: row.st,
    ut: row.ut,
    ct: row.ct,
    prd: productsOf(row),
  };
}

export function urnOf(type: string): string {
  return `urn:resource:catalog:${type}`;
}

/** The English name (else the first one), used for sorting and audit. */
export function displayName(doc: Doc): string {
  const names = Array.isArray(doc.lon) ? (doc.lon as { lang?: unknown; n?: unknown }[]) : [];
  const english = names.find((entry) => entry.lang === 'en' && typeof entry.n === 'string');
  const first = english ?? names.find((entry) => typeof entry.n === 'string');
  return typeof first?.n === 'string' ? first.n : '';
}

/** A revision strictly after the previous one, so two writes in one millisecond still differ. */
export function nextRevision(previous: string | undefined, now: Date): string {
  const at = previous ? Math.max(now.getTime(), Date.parse(previous) + 1) : now.getTime();
  return new Date(at).toISOString();
}

export async function findVersion(
  db: Kysely<Database>,
  key: string,
): Promise<ContentRow | undefined> {
  return db.selectFrom('content').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Reads a version for update: on PostgreSQL the row is locked until the transaction ends. */
export async function findVersionForUpdate(
  trx: Transaction<Database>,
  dialect: DialectName,
  key: string,
): Promise<ContentRow | undefined> {
  let query = trx.selectFrom('content').selectAll().where('key', '=', key);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/*
 * An item's rows are read by id alone and its type is checked here, not in SQL: given `cty = ?`
 * as well, SQLite weighs the type index (content_type_updated) by its samples (sqlite_stat4) for
 * the bound type, and so prepares the statement again on every run before choosing the id index
 * as always (measured on 100,000 items: 37 µs a read instead of 22 µs). An id has one row a
 * version, of one type or (rarely) a few.
 */
const rowsOfId = reusableQuery(
  (db, id: string) =>
    db.selectFrom('content').selectAll().where('id', '=', id).orderBy('vn', 'asc'),
  1,
);

/** The rows of many ids in one statement, each id's oldest first (PostgreSQL). */
const rowsOfIdsTogether = batchedByKey<ContentRow>(
  async (db, ids) =>
    (await sql<ContentRow>`SELECT * FROM content WHERE id = ANY(${ids}) ORDER BY vn`.execute(db))
      .rows,
  (row) => row.id,
);

/**
 * An item's rows, oldest first. On PostgreSQL the reads outside a transaction that arrive
 * together go out as one statement (batchedReads.ts); SQLite runs in the process, with no round
 * trip to save.
 */
function rowsOfItem(db: Kysely<Database>, id: string): Promise<ContentRow[]> {
  return db.isTransaction || isSqlite(db) ? rowsOfId(db, id) : rowsOfIdsTogether(db, id);
}

/** Every version of an item, oldest first (the read behind get by id: compiled once). */
export async function listVersions(
  db: Kysely<Database>,
  type: string,
  id: string,
): Promise<ContentRow[]> {
  return (await rowsOfItem(db, id)).filter((row) => row.cty === type);
}

export function versionEntry(row: Pick<ContentRow, 'key' | 'st' | 'vn'>): VersionEntry {
  return { key: row.key, st: row.st, name: versionName(row.vn, row.st) };
}

/**
 * Inserts a version row and indexes it. Its document is stored readable by every query
 * (storableJson: no U+0000 or lone surrogate, which PostgreSQL's jsonb refuses).
 */
export async function insertVersion(trx: Kysely<Database>, given: ContentRow): Promise<void> {
  const row = { ...given, doc: storableJson(given.doc) };
  await trx.insertInto('content').values(row).execute();
  await syncContentIndexes(trx, undefined, row);
}

/**
 * Inserts many new version rows and indexes them, as insertVersion does each: on PostgreSQL in
 * multi-row INSERTs (seeds and other bulk writers; a row by row load of 100,000 items spends
 * most of its time on round trips).
 */
export async function insertVersions(trx: Kysely<Database>, given: ContentRow[]): Promise<void> {
  const rows = given.map((row) => ({ ...row, doc: storableJson(row.doc) }));
  for (const chunk of chunks(rows, BULK_ROWS))
    await trx.insertInto('content').values(chunk).execute();
  await indexNewRows(trx, rows);
}

/** A version row's columns as its rewrite takes them: the key first, then every other column. */
type RewriteArgs = [
  key: string,
  id: string,
  cty: string,
  st: string,
  vn: number,
  cur: number,
  shadowed: number,
  prd: string,
  name: string,
  ct: string,
  ut: string,
  doc: string,
  changedBy: string,
];

const rewriteArgs = (row: ContentRow): RewriteArgs => [
  row.key,
  row.id,
  row.cty,
  row.st,
  row.vn,
  row.cur,
  row.shadowed,
  row.prd,
  row.name,
  row.ct,
  row.ut,
  row.doc,
  row.changed_by,
];

/** A version row's every column but its key, rewritten by key. */
function rewriteOf(
  db: Kysely<Database>,
  ...[key, id, cty, st, vn, cur, shadowed, prd, name, ct, ut, doc, changedBy]: RewriteArgs
) {
  return db
    .updateTable('content')
    .set({ id, cty, st, vn, cur, shadowed, prd, name, ct, ut, doc, changed_by: changedBy })
    .where('key', '=', key);
}

/** The rewrite, compiled once: every edit runs it. */
const rewriteVersion = reusableQuery(rewriteOf, 13);

/**
 * The same rewrite while the version is as it was read (revision, status, products, shadow flag,
 * current) and no one but `owner` holds a live lock on its item at `now`; it answers the key it
 * rewrote, none when the row was not as read (a guarded write batch, writeBatch.ts).
 */
const rewriteVersionIfUnchanged = reusableQuery(
  (
    db,
    ...args: [
      ...RewriteArgs,
      baseUt: string,
      baseSt: string,
      basePrd: string,
      baseShadowed: number,
      owner: string,
      now: number,
    ]
  ) => {
    const [baseUt, baseSt, basePrd, baseShadowed, owner, now] = args.slice(13) as [
      string,
      string,
      string,
      number,
      string,
      number,
    ];
    const id = args[1];
    return rewriteOf(db, ...(args.slice(0, 13) as RewriteArgs))
      .where('ut', '=', baseUt)
      .where('st', '=', baseSt)
      .where('prd', '=', basePrd)
      .where('shadowed', '=', baseShadowed)
      .where('cur', '=', 1)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('locks')
              .select('locks.id')
              .where('locks.id', '=', id)
              .where('locks.owner', '<>', owner)
              .where('locks.expires_at', '>', now),
          ),
        ),
      )
      .returning('key');
  },
  19,
);

/**
 * Replaces a version row (same key) and re-indexes it; its document stored as insertVersion does.
 * Given a write batch, the row's rewrite and, when the version stays where it is in the lists
 * (same products, status and shadow flag), its list and search rows' refresh join the batch
 * instead of running at once (writeBatch.ts); a version that moves in the lists flushes the
 * batch and is written at once. A guarded batch takes the rewrite that holds only while the
 * version is as its guard read it (and refuses a version that moves in the lists).
 */
export async function replaceVersion(
  trx: Kysely<Database>,
  before: ContentRow,
  given: ContentRow,
  batch?: WriteBatch,
): Promise<void> {
  const after = { ...given, doc: storableJson(given.doc) };
  const guard = batch?.guard;
  if (guard) {
    batch.setGuarded?.(
      rewriteVersionIfUnchanged.compiled(
        trx,
        ...rewriteArgs(after),
        guard.row.ut,
        guard.row.st,
        guard.row.prd,
        guard.row.shadowed,
        guard.owner,
        guard.now,
      ),
    );
    await syncContentIndexes(trx, before, after, batch);
    return;
  }
  const rewrite = rewriteVersion.compiled(trx, ...rewriteArgs(after));
  await writeOrBatch(trx, rewrite, batch);
  await syncContentIndexes(trx, before, after, batch);
}

/**
 * What a write of an item reads first, in its transaction: the version it is based on (by key;
 * undefined when that key is no version of this item) and the item's current versions. On
 * PostgreSQL the base row is read FOR UPDATE, so writes based on one version wait for each other;
 * the current versions are read after that wait, by a statement of their own, so they include a
 * version the write waited for committed (read in the same statement as the lock, they would be
 * read as they were before the wait, and twenty edits of one published version would each open
 * a draft). A SQLite write transaction holds the whole database already, and one read of the
 * item's rows gives both (an update's read is then one statement, not two).
 */
export async function versionsForWrite(
  trx: Transaction<Database>,
  dialect: DialectName,
  type: string,
  id: string,
  key: string,
): Promise<{ base: ContentRow | undefined; current: ContentRow[] }> {
  const isCurrent = (row: ContentRow) => row.cty === type && row.cur === 1;
  if (dialect === 'sqlite') {
    const rows = await rowsOfId(trx, id);
    return { base: rows.find((row) => row.key === key), current: rows.filter(isCurrent) };
  }
  const base = await findVersionForUpdate(trx, dialect, key);
  if (base?.id !== id) return { base: undefined, current: [] };
  return { base, current: await currentVersions(trx, type, id) };
}

/** The current version rows of an item. */
export async function currentVersions(
  db: Kysely<Database>,
  type: string,
  id: string,
): Promise<ContentRow[]> {
  // By id alone, as listVersions reads (the type in SQL has SQLite prepare it on every run).
  return (await rowsOfItem(db, id)).filter((row) => row.cty === type && row.cur === 1);
}

export async function maxVersionNumber(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .selectFrom('content')
    .select((eb) => eb.fn.max('vn').as('vn'))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(row?.vn ?? 0);
}

/** Whether any version of an item with this id exists, of any type. */
export async function itemExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('content').select('key').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Where an item stands: its type and the products of its current versions (ids are unique across types). */
export interface ItemPlacement {
  cty: string;
  products: string[];
}

/** The type and products of an item by id, or undefined when no current version exists. */
export async function itemPlacement(
  db: Kysely<Database>,
  id: string,
): Promise<ItemPlacement | undefined> {
  const rows = await db
    .selectFrom('content')
    .select(['cty', 'prd'])
    .where('id', '=', id)
    .where('cur', '=', 1)
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return { cty: first.cty, products: [...new Set(rows.flatMap((row) => productsOf(row)))] };
}

/** Rows for many keys at once (GET /content?keys=). */
export async function findByKeys(db: Kysely<Database>, keys: string[]): Promise<ContentRow[]> {
  if (keys.length === 0) return [];
  return db.selectFrom('content').selectAll().where('key', 'in', keys).execute();
}

/**
 * A scalar field of the stored document as TEXT, the same on both dialects: strings as they
 * are, numbers in JSON form ('5400'), booleans 'true'/'false'.
 */
export function docField(dialect: DialectName, field: string) {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`Unsafe field name '${field}'`);
  if (dialect === 'postgres') return sql<string>`(content.doc::jsonb ->> ${sql.lit(field)})`;
  const path = sql.lit(`$.${field}`);
  // json_extract turns JSON booleans into 1/0: name them the way PostgreSQL's ->> does.
  return sql<string>`(CASE json_type(content.doc, ${path}) WHEN 'true' THEN 'true' WHEN 'false' THEN 'false'
    ELSE CAST(json_extract(content.doc, ${path}) AS TEXT) END)`;
}
