import type { DataProvider, RaRecord } from 'react-admin';
import type { NavItem } from '../domain/navigation/navItem';
import type { PageResource } from '../domain/permissions/pages';
import type { VersionEntry } from '../domain/versions';

/**
 * The console's data provider: react-admin's DataProvider over the catalogue API (resource name
 * = catalogue type, record id = item id) plus the platform's custom methods. It is the ONLY
 * code in the console that speaks HTTP. Errors are thrown as `ConsoleHttpError` whose message is
 * the envelope's first error description (or the spec's fallback message for the call).
 *
 * react-admin methods, for a catalogue type:
 * - getList: `filter` may hold `st` ('all' | status | comma list), `q` (search, >= 3 chars) and
 *   field filters; `meta.product` overrides the current product. Returns `{data, total}`.
 * - getOne: `meta.st` (wanted status) or `meta.key` (a specific version).
 * - create: the item starts as a draft V1.
 * - update: `previousData` must carry the `key` and `ut` the edit was based on; `meta.status`
 *   changes the status (publish, archive, delete, purge, restore = 'draft'); `meta.apr` sets
 *   the approval flag. A stale base rejects with status 409 and `body.data` the current state.
 * - delete: an update to the 'deleted' status (spec: delete is an update).
 */
export interface ConsoleDataProvider extends DataProvider {
  /** Catalogue types with their list declarations (from the server). */
  getResourceTypes(): Promise<ResourceTypeInfo[]>;
  /**
   * The labels of the published designed types the user may view (names, fields, tabs), by
   * locale and message key; the built-in types' labels are in the console's own messages.
   */
  getDesignedTypeLabels(): Promise<DesignedTypeLabels>;
  /** A type's JSON Schema (shared definitions under $defs) and its UI schema + list declaration. */
  getSchema(
    type: string,
  ): Promise<{ schema: Record<string, unknown>; uischema: unknown; list: ListDeclaration }>;
  /** The layout (UI schema) of an item's 'Additional info' dialog for a type. */
  getAdditionalUiSchema(type: string): Promise<unknown>;
  /** Versions oldest first; `'none'` when the server says there are none yet (40710504). */
  getVersions(type: string, id: string): Promise<VersionEntry[] | 'none'>;
  getLockStatus(type: string, id: string): Promise<LockStatus>;
  acquireLock(type: string, id: string): Promise<LockStatus>;
  heartbeatLock(type: string, id: string): Promise<void>;
  /**
   * `force` needs the force-unlock permission; `beacon` is for tab close: the release is sent as a
   * keepalive PUT (it outlives the page like navigator.sendBeacon, and carries the bearer token).
   */
  releaseLock(
    type: string,
    id: string,
    options?: { force?: boolean; beacon?: boolean },
  ): Promise<void>;
  startBulkUpdate(type: string, ids: string[], changes: Record<string, unknown>): Promise<BulkJob>;
  getBulkStatus(jobId: string): Promise<BulkJob>;
  listBulkJobs(): Promise<BulkJob[]>;
  getAudit(
    type: string,
    id: string,
    page: { pageNumber: number; pageSize: number },
  ): Promise<{ data: AuditEntry[]; total: number }>;
  listSettings(t?: string): Promise<UserSetting[]>;
  createSetting(t: string, n: string, payload: unknown): Promise<UserSetting>;
  updateSetting(id: string, payload: unknown, n?: string): Promise<UserSetting>;
  deleteSetting(id: string): Promise<void>;
  listProducts(): Promise<Product[]>;
  createProduct(name: string): Promise<Product>;
  /** Menu groups (domain/navigation NavItem[]) and server settings (keys with 'disable' hide items). */
  getMenu(): Promise<{ items: NavItem[]; settings: Record<string, unknown> }>;
  /**
   * The config service's language preferences (`GET /config/language`): the default language and
   * the languages offered, as served (the caller keeps only those the console has).
   */
  getLanguageConfig(): Promise<{ default: string; languages: string[] }>;
  /** Counts per type for the dashboard badges: `[{name, count}]`. */
  countResources(types: string[]): Promise<{ name: string; count: number }[]>;
  /** Global search (term >= 3 characters). */
  search(
    term: string,
    options?: { cty?: string[]; st?: string; pageNumber?: number; pageSize?: number },
  ): Promise<{ data: SearchHit[]; total: number }>;
}

export interface ListDeclaration {
  area: 'vod' | 'live' | 'assets' | 'syndication';
  resource: PageResource;
  titleKey: string;
  columns: { source: string; kind: string }[];
  filters: { source: string; kind?: string; choices?: string[] }[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  searchFields: string[];
}

/** Message keys and texts by locale code (en, zh, ms, ta). */
export type DesignedTypeLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface ResourceTypeInfo extends ListDeclaration {
  type: string;
}

export interface LockStatus {
  /** 'open' when lockable; otherwise the holder's uid. */
  ls: string;
  lo_uid?: string;
  lo_name?: string;
}

export interface BulkJob {
  id: string;
  cty: string;
  status: string;
  count: number;
  success: number;
  failure: number;
  failureKeys: string[];
  ct: string;
  ut: string;
}

import type { AuditEntry } from '../domain/audit';

export type { AuditEntry };

export interface UserSetting {
  id: string;
  n: string;
  t: string;
  ct: string;
  ut: string;
  payload: unknown;
}

export interface Product {
  id: string;
  n: string;
}

export interface SearchHit {
  id: string;
  key: string;
  cty: string;
  chty?: string;
  st: string;
  lon: { lang: string; n: string }[];
  prt_ic: 'true' | 'false';
}

/** A catalogue item as the console holds it. */
export type ContentRecord = RaRecord & {
  id: string;
  key: string;
  ut: string;
  st: string;
  cty: string;
  lon?: { lang: string; n: string }[];
};
