import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isDraftLike } from '../../domain/statuses';
import type { Database } from './schema';
import { likePattern } from './likePattern';
import type { DialectName } from './db';
import type { ContentRow } from './contentIndex';
import { docField } from './contentRepository';
import type { SearchAnswers } from './searchCountCache';
import { fieldsHoldTerm, type SearchAcrossField } from './searchFields';

/** A row of a left join: each column may be null. */
type Nullable<T> = { [K in keyof T]: T[K] | null };

export type SortField = 'ut' | 'ct' | 'name';

export interface FieldFilter {
  field: string;
  /** Compared as text (see docField). */
  value: string;
  /** Equality, or a bound for dates and numbers (`<field>_gte`, `<field>_lte`). */
  op: '=' | '>=' | '<=';
}

export interface ListQuery {
  product: string;
  type: string;
  statuses: string[];
  pageSize: number;
  pageNumber: number;
  sortBy: SortField;
  sortOrder: 'asc' | 'desc';
  filters: FieldFilter[];
  /** Search term (>= 3 characters): names in every language, ids. */
  q?: string | undefined;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Merged status lists show an item once: a published version with a draft beside it is hidden. */
export function hidesShadowed(statuses: string[]): boolean {
  return statuses.includes('published') && statuses.some(isDraftLike);
}

/**
 * One page of current versions of a type in a product, with the total. Without field filters
 * the page comes from the list index and the total from the maintained counts; with filters
 * both come from the documents themselves. `columns: 'doc'` asks for the stored documents only
 * (what the list API sends; each row then has its key and document, and on PostgreSQL no other
 * column is read: 25 rows of thirteen columns cost the service a quarter of a list request).
 */
export async function listContent(
  db: Kysely<Database>,
  dialect: DialectName,
  query: ListQuery,
): Promise<Page<ContentRow>>;
export async function listContent(
  db: Kysely<Database>,
  dialect: DialectName,
  query: ListQuery,
  columns: 'doc',
): Promise<Page<Pick<ContentRow, 'key' | 'doc'>>>;
export async function listContent(
  db: Kysely<Database>,
  dialect: DialectName,
  query: ListQuery,
  columns: 'all' | 'doc' = 'all',
): Promise<Page<Pick<ContentRow, 'key' | 'doc'>>> {
  const offset = (query.pageNumber - 1) * query.pageSize;
  const hideShadowed = hidesShadowed(query.statuses);
  if (query.filters.length === 0 && !query.q) {
    let keysQuery = db
      .selectFrom('content_listing')
      .select('key')
      .where('prd', '=', query.product)
      .where('cty', '=', query.type)
      .where('st', 'in', query.statuses);
    if (hideShadowed) keysQuery = keysQuery.where('shadowed', '=', 0);
    const sortColumn = query.sortBy === 'name' ? 'name' : 'ut';
    const pageKeys = keysQuery
      .orderBy(sortColumn, query.sortOrder)
      .orderBy('key', query.sortOrder)
      .limit(query.pageSize)
      .offset(offset);
    let countQuery = db
      .selectFrom('content_count')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), sql<number>`0`).as('total'))
      .where('prd', '=', query.product)
      .where('cty', '=', query.type)
      .where('st', 'in', query.statuses);
    if (hideShadowed) countQuery = countQuery.where('shadowed', '=', 0);
    if (dialect === 'postgres') {
      // One statement, one round trip: the total, the page's keys from the list index beside it
      // (a lateral join, so a page past the end still has its total) and their rows.
      const joined = db
        .selectFrom(countQuery.as('t'))
        .leftJoinLateral(pageKeys.select(sortColumn).as('k'), (join) => join.onTrue())
        .leftJoin('content', 'content.key', 'k.key')
        .select('t.total')
        .orderBy(`k.${sortColumn}`, query.sortOrder)
        .orderBy('k.key', query.sortOrder);
      const found: ({ total: number } & Nullable<Pick<ContentRow, 'key' | 'doc'>>)[] =
        columns === 'doc'
          ? await joined.select(['content.key', 'content.doc']).execute()
          : await joined.selectAll('content').execute();
      return {
        rows: found
          .filter((row): row is typeof row & Pick<ContentRow, 'key' | 'doc'> => row.key !== null)
          .map(({ total: _total, ...row }) => row),
        total: Number(found[0]?.total ?? 0),
      };
    }
    const keys = await pageKeys.execute();
    const [count, rows] = await Promise.all([countQuery.executeTakeFirst(), rowsOf(db, keys)]);
    return { rows, total: Number(count?.total ?? 0) };
  }

  let base = db
    .selectFrom('content')
    .innerJoin('content_listing', 'content_listing.key', 'content.key')
    .where('content_listing.prd', '=', query.product)
    .where('content.cty', '=', query.type)
    .where('content.cur', '=', 1)
    .where('content.st', 'in', query.statuses);
  if (hideShadowed) base = base.where('content.shadowed', '=', 0);
  for (const filter of query.filters) {
    base = base.where(docField(dialect, filter.field), filter.op, filter.value);
  }
  if (query.q) {
    const term = query.q.trim().toLowerCase();
    const matches =
      dialect === 'sqlite'
        ? sql<boolean>`content.key IN (SELECT key FROM content_search WHERE content_search MATCH ${ftsPhrase(term)})`
        : // OFFSET 0 keeps the matches a subquery of their own, read from the trigram index:
          // flattened, the planner walks the list's sort index testing LIKE on every row.
          sql<boolean>`content.key IN (SELECT key FROM content_search WHERE body LIKE ${likePattern(term)} OFFSET 0)`;
    base = base.where(matches);
  }
  const sortColumn =
    query.sortBy === 'name' ? 'content.name' : query.sortBy === 'ct' ? 'content.ct' : 'content.ut';
  const countAll = async () =>
    Number(
      (await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst())?.total ??
        0,
    );
  if (dialect === 'postgres') {
    // The page's keys come with the total (a window count over the same matches), so the
    // matches are found once; the rows are read by key after, so the window holds keys, not
    // whole documents. Only a page past the end asks for the count alone.
    const keys = await base
      .select(['content.key', sql<number>`count(*) OVER ()`.as('total')])
      .orderBy(sortColumn, query.sortOrder)
      .orderBy('content.key', query.sortOrder)
      .limit(query.pageSize)
      .offset(offset)
      .execute();
    const first = keys[0];
    if (!first) return { rows: [], total: offset === 0 ? 0 : await countAll() };
    return { rows: await rowsOf(db, keys), total: Number(first.total) };
  }
  const [rows, total] = await Promise.all([
    base
      .selectAll('content')
      .orderBy(sortColumn, query.sortOrder)
      .orderBy('content.key', query.sortOrder)
      .limit(query.pageSize)
      .offset(offset)
      .execute(),
    countAll(),
  ]);
  return { rows, total };
}

/** The content rows of a page's keys, in the keys' order (read by key, one statement). */
async function rowsOf(
  db: Kysely<Database>,
  keys: readonly { key: string }[],
): Promise<ContentRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('content')
    .selectAll()
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.map((k) => byKey.get(k.key)).filter((row): row is ContentRow => row !== undefined);
}

/** Counts current versions of a type in a product over the given statuses (maintained counts). */
export async function countContent(
  db: Kysely<Database>,
  product: string,
  type: string,
  statuses: string[],
): Promise<number> {
  let query = db
    .selectFrom('content_count')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), sql<number>`0`).as('total'))
    .where('prd', '=', product)
    .where('cty', '=', type)
    .where('st', 'in', statuses);
  if (hidesShadowed(statuses)) query = query.where('shadowed', '=', 0);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

export interface SearchQuery {
  product: string;
  term: string;
  types: string[] | undefined;
  /** With `types` undefined: item types that are no catalogue type (policies), never matched. */
  excludeTypes?: string[] | undefined;
  statuses: string[];
  pageSize: number;
  pageNumber: number;
  /** The fields the term must be found in ('Search Across'); undefined or empty for all. */
  fields?: readonly SearchAcrossField[] | undefined;
}

export interface SearchHitRow {
  key: string;
  id: string;
  cty: string;
  st: string;
}

/** How many of a search's first hits are kept with its total (4 pages of 25). */
const FIRST_HITS_KEPT = 100;

/** FTS5 query for a literal substring: one quoted phrase, inner quotes doubled. */
function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/**
 * Global search over the current versions' names in every language and their ids: substring
 * matching (SQLite FTS5 trigram index; PostgreSQL trigram GIN index), scoped to a product,
 * optionally to types, statuses and the fields the term must be found in (the index's
 * candidates whose chosen fields hold the term); returns a page of hits and the total.
 */
export async function searchContent(
  db: Kysely<Database>,
  dialect: DialectName,
  query: SearchQuery,
  counts?: SearchAnswers,
): Promise<Page<SearchHitRow>> {
  const term = query.term.trim().toLowerCase();
  const offset = (query.pageNumber - 1) * query.pageSize;
  const productToken = ` ${query.product} `;
  const countKey = JSON.stringify([
    dialect,
    query.product,
    term,
    [...(query.types ?? [])].sort(),
    [...(query.excludeTypes ?? [])].sort(),
    [...query.statuses].sort(),
    [...(query.fields ?? [])].sort(),
  ]);
  const fields = query.fields && query.fields.length > 0 ? query.fields : undefined;
  const total = (count: () => Promise<{ total: number } | undefined>) => {
    const compute = async () => Number((await count())?.total ?? 0);
    return counts ? counts.total(countKey, compute) : compute();
  };
  // The first hits are kept with the total: paging through them, or coming back to the term,
  // asks nothing more of the database until content changes (the same generation rule).
  const keepingFirstHits = async (
    pageOf: (limit: number, from: number) => Promise<Page<SearchHitRow>>,
  ): Promise<Page<SearchHitRow>> => {
    if (!counts?.enabled || offset + query.pageSize > FIRST_HITS_KEPT)
      return pageOf(query.pageSize, offset);
    const first = await counts.remember(`hits:${countKey}`, () => pageOf(FIRST_HITS_KEPT, 0));
    return { rows: first.rows.slice(offset, offset + query.pageSize), total: first.total };
  };
  if (dialect === 'sqlite') {
    // The FTS match gives rowids; the filters come from the narrow search_meta table, and
    // pages follow rowid order (the FTS index's own), so a page stops after its rows.
    let base = db
      .selectFrom('content_search')
      .innerJoin('search_meta', (join) =>
        join.on(sql<boolean>`search_meta.rid = content_search.rowid`),
      )
      .where(sql<boolean>`content_search MATCH ${ftsPhrase(term)}`)
      .where(sql<boolean>`instr(search_meta.prd, ${productToken}) > 0`)
      .where('search_meta.st', 'in', query.statuses);
    if (query.types && query.types.length > 0)
      base = base.where('search_meta.cty', 'in', query.types);
    else if (query.excludeTypes && query.excludeTypes.length > 0)
      base = base.where('search_meta.cty', 'not in', query.excludeTypes);
    if (hidesShadowed(query.statuses)) base = base.where('search_meta.shadowed', '=', 0);
    if (fields)
      base = base.where(
        fieldsHoldTerm(dialect, fields, term, {
          id: sql`content_search.id`,
          ref: sql`search_meta.rid`,
        }),
      );
    return keepingFirstHits(async (limit, from) => {
      const [rows, count] = await Promise.all([
        base
          .select(['content_search.key', 'content_search.id', 'search_meta.cty', 'search_meta.st'])
          .orderBy(sql`content_search.rowid`)
          .limit(limit)
          .offset(from)
          .execute(),
        total(() => base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst()),
      ]);
      return { rows, total: count };
    });
  }
  let base = db
    .selectFrom('content_search')
    .where(sql<boolean>`body LIKE ${likePattern(term)}`)
    .where(sql<boolean>`strpos(prd, ${productToken}) > 0`)
    .where('st', 'in', query.statuses);
  if (query.types && query.types.length > 0) base = base.where('cty', 'in', query.types);
  else if (query.excludeTypes && query.excludeTypes.length > 0)
    base = base.where('cty', 'not in', query.excludeTypes);
  if (hidesShadowed(query.statuses)) base = base.where('shadowed', '=', 0);
  if (fields)
    base = base.where(
      fieldsHoldTerm(dialect, fields, term, {
        id: sql`content_search.id`,
        ref: sql`content_search.key`,
      }),
    );
  // The matches come from the trigram index first (a materialized CTE), and the page and the
  // total are both cut from them in one statement: left to itself the planner walks the key index
  // and tests LIKE on every row until it has a page (measured on 100,000 items: 26 ms instead of
  // 6 ms for a term with 3,000 matches), and a separate count would scan the matches again.
  const hits = base.select(['key', 'id', 'cty', 'st']);
  const pageOf = async (limit: number, from: number): Promise<Page<SearchHitRow>> => {
    const found = await db
      .with(
        (cte) => cte('hits').materialized(),
        () => hits,
      )
      .selectFrom((qb) =>
        qb
          .selectFrom('hits')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .as('t'),
      )
      .leftJoinLateral(
        (qb) => qb.selectFrom('hits').selectAll().orderBy('key').limit(limit).offset(from).as('p'),
        (join) => join.onTrue(),
      )
      .select(['t.total', 'p.key', 'p.id', 'p.cty', 'p.st'])
      .execute();
    const rows: SearchHitRow[] = [];
    for (const row of found)
      if (row.key !== null && row.id !== null && row.cty !== null && row.st !== null)
        rows.push({ key: row.key, id: row.id, cty: row.cty, st: row.st });
    return { rows, total: Number(found[0]?.total ?? 0) };
  };
  return keepingFirstHits(pageOf);
}

export interface HitDetails {
  lon: unknown;
  chty: unknown;
  prt_ic: unknown;
}

/**
 * The few document fields a search hit shows (names, channel subtype, parent flag) for a page
 * of keys. Given the search cache, each key's fields are kept under its generation rule (any
 * committed content change drops them), and only the keys not kept are read.
 */
export function hitDetails(
  db: Kysely<Database>,
  dialect: DialectName,
  keys: string[],
  cache?: SearchAnswers,
): Promise<Map<string, HitDetails>> {
  if (keys.length === 0) return Promise.resolve(new Map<string, HitDetails>());
  const read = (missing: readonly string[]) => readHitDetails(db, dialect, [...missing]);
  return cache ? cache.rememberEach('hit', keys, read) : read(keys);
}

/**
 * The fields of `hitDetails`, read. SQLite reads them from the stored JSON without parsing whole
 * documents; PostgreSQL sends the documents and they are parsed here: its `doc::jsonb -> 'lon'`
 * parses each whole document once a field, on the database's CPU (measured, a page of 25 on
 * 100,000 items: 0.57 ms a statement with the three fields, 0.12 ms with the documents), and its
 * `doc::json ->` served fewer searches a second than parsing here.
 */
async function readHitDetails(
  db: Kysely<Database>,
  dialect: DialectName,
  keys: string[],
): Promise<Map<string, HitDetails>> {
  if (keys.length === 0) return new Map();
  if (dialect === 'postgres') {
    const docs = await db
      .selectFrom('content')
      .select(['key', 'doc'])
      .where('key', 'in', keys)
      .execute();
    return new Map(
      docs.map((row) => {
        const doc = JSON.parse(row.doc) as Record<string, unknown>;
        return [row.key, { lon: doc.lon, chty: doc.chty, prt_ic: doc.prt_ic }];
      }),
    );
  }
  // Each field as JSON text (strings quoted).
  const field = (name: string) => sql<string | null>`(content.doc -> ${sql.lit(`$.${name}`)})`;
  const rows = await db
    .selectFrom('content')
    .select(['key', field('lon').as('lon'), field('chty').as('chty'), field('prt_ic').as('prt_ic')])
    .where('key', 'in', keys)
    .execute();
  const parse = (text: string | null): unknown => (text === null ? undefined : JSON.parse(text));
  return new Map(
    rows.map((row) => [
      row.key,
      { lon: parse(row.lon), chty: parse(row.chty), prt_ic: parse(row.prt_ic) },
    ]),
  );
}
