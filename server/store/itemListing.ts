import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { ContentRow } from './contentIndex';
import { hidesShadowed } from './contentQueries';
import type { Page } from './contentQueries';
import { docField } from './contentRepository';
import type { DialectName } from './db';
import { likePattern } from './likePattern';
import type { Database } from './schema';

/** A page of a built-in item type's current versions (policies, app configurations). */
export interface ItemListQuery {
  type: string;
  product: string;
  statuses: string[];
  /** Text found in the item's name (`n`), any letter case. */
  q?: string | undefined;
  /** Top-level document fields that must equal the given text (an app config's `app`, `type`). */
  equals?: Readonly<Record<string, string | undefined>>;
  /**
   * Top-level list fields (of plain words) that must hold the given word, or be absent or empty
   * (an ad tag's `dev`: no devices named means every device).
   */
  holdsOrAll?: Readonly<Record<string, string | undefined>>;
  pageNumber: number;
  pageSize: number;
}

/**
 * One page of the current versions of a built-in item type in a product, newest change first,
 * with the total: the list of policies and of app configurations. A published version shadowed
 * by a draft is left out when both statuses are asked for, as in catalogue lists.
 */
export async function listCurrentItems(
  db: Kysely<Database>,
  dialect: DialectName,
  query: ItemListQuery,
): Promise<Page<ContentRow>> {
  let base = db
    .selectFrom('content')
    .innerJoin('content_listing', 'content_listing.key', 'content.key')
    .where('content_listing.prd', '=', query.product)
    .where('content.cty', '=', query.type)
    .where('content.cur', '=', 1)
    .where('content.st', 'in', query.statuses);
  if (hidesShadowed(query.statuses)) base = base.where('content.shadowed', '=', 0);
  if (query.q) {
    const pattern = likePattern(query.q.toLowerCase());
    base = base.where(
      sql<boolean>`lower(coalesce(${docField(dialect, 'n')}, '')) LIKE ${pattern} ESCAPE '\\'`,
    );
  }
  for (const [field, value] of Object.entries(query.equals ?? {})) {
    if (value !== undefined)
      base = base.where(sql<boolean>`${docField(dialect, field)} = ${value}`);
  }
  for (const [field, value] of Object.entries(query.holdsOrAll ?? {})) {
    if (value === undefined) continue;
    const list = sql<string>`coalesce(${docField(dialect, field)}, '[]')`;
    base = base.where(
      sql<boolean>`(${list} LIKE ${likePattern(JSON.stringify(value))} ESCAPE '\\' OR ${list} = '[]')`,
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll('content')
      .orderBy('content.ut', 'desc')
      .orderBy('content.key', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
