import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from './db';

/**
 * The fields the global search matches a term in ('Search Across', spec sections 2 and 7): the
 * localized names in every language, the id and the external id. The search index holds them
 * all in one text; narrowing to some of them keeps the index's candidates whose chosen fields
 * hold the term themselves.
 */
export const SEARCH_ACROSS_FIELDS = ['lon.n', 'id', 'ex_id'] as const;

export type SearchAcrossField = (typeof SEARCH_ACROSS_FIELDS)[number];

export function isSearchAcrossField(value: string): value is SearchAcrossField {
  return (SEARCH_ACROSS_FIELDS as readonly string[]).includes(value);
}

/** SQLite function (registered in db.ts) folding case as the index text was folded. */
export const SEARCH_FOLD_FUNCTION = 'search_fold';

/**
 * Whether one of `fields` of the search row's document holds `term` (already lower case).
 * `row` is the SQLite rowid column or the PostgreSQL key column the row is known by.
 */
export function fieldsHoldTerm(
  dialect: DialectName,
  fields: readonly SearchAcrossField[],
  term: string,
  row: { id: RawBuilder<unknown>; ref: RawBuilder<unknown> },
): RawBuilder<boolean> {
  const sqlite = dialect === 'sqlite';
  const fold = (value: RawBuilder<unknown>) =>
    sqlite ? sql`${sql.raw(SEARCH_FOLD_FUNCTION)}(${value})` : sql`lower(${value})`;
  const holds = (value: RawBuilder<unknown>) =>
    sqlite ? sql`instr(${fold(value)}, ${term}) > 0` : sql`strpos(${fold(value)}, ${term}) > 0`;
  const inDoc: RawBuilder<unknown>[] = [];
  if (fields.includes('ex_id'))
    inDoc.push(
      holds(sqlite ? sql`json_extract(c.doc, '$.ex_id')` : sql`(c.doc::jsonb ->> 'ex_id')`),
    );
  // Each localized name (`lon[].n`); an entry that is no object, or a name that is no text,
  // holds nothing (the fold gives NULL for anything but text).
  if (fields.includes('lon.n'))
    inDoc.push(
      sqlite
        ? sql`EXISTS (SELECT 1 FROM json_each(CASE json_type(c.doc, '$.lon') WHEN 'array' THEN json_extract(c.doc, '$.lon') ELSE '[]' END) AS l
            WHERE CASE WHEN l.type = 'object' THEN ${holds(sql`json_extract(l.value, '$.n')`)} ELSE 0 END)`
        : sql`EXISTS (SELECT 1 FROM jsonb_array_elements(CASE jsonb_typeof(c.doc::jsonb -> 'lon') WHEN 'array' THEN c.doc::jsonb -> 'lon' ELSE '[]'::jsonb END) AS l(v)
            WHERE ${holds(sql`(CASE jsonb_typeof(l.v -> 'n') WHEN 'string' THEN l.v ->> 'n' END)`)})`,
    );
  const any: RawBuilder<unknown>[] = [];
  if (fields.includes('id')) any.push(holds(row.id));
  if (inDoc.length > 0) {
    const match = sql.join(inDoc, sql` OR `);
    any.push(
      sqlite
        ? sql`EXISTS (SELECT 1 FROM content AS c WHERE c.rowid = ${row.ref} AND (${match}))`
        : sql`EXISTS (SELECT 1 FROM content AS c WHERE c.key = ${row.ref} AND (${match}))`,
    );
  }
  if (any.length === 0) return sql<boolean>`1 = 0`;
  return sql<boolean>`(${sql.join(any, sql` OR `)})`;
}
