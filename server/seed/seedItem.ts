import type { Kysely } from 'kysely';
import type { ContentRow } from '../store/contentIndex';
import { insertVersion } from '../store/contentRepository';
import type { Database } from '../store/schema';

/** A built-in item's first version as a demo seed writes it (policies, app configs, ad tags). */
export interface SeedItem {
  type: string;
  urn: string;
  id: string;
  product: string;
  st: 'draft' | 'published';
  /** Its creation and revision time. */
  time: string;
  /** The item's own fields (name, value, rules...). */
  fields: Record<string, unknown>;
}

/** The document a seed item is stored as: its fields and the system fields of a V1. */
export function seedDocument(item: SeedItem): Record<string, unknown> {
  return {
    ...item.fields,
    id: item.id,
    key: `${item.id}-v1`,
    st: item.st,
    cty: item.type,
    urn: item.urn,
    prd: [item.product],
    ct: item.time,
    ut: item.time,
  };
}

/** Writes a seed item as its V1 (current, of its one product), by 'seed'. */
export async function insertSeedItem(db: Kysely<Database>, item: SeedItem): Promise<void> {
  const key = `${item.id}-v1`;
  const row: ContentRow = {
    key,
    id: item.id,
    cty: item.type,
    st: item.st,
    vn: 1,
    cur: 1,
    shadowed: 0,
    prd: JSON.stringify([item.product]),
    name: '',
    ct: item.time,
    ut: item.time,
    doc: JSON.stringify(seedDocument(item)),
    changed_by: 'seed',
  };
  await insertVersion(db, row);
}
