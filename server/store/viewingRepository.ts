import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { instantOf } from '../../domain/storefront/railQuery';
import type { RailQuery, RailQueryField, RailQuerySort } from '../../domain/storefront/railQuery';
import type { ViewingRecord } from '../../domain/storefront/rails';
import type { ContentRow } from './contentIndex';
import { docField } from './contentRepository';
import type { DialectName } from './db';
import type { Database } from './schema';

/** One viewing record of a viewer in a product, as stored. */
export interface ViewingEntry extends ViewingRecord {
  product: string;
  viewer: string;
}

/** Writes (or replaces) a viewer's record of a title. */
export async function upsertViewing(db: Kysely<Database>, entry: ViewingEntry): Promise<void> {
  const row = {
    prd: entry.product,
    viewer: entry.viewer,
    item_id: entry.itemId,
    position: entry.position,
    duration: entry.duration,
    favourite: entry.favourite ? 1 : 0,
    completed: entry.completed ? 1 : 0,
    last_watched: entry.lastWatched,
  };
  await db
    .insertInto('viewing')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['prd', 'viewer', 'item_id']).doUpdateSet({
        position: row.position,
        duration: row.duration,
        favourite: row.favourite,
        completed: row.completed,
        last_watched: row.last_watched,
      }),
    )
    .execute();
}

/** A viewer's records in a product, latest watched first (at most `limit`). */
export async function viewingOf(
  db: Kysely<Database>,
  product: string,
  viewer: string,
  limit = 500,
): Promise<ViewingRecord[]> {
  const rows = await db
    .selectFrom('viewing')
    .selectAll()
    .where('prd', '=', product)
    .where('viewer', '=', viewer)
    .orderBy('last_watched', 'desc')
    .orderBy('item_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    itemId: row.item_id,
    position: Number(row.position),
    duration: Number(row.duration),
    favourite: Number(row.favourite) === 1,
    completed: Number(row.completed) === 1,
    lastWatched: row.last_watched,
  }));
}

/*
 * What a viewer's rails read of the catalogue (server/content/railContent.ts) and what storefront
 * writes check (server/routes/storefront.ts).
 */

/** The current published versions of these ids (any type, any product: the caller filters). */
export async function publishedVersionsOf(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<ContentRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('content')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('cur', '=', 1)
    .where('st', '=', 'published')
    .execute();
}

/** The current versions of these ids, of one type or any (the caller filters products). */
export async function currentVersionsOf(
  db: Kysely<Database>,
  ids: readonly string[],
  type?: string,
): Promise<ContentRow[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('content')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .where('cur', '=', 1);
  if (type !== undefined) query = query.where('cty', '=', type);
  return query.execute();
}

const DOC_FIELD: Record<'starts' | 'ends', string> = { starts: 'lws', ends: 'lwe' };

/** A rail query's field as a SQL expression (text; dates in ISO 8601). */
function fieldExpression(dialect: DialectName, field: RailQueryField | RailQuerySort) {
  switch (field) {
    case 'added':
      return sql<string>`content.ct`;
    case 'updated':
      return sql<string>`content.ut`;
    case 'name':
      return sql<string>`content.name`;
    case 'starts':
    case 'ends':
      return docField(dialect, DOC_FIELD[field]);
  }
}

/**
 * The current published versions a rail query (domain/storefront/railQuery) finds in a product,
 * in its order, at most `limit`: relative dates and the window count from `at`.
 */
export async function railQueryRows(
  db: Kysely<Database>,
  dialect: DialectName,
  options: {
    product: string;
    query: RailQuery;
    at: string;
    limit: number;
    offset?: number;
    /**
     * false: the window is left to the caller (reading each document's dates in SQL is slow on
     * PostgreSQL); then the query must bound and sort by columns only (added, updated, name).
     */
    windowInSql?: boolean;
  },
): Promise<ContentRow[]> {
  const { query, at } = options;
  let select = db
    .selectFrom('content')
    .innerJoin('content_listing', 'content_listing.key', 'content.key')
    .where('content_listing.prd', '=', options.product)
    .where('content.cur', '=', 1)
    .where('content.st', '=', 'published')
    .where('content.cty', 'in', query.types.length > 0 ? query.types : ['-'])
    // A title added after the moment read was not there yet (a preview of an earlier day).
    .where(sql<boolean>`content.ct <= ${at}`);
  for (const bound of query.bounds) {
    const value = instantOf(bound.at, at);
    select = select.where(
      sql<boolean>`${fieldExpression(dialect, bound.field)} ${sql.raw(bound.op)} ${value}`,
    );
  }
  const starts = docField(dialect, 'lws');
  const ends = docField(dialect, 'lwe');
  const switchedOff = sql<boolean>`coalesce(${docField(dialect, 'vce')}, 'true') = 'false'`;
  if (options.windowInSql === false) {
    // The caller judges each title's window.
  } else if (query.window === 'open') {
    select = select
      .where(sql<boolean>`(${starts} IS NULL OR ${starts} <= ${at})`)
      .where(sql<boolean>`(${ends} IS NULL OR ${ends} > ${at})`)
      .where(sql<boolean>`NOT ${switchedOff}`);
  } else if (query.window === 'upcoming') {
    select = select.where(sql<boolean>`${starts} > ${at}`).where(sql<boolean>`NOT ${switchedOff}`);
  }
  const direction = query.sort.descending ? sql.raw('DESC') : sql.raw('ASC');
  return select
    .selectAll('content')
    .orderBy(sql`${fieldExpression(dialect, query.sort.field)} ${direction}`)
    .orderBy('content.id', 'asc')
    .limit(options.limit)
    .offset(options.offset ?? 0)
    .execute();
}
