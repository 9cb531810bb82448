import type { Kysely } from 'kysely';
import type { ContentRow } from './contentIndex';
import type { Database } from './schema';

/** Ids per query: well under both databases' limits on bound parameters. */
const CHUNK = 500;

/**
 * The current version rows (draft and published) of many items at once, of one type or of any
 * (`type` undefined): a schedule week, a guide's channels x days, an airing list's programs.
 */
export async function currentRowsOf(
  db: Kysely<Database>,
  ids: readonly string[],
  type?: string,
): Promise<ContentRow[]> {
  const unique = [...new Set(ids)];
  const rows: ContentRow[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) {
    let query = db
      .selectFrom('content')
      .selectAll()
      .where('id', 'in', unique.slice(i, i + CHUNK))
      .where('cur', '=', 1);
    if (type !== undefined) query = query.where('cty', '=', type);
    rows.push(...(await query.orderBy('vn', 'asc').execute()));
  }
  return rows;
}
