import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ContentRow } from './contentIndex';
import type { Page } from './contentQueries';
import { docField } from './contentRepository';
import type { DialectName } from './db';
import type { Database } from './schema';

/** Fields filtered on their own columns; any other field is read from the stored document. */
const COLUMN_FIELDS = new Set(['cty', 'st', 'id', 'key']);

export interface LookupQuery {
  product: string;
  /** The types the caller may view (none: nothing matches). */
  types: string[];
  /** Every filter must match; a filter matches when the field holds one of its values. */
  filters: { field: string; values: string[] }[];
  /** Leave out published versions shadowed by a draft (merged lists show the item once). */
  hideShadowed: boolean;
  pageNumber: number;
  pageSize: number;
}

/** One page of current versions matching every filter (POST /content/lookup), newest first, with the total. */
export async function lookupContent(
  db: Kysely<Database>,
  dialect: DialectName,
  lookup: LookupQuery,
): Promise<Page<ContentRow>> {
  let query = db
    .selectFrom('content')
    .innerJoin('content_listing', 'content_listing.key', 'content.key')
    .where('content_listing.prd', '=', lookup.product)
    .where('content.cur', '=', 1)
    .where('content.cty', 'in', lookup.types.length ? lookup.types : ['-']);
  if (lookup.hideShadowed) query = query.where('content.shadowed', '=', 0);
  for (const filter of lookup.filters) {
    if (filter.values.length === 0) continue;
    query = COLUMN_FIELDS.has(filter.field)
      ? query.where(sql.ref(`content.${filter.field}`), 'in', filter.values)
      : query.where(docField(dialect, filter.field), 'in', filter.values);
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('content')
      .orderBy('content.ut', 'desc')
      .limit(lookup.pageSize)
      .offset((lookup.pageNumber - 1) * lookup.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
