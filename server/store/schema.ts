import type { Generated } from 'kysely';

/**
 * The content service's tables. Every piece of state that matters lives here, never in a
 * process's memory, so that several server instances on one PostgreSQL behave as one.
 */
export interface Database {
  /** One row per version of a catalogue item. */
  content: ContentTable;
  /** One row per (product, current version): the list pages' index. */
  content_listing: ContentListingTable;
  /** Maintained counts per (product, type, status, shadowed) for list totals. */
  content_count: ContentCountTable;
  /** Search text of each current version (FTS5 on SQLite, tsvector on PostgreSQL). */
  content_search: ContentSearchTable;
  /** SQLite only: the search filters of each FTS row, by the FTS rowid. */
  search_meta: SearchMetaTable;
  locks: LockTable;
  audit: AuditTable;
  jobs: JobTable;
  user_settings: UserSettingTable;
  products: ProductTable;
  oidc_payload: OidcPayloadTable;
  meta: MetaTable;
  geo_override: GeoOverrideTable;
  policy_application: PolicyApplicationTable;
  policy_attribute: PolicyAttributeTable;
  policy_persona: PolicyPersonaTable;
  ad_setting: AdSettingTable;
  viewing: ViewingTable;
  sign_in_counter: SignInCounterTable;
  /** One row per version of a catalogue type designed in the console. */
  type_definition: TypeDefinitionTable;
}

/** A version of a designed catalogue type (domain/typeDesigner): draft, published or archived. */
export interface TypeDefinitionTable {
  /** The type's identifier. */
  id: string;
  /** Version number (1, 2, ...). */
  vn: number;
  /** 'draft', 'published' (the one served) or 'archived' (published before). */
  st: string;
  /** The definition (JSON of domain/typeDesigner's TypeDefinition). */
  definition: string;
  changed_by: string;
  changed_by_name: string | null;
  /** ISO time the version was written. */
  ut: string;
  /** ISO time it was published, or null. */
  published_at: string | null;
}

/** Sign-in attempts of one key (`user:<name>` or `address:<ip>`) in the window begun at `start`. */
export interface SignInCounterTable {
  k: string;
  n: number;
  /** When the window began, ms since the epoch. */
  start: number;
}

export interface ContentTable {
  /** Version key (unique per version). */
  key: string;
  /** Item id, shared by all versions of an item. */
  id: string;
  cty: string;
  st: string;
  /** Version number (1, 2, ...). */
  vn: number;
  /** 1 for a current version (the live draft, the published one, or the item's head); 0 for history. */
  cur: number;
  /** 1 for a current published version that has a current draft beside it. */
  shadowed: number;
  /** JSON array of product ids. */
  prd: string;
  /** English name, for sorting. */
  name: string;
  ct: string;
  /** Revision: ISO time of the last write, compared on update. */
  ut: string;
  /** The full document (JSON). */
  doc: string;
  changed_by: string;
}

export interface ContentListingTable {
  prd: string;
  key: string;
  id: string;
  cty: string;
  st: string;
  shadowed: number;
  ut: string;
  name: string;
}

export interface ContentCountTable {
  prd: string;
  cty: string;
  st: string;
  shadowed: number;
  n: number;
}

export interface ContentSearchTable {
  key: string;
  id: string;
  cty: string;
  st: string;
  /** Product ids, space-separated with a leading and trailing space (' main kids '). */
  prd: string;
  shadowed: number;
  /** Lower-cased searchable text: localized names in every language, ids. */
  body: string;
}

export interface SearchMetaTable {
  rid: number;
  prd: string;
  cty: string;
  st: string;
  shadowed: number;
}

export interface LockTable {
  id: string;
  urn: string;
  owner: string;
  owner_name: string;
  acquired_at: number;
  heartbeat_at: number;
  expires_at: number;
}

export interface AuditTable {
  seq: Generated<number>;
  id: string;
  cty: string;
  changed_by: string;
  /** Who changed it by display name (the token's `name`); null on entries written before. */
  changed_by_name: string | null;
  trace_key: string;
  previous_version: string | null;
  current_version: string | null;
  key: string;
  action: string;
  change: string;
  at: string;
  /** The item's products when the entry was written (JSON list, like content.prd). */
  prd: string;
}

export interface JobTable {
  id: string;
  kind: string;
  cty: string;
  status: string;
  count: number;
  success: number;
  failure: number;
  failure_keys: string;
  /** JSON {id: reason} of the failed items ('{}' unless given). */
  failure_messages: Generated<string>;
  payload: string;
  owner: string;
  owner_name: string;
  prd: string;
  claimed_by: string | null;
  claimed_until: number | null;
  ct: string;
  ut: string;
}

export interface UserSettingTable {
  id: string;
  uid: string;
  t: string;
  n: string;
  payload: string;
  ct: string;
  ut: string;
}

export interface ProductTable {
  id: string;
  n: string;
  ct: string;
}

/** oidc-provider's adapter storage (sessions, grants, codes, tokens, registrations). */
export interface OidcPayloadTable {
  id: string;
  kind: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: number | null;
  consumed_at: number | null;
}

export interface MetaTable {
  k: string;
  v: string;
}

/** A geo-IP override (see domain/geo): `first`/`last` are fixed-width hex bounds per family. */
export interface GeoOverrideTable {
  id: string;
  family: number;
  prefix: number;
  first: string;
  last: string;
  country: string;
  region: string | null;
  note: string | null;
  ct: string;
  ut: string;
  changed_by: string;
}

/** An application a policy may apply to (web, tv, mobile). */
export interface PolicyApplicationTable {
  id: string;
  n: string;
  /** Display order. */
  ord: number;
}

/** A policy attribute: of one product (`prd`), or of all (`prd` ''); `value` is JSON text. */
export interface PolicyAttributeTable {
  prd: string;
  key: string;
  type: string;
  source: string;
  value: string | null;
  description: string | null;
  /** Display names by language, JSON text ({en?, zh?, ms?, ta?}), or null. */
  names: string | null;
  ct: string;
  ut: string;
  changed_by: string;
}

/** A saved viewer context of a product (the what-if panel); `context` is JSON text. */
export interface PolicyPersonaTable {
  id: string;
  prd: string;
  n: string;
  context: string;
  ct: string;
  ut: string;
  changed_by: string;
}

/** An ad server attribute or an ad load policy (`kind`) of a product; `doc` is its JSON. */
export interface AdSettingTable {
  kind: string;
  prd: string;
  id: string;
  n: string;
  doc: string;
  ct: string;
  ut: string;
  changed_by: string;
}

/**
 * A viewer's record of one title in a product (the storefront's history rails): how far they
 * watched (`position` of `duration` seconds), whether they finished it or keep it as a favourite
 * (1 or 0), and when they last watched it (ISO 8601).
 */
export interface ViewingTable {
  prd: string;
  viewer: string;
  item_id: string;
  position: number;
  duration: number;
  favourite: number;
  completed: number;
  last_watched: string;
}
