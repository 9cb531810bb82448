import type { Kysely, Selectable } from 'kysely';
import type { TypeDefinition } from '../../domain/typeDesigner/definition';
import type { Database, TypeDefinitionTable } from './schema';
import { readMeta, writeMeta } from './metaRepository';

export type TypeDefinitionRow = Selectable<TypeDefinitionTable>;

/** The `meta` key whose value changes whenever a designed type is published (every instance reads it). */
export const TYPES_REVISION_KEY = 'type_definitions_revision';

export function definitionOf(row: Pick<TypeDefinitionRow, 'definition'>): TypeDefinition {
  return JSON.parse(row.definition) as TypeDefinition;
}

/** Every version of one designed type, oldest first. */
export async function typeVersions(db: Kysely<Database>, id: string): Promise<TypeDefinitionRow[]> {
  return db
    .selectFrom('type_definition')
    .selectAll()
    .where('id', '=', id)
    .orderBy('vn', 'asc')
    .execute();
}

/** The current rows (draft and published) of every designed type. */
export async function currentTypeRows(db: Kysely<Database>): Promise<TypeDefinitionRow[]> {
  return db
    .selectFrom('type_definition')
    .selectAll()
    .where('st', 'in', ['draft', 'published'])
    .orderBy('id', 'asc')
    .orderBy('vn', 'asc')
    .execute();
}

/** The published version of every designed type. */
export async function publishedTypeRows(db: Kysely<Database>): Promise<TypeDefinitionRow[]> {
  return db
    .selectFrom('type_definition')
    .selectAll()
    .where('st', '=', 'published')
    .orderBy('id', 'asc')
    .execute();
}

/** The ids of every designed type, whatever its status. */
export async function designedTypeIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('type_definition').select('id').distinct().execute();
  return rows.map((r) => r.id);
}

/** Writes a new version, first archiving the rows of the statuses it replaces. */
export async function insertTypeVersion(
  trx: Kysely<Database>,
  row: TypeDefinitionRow,
  replaces: readonly ('draft' | 'published')[],
): Promise<void> {
  if (replaces.length > 0)
    await trx
      .updateTable('type_definition')
      .set({ st: 'archived' })
      .where('id', '=', row.id)
      .where('st', 'in', [...replaces])
      .execute();
  await trx.insertInto('type_definition').values(row).execute();
}

/** Publishes a draft version: the published one before it is archived. */
export async function markPublished(
  trx: Kysely<Database>,
  id: string,
  vn: number,
  at: string,
): Promise<void> {
  await trx
    .updateTable('type_definition')
    .set({ st: 'archived' })
    .where('id', '=', id)
    .where('st', '=', 'published')
    .execute();
  await trx
    .updateTable('type_definition')
    .set({ st: 'published', published_at: at })
    .where('id', '=', id)
    .where('vn', '=', vn)
    .execute();
}

/** Current items per type (distinct item ids with a current version). */
export async function itemCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('content')
    .select((eb) => ['cty', eb.fn.count<number | string>('id').distinct().as('n')])
    .where('cur', '=', 1)
    .groupBy('cty')
    .execute();
  return new Map(rows.map((r) => [r.cty, Number(r.n)]));
}

export const readTypesRevision = (db: Kysely<Database>) => readMeta(db, TYPES_REVISION_KEY);
export const writeTypesRevision = (db: Kysely<Database>, value: string) =>
  writeMeta(db, TYPES_REVISION_KEY, value);

/** The current versions of a type's items (every product). */
export async function currentItemsOfType(db: Kysely<Database>, type: string) {
  return db
    .selectFrom('content')
    .selectAll()
    .where('cty', '=', type)
    .where('cur', '=', 1)
    .execute();
}
