import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { GeoOverride } from '../../domain/geo/override';
import type { IpRange } from '../../domain/geo/ipRange';
import type { DialectName } from './db';
import type { Database, GeoOverrideTable } from './schema';
import { likePattern } from './likePattern';

type GeoRow = Selectable<GeoOverrideTable>;

export type GeoSortField = 'id' | 'country' | 'region' | 'ut' | 'ct';

export interface GeoListQuery {
  sort: GeoSortField;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** Text found in the address, country, region or note. */
  q?: string;
  country?: string;
  ids?: string[];
  /** Only the override whose range holds this address. */
  holds?: Pick<IpRange, 'family' | 'first'>;
}

type Bounds = Pick<IpRange, 'family' | 'first' | 'last'>;

/** One address as the range of itself. */
function asRange(address: Pick<IpRange, 'family' | 'first'>): Bounds {
  return { family: address.family, first: address.first, last: address.first };
}

/** Rows whose range shares an address with `range` (the same family, bounds crossing). */
function overlaps(eb: ExpressionBuilder<Database, 'geo_override'>, range: Bounds) {
  return eb.and([
    eb('family', '=', range.family),
    eb('first', '<=', range.last),
    eb('last', '>=', range.first),
  ]);
}

/** A stored row as the API answers it. */
export function overrideOf(row: GeoRow): GeoOverride {
  return {
    id: row.id,
    ip: row.id,
    family: row.family === 6 ? 6 : 4,
    prefix: Number(row.prefix),
    country: row.country,
    region: row.region,
    note: row.note,
    ct: row.ct,
    ut: row.ut,
    changed_by: row.changed_by,
  };
}

/** A page of overrides and the total (list with sort, range and filter). */
export async function listGeoOverrides(
  db: Kysely<Database>,
  query: GeoListQuery,
): Promise<{ rows: GeoOverride[]; total: number }> {
  let base = db.selectFrom('geo_override');
  if (query.q) {
    const pattern = likePattern(query.q.toLowerCase());
    base = base.where((eb) =>
      eb.or(
        (['id', 'country', 'region', 'note'] as const).map(
          (column) =>
            sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) LIKE ${pattern} ESCAPE '\\'`,
        ),
      ),
    );
  }
  if (query.country) base = base.where('country', '=', query.country.toUpperCase());
  if (query.ids) base = base.where('id', 'in', query.ids.length ? query.ids : ['']);
  const holds = query.holds;
  if (holds) base = base.where((eb) => overlaps(eb, asRange(holds)));
  let page = base.selectAll();
  // An address orders by family, then numerically (the hex bounds), then by its prefix.
  page =
    query.sort === 'id'
      ? page
          .orderBy('family', query.order)
          .orderBy('first', query.order)
          .orderBy('prefix', query.order)
      : page.orderBy(query.sort, query.order).orderBy('id', 'asc');
  const [rows, count] = await Promise.all([
    page.limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows: rows.map(overrideOf), total: Number(count?.total ?? 0) };
}

export async function findGeoOverride(
  db: Kysely<Database>,
  id: string,
): Promise<GeoOverride | undefined> {
  const row = await db
    .selectFrom('geo_override')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? overrideOf(row) : undefined;
}

/** The override whose range shares an address with this one (another id than `except`). */
export async function overlappingOverride(
  db: Kysely<Database>,
  range: Bounds,
  except?: string,
): Promise<GeoOverride | undefined> {
  let query = db
    .selectFrom('geo_override')
    .selectAll()
    .where((eb) => overlaps(eb, range));
  if (except !== undefined) query = query.where('id', '!=', except);
  const row = await query.orderBy('prefix', 'desc').limit(1).executeTakeFirst();
  return row ? overrideOf(row) : undefined;
}

export interface GeoWrite {
  range: IpRange;
  country: string;
  region: string | null;
  note: string | null;
  by: string;
  at: string;
}

/**
 * Runs a write with the overrides serialised: on PostgreSQL a transaction-scoped advisory lock,
 * so two instances cannot both pass the overlap check; SQLite has one writer already.
 */
export async function withGeoWriteLock<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(hashtext('geo_override'))`.execute(trx);
    return work(trx);
  });
}

/** The columns a write sets (all but the creation time). */
function columnsOf(write: GeoWrite) {
  return {
    id: write.range.id,
    family: write.range.family,
    prefix: write.range.prefix,
    first: write.range.first,
    last: write.range.last,
    country: write.country,
    region: write.region,
    note: write.note,
    ut: write.at,
    changed_by: write.by,
  };
}

export async function insertGeoOverride(db: Kysely<Database>, write: GeoWrite): Promise<void> {
  await db
    .insertInto('geo_override')
    .values({ ...columnsOf(write), ct: write.at })
    .execute();
}

/** Replaces an override (its address may change: the row's id follows). */
export async function replaceGeoOverride(
  db: Kysely<Database>,
  id: string,
  write: GeoWrite,
): Promise<void> {
  await db.updateTable('geo_override').set(columnsOf(write)).where('id', '=', id).execute();
}

export async function deleteGeoOverride(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('geo_override').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The override that applies to an address: the one whose range holds it (ranges never overlap). */
export async function overrideForAddress(
  db: Kysely<Database>,
  address: Pick<IpRange, 'family' | 'first'>,
): Promise<GeoOverride | undefined> {
  return overlappingOverride(db, asRange(address));
}
