import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { AttributeNames, AttributeScope } from '../../domain/policy/attribute';
import type { ContentRow } from './contentIndex';
import { likePattern } from './likePattern';
import type {
  Database,
  PolicyApplicationTable,
  PolicyAttributeTable,
  PolicyPersonaTable,
} from './schema';

type AttributeRow = Selectable<PolicyAttributeTable>;
type PersonaRow = Selectable<PolicyPersonaTable>;

/** The `prd` of a global attribute's row. */
const GLOBAL = '';

/** The content type policies are stored under (versions, statuses, locks and audit as items). */
export const POLICY_CONTENT_TYPE = 'policy';

/** An attribute as the API answers it (contract: key, type, source, value, scope, prd?, desc?, names?, ct, ut). */
export interface AttributeRecord {
  key: string;
  type: string;
  source: string;
  value?: unknown;
  scope: AttributeScope;
  prd?: string;
  desc?: string;
  names?: AttributeNames;
  ct: string;
  ut: string;
}

/** An attribute to store: the product it belongs to, or undefined for a global one. */
export interface AttributeWrite {
  product: string | undefined;
  key: string;
  type: string;
  source: string;
  value: unknown;
  desc: string | undefined;
  names: AttributeNames | undefined;
  at: string;
  by: string;
}

export function attributeOf(row: AttributeRow): AttributeRecord {
  return {
    key: row.key,
    type: row.type,
    source: row.source,
    ...(row.value === null ? {} : { value: JSON.parse(row.value) as unknown }),
    scope: row.prd === GLOBAL ? 'global' : 'product',
    ...(row.prd === GLOBAL ? {} : { prd: row.prd }),
    ...(row.description === null ? {} : { desc: row.description }),
    ...(row.names === null ? {} : { names: JSON.parse(row.names) as AttributeNames }),
    ct: row.ct,
    ut: row.ut,
  };
}

export async function listApplications(
  db: Kysely<Database>,
): Promise<Selectable<PolicyApplicationTable>[]> {
  return db.selectFrom('policy_application').selectAll().orderBy('ord').orderBy('id').execute();
}

/** The applications the platform ships (the migration writes them; the seed makes sure of them). */
export const DEFAULT_APPLICATIONS: readonly Selectable<PolicyApplicationTable>[] = [
  { id: 'web', n: 'Web', ord: 1 },
  { id: 'tv', n: 'TV', ord: 2 },
  { id: 'mobile', n: 'Mobile', ord: 3 },
];

/** Writes the default applications that are missing (a database emptied table by table). */
export async function ensureDefaultApplications(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('policy_application')
    .values([...DEFAULT_APPLICATIONS])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export interface AttributeQuery {
  product: string;
  /** Undefined: the product's and the global ones. */
  scope: AttributeScope | undefined;
  source?: string | undefined;
  type?: string | undefined;
  /** Text found in the key or description. */
  q?: string | undefined;
  offset: number;
  limit: number;
}

/** A page of attributes by key, with the total. */
export async function listAttributes(
  db: Kysely<Database>,
  query: AttributeQuery,
): Promise<{ rows: AttributeRecord[]; total: number }> {
  const products =
    query.scope === 'global'
      ? [GLOBAL]
      : query.scope === 'product'
        ? [query.product]
        : [query.product, GLOBAL];
  let base = db.selectFrom('policy_attribute').where('prd', 'in', products);
  if (query.source) base = base.where('source', '=', query.source);
  if (query.type) base = base.where('type', '=', query.type);
  if (query.q) {
    const pattern = likePattern(query.q.toLowerCase());
    base = base.where(
      sql<boolean>`(lower(key) LIKE ${pattern} ESCAPE '\\' OR lower(coalesce(description, '')) LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('key')
      .orderBy('prd', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows: rows.map(attributeOf), total: Number(count?.total ?? 0) };
}

/** Every attribute a product's rules may name: its own and the global ones. */
export async function attributesOfProduct(
  db: Kysely<Database>,
  product: string,
  options: { forShare?: boolean } = {},
): Promise<AttributeRecord[]> {
  let query = db
    .selectFrom('policy_attribute')
    .selectAll()
    .where('prd', 'in', [product, GLOBAL])
    .orderBy('key');
  // PostgreSQL: held until the transaction ends, so no attribute a write relies on goes meanwhile.
  if (options.forShare) query = query.forShare();
  return (await query.execute()).map(attributeOf);
}

/** One attribute of a product (or global, product undefined). */
export async function findAttribute(
  db: Kysely<Database>,
  product: string | undefined,
  key: string,
): Promise<AttributeRecord | undefined> {
  const row = await db
    .selectFrom('policy_attribute')
    .selectAll()
    .where('prd', '=', product ?? GLOBAL)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? attributeOf(row) : undefined;
}

/**
 * An attribute a new one's key would clash with: for a product attribute, the product's own or a
 * global one of that key; for a global attribute, one of that key in any product.
 */
export async function clashingAttribute(
  db: Kysely<Database>,
  product: string | undefined,
  key: string,
): Promise<AttributeRecord | undefined> {
  let query = db.selectFrom('policy_attribute').selectAll().where('key', '=', key);
  if (product !== undefined) query = query.where('prd', 'in', [product, GLOBAL]);
  const row = await query.limit(1).executeTakeFirst();
  return row ? attributeOf(row) : undefined;
}

function attributeRow(write: AttributeWrite): Omit<AttributeRow, 'ct'> {
  return {
    prd: write.product ?? GLOBAL,
    key: write.key,
    type: write.type,
    source: write.source,
    value: write.value === undefined || write.value === null ? null : JSON.stringify(write.value),
    description: write.desc === undefined || write.desc === '' ? null : write.desc,
    names: write.names === undefined ? null : JSON.stringify(write.names),
    ut: write.at,
    changed_by: write.by,
  };
}

export async function insertAttribute(db: Kysely<Database>, write: AttributeWrite): Promise<void> {
  await db
    .insertInto('policy_attribute')
    .values({ ...attributeRow(write), ct: write.at })
    .execute();
}

/** Rewrites an attribute's type, source, value, description and names; false when it is gone. */
export async function updateAttribute(
  db: Kysely<Database>,
  write: AttributeWrite,
): Promise<boolean> {
  const { prd, key, ...rest } = attributeRow(write);
  const result = await db
    .updateTable('policy_attribute')
    .set(rest)
    .where('prd', '=', prd)
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAttribute(
  db: Kysely<Database>,
  product: string | undefined,
  key: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('policy_attribute')
    .where('prd', '=', product ?? GLOBAL)
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The current policy versions of a product (or of every product, product undefined) in the given
 * statuses, oldest first (the order decisions read them in).
 */
export async function currentPolicies(
  db: Kysely<Database>,
  filter: { product: string | undefined; statuses: readonly string[] },
): Promise<ContentRow[]> {
  if (filter.statuses.length === 0) return [];
  if (filter.product === undefined) {
    return db
      .selectFrom('content')
      .selectAll()
      .where('cty', '=', POLICY_CONTENT_TYPE)
      .where('cur', '=', 1)
      .where('st', 'in', [...filter.statuses])
      .orderBy('ct')
      .orderBy('id')
      .execute();
  }
  return db
    .selectFrom('content')
    .innerJoin('content_listing', 'content_listing.key', 'content.key')
    .selectAll('content')
    .where('content_listing.prd', '=', filter.product)
    .where('content.cty', '=', POLICY_CONTENT_TYPE)
    .where('content.cur', '=', 1)
    .where('content.st', 'in', [...filter.statuses])
    .orderBy('content.ct')
    .orderBy('content.id')
    .execute();
}

/** A persona as the API answers it. */
export interface PersonaRecord {
  id: string;
  n: string;
  context: Record<string, unknown>;
  prd: string;
  ct: string;
  ut: string;
}

export function personaOf(row: PersonaRow): PersonaRecord {
  return {
    id: row.id,
    n: row.n,
    context: JSON.parse(row.context) as Record<string, unknown>,
    prd: row.prd,
    ct: row.ct,
    ut: row.ut,
  };
}

export async function listPersonas(
  db: Kysely<Database>,
  product: string,
): Promise<PersonaRecord[]> {
  const rows = await db
    .selectFrom('policy_persona')
    .selectAll()
    .where('prd', '=', product)
    .orderBy('n')
    .orderBy('id')
    .execute();
  return rows.map(personaOf);
}

export async function countPersonas(db: Kysely<Database>, product: string): Promise<number> {
  const row = await db
    .selectFrom('policy_persona')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('prd', '=', product)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findPersona(
  db: Kysely<Database>,
  product: string,
  id: string,
): Promise<PersonaRecord | undefined> {
  const row = await db
    .selectFrom('policy_persona')
    .selectAll()
    .where('prd', '=', product)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? personaOf(row) : undefined;
}

export interface PersonaWrite {
  id: string;
  product: string;
  n: string;
  context: Record<string, unknown>;
  at: string;
  by: string;
}

export async function insertPersona(db: Kysely<Database>, write: PersonaWrite): Promise<void> {
  await db
    .insertInto('policy_persona')
    .values({
      id: write.id,
      prd: write.product,
      n: write.n,
      context: JSON.stringify(write.context),
      ct: write.at,
      ut: write.at,
      changed_by: write.by,
    })
    .execute();
}

/** Renames a persona and replaces its context; false when it is not the product's. */
export async function updatePersona(db: Kysely<Database>, write: PersonaWrite): Promise<boolean> {
  const result = await db
    .updateTable('policy_persona')
    .set({
      n: write.n,
      context: JSON.stringify(write.context),
      ut: write.at,
      changed_by: write.by,
    })
    .where('prd', '=', write.product)
    .where('id', '=', write.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePersona(
  db: Kysely<Database>,
  product: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('policy_persona')
    .where('prd', '=', product)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
