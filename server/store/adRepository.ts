import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { AdSettingTable, Database } from './schema';
import { likePattern } from './likePattern';

/** The two kinds of plain ad records: ad server attributes and ad load policies. */
export type AdSettingKind = 'attribute' | 'loadpolicy';

type AdSettingRow = Selectable<AdSettingTable>;

/** A stored record as the API answers it: its document plus who changed it when. */
export type AdSettingRecord = Record<string, unknown> & {
  id: string;
  n: string;
  ct: string;
  ut: string;
  changed_by: string;
};

export function adSettingOf(row: AdSettingRow): AdSettingRecord {
  return {
    ...(JSON.parse(row.doc) as Record<string, unknown>),
    id: row.id,
    n: row.n,
    ct: row.ct,
    ut: row.ut,
    changed_by: row.changed_by,
  };
}

export interface AdSettingQuery {
  kind: AdSettingKind;
  product: string;
  /** Text found in the id or the name (case-insensitive). */
  q?: string;
  /** Only records whose document holds `src` equal to this. */
  src?: string;
  offset: number;
  limit: number;
}

/** A page of a product's records of one kind, by name then id, and the total. */
export async function listAdSettings(
  db: Kysely<Database>,
  query: AdSettingQuery,
): Promise<{ rows: AdSettingRecord[]; total: number }> {
  let base = db
    .selectFrom('ad_setting')
    .where('kind', '=', query.kind)
    .where('prd', '=', query.product);
  if (query.q) {
    const pattern = likePattern(query.q.toLowerCase());
    base = base.where(
      sql<boolean>`(lower(id) LIKE ${pattern} ESCAPE '\\' OR lower(n) LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  const rows = (await base.selectAll().orderBy('n').orderBy('id').execute()).map(adSettingOf);
  // The source filter reads the document; a product holds tens of records, not thousands.
  const matching = query.src === undefined ? rows : rows.filter((row) => row.src === query.src);
  return {
    rows: matching.slice(query.offset, query.offset + query.limit),
    total: matching.length,
  };
}

export async function findAdSetting(
  db: Kysely<Database>,
  kind: AdSettingKind,
  product: string,
  id: string,
): Promise<AdSettingRecord | undefined> {
  const row = await db
    .selectFrom('ad_setting')
    .selectAll()
    .where('kind', '=', kind)
    .where('prd', '=', product)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? adSettingOf(row) : undefined;
}

/** The named records that exist, in the order asked. */
export async function findAdSettings(
  db: Kysely<Database>,
  kind: AdSettingKind,
  product: string,
  ids: readonly string[],
): Promise<AdSettingRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('ad_setting')
    .selectAll()
    .where('kind', '=', kind)
    .where('prd', '=', product)
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, adSettingOf(row)]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
}

export interface AdSettingWrite {
  kind: AdSettingKind;
  product: string;
  id: string;
  n: string;
  doc: Record<string, unknown>;
  at: string;
  by: string;
}

export async function insertAdSetting(db: Kysely<Database>, write: AdSettingWrite): Promise<void> {
  await db
    .insertInto('ad_setting')
    .values({
      kind: write.kind,
      prd: write.product,
      id: write.id,
      n: write.n,
      doc: JSON.stringify(write.doc),
      ct: write.at,
      ut: write.at,
      changed_by: write.by,
    })
    .execute();
}

/**
 * Replaces a record's name and document; with `ifUt`, only while its revision is still that one.
 * False when nothing was replaced (gone, or changed since).
 */
export async function replaceAdSetting(
  db: Kysely<Database>,
  write: AdSettingWrite,
  ifUt?: string,
): Promise<boolean> {
  let update = db
    .updateTable('ad_setting')
    .set({ n: write.n, doc: JSON.stringify(write.doc), ut: write.at, changed_by: write.by })
    .where('kind', '=', write.kind)
    .where('prd', '=', write.product)
    .where('id', '=', write.id);
  if (ifUt !== undefined) update = update.where('ut', '=', ifUt);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAdSetting(
  db: Kysely<Database>,
  kind: AdSettingKind,
  product: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('ad_setting')
    .where('kind', '=', kind)
    .where('prd', '=', product)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
