import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { TestServer } from '../../helpers/testServer';

/**
 * Tables left out of the checksum, each with its reason: they change on every sign-in or request
 * whatever the request asked.
 */
export const UNCHECKED_TABLES: Readonly<Record<string, string>> = {
  oidc_payload:
    "the embedded provider's sessions, grants and codes: written by every sign-in, purged as they expire",
};

/**
 * The tables a route may change when it answers 2xx (by its url, prefix stripped): the write routes,
 * and the reads that make something on first use.
 */
export function tablesWrittenBy(route: string): string[] {
  const content = ['content', 'content_listing', 'content_count', 'content_search', 'search_meta'];
  if (/^(POST|PUT) \/api\/\w+\/content\/urn\//.test(route)) return [...content, 'audit'];
  // A bulk job (and an episode sorting job) is also recorded in its owner's settings.
  if (/^PUT \/api\/\w+\/bulkupdate\//.test(route))
    return [...content, 'audit', 'jobs', 'user_settings'];
  // The first stream ticket creates the signing secret shared by every instance.
  if (route === 'POST /api/user/notification/ticket') return ['meta'];
  // Reading an item's media makes what it needs on first use, both kept in meta: the claim on
  // making the demo media, and the secret its signed addresses share.
  if (/^(GET|HEAD) \/api\/playback\/media\//.test(route)) return ['meta'];
  // A user's own metadata (the profile's user_metadata) is kept in meta.
  if (route === 'PATCH /auth/profile') return ['meta'];
  // Schedule days and channel numbers are items; EPG ingestions (and their guides) are jobs.
  if (route === 'PUT /api/vll/vschedule' || /^PUT \/api\/vll\/virtuallivechannel\//.test(route))
    return [...content, 'audit'];
  if (/^(POST|PUT|DELETE) \/api\/epg\//.test(route)) return ['jobs'];
  if (route.startsWith('POST /api/user/user/lock/') || route.startsWith('PUT /api/user/user/lock/'))
    return ['locks', 'audit'];
  if (route.includes('/user/setting/')) return ['user_settings'];
  if (route === 'POST /api/policy/policy/urn/resource/product') return ['products'];
  // Policies are items (content and its indexes, audit); attributes and personas their own tables.
  if (/^(POST|PUT) \/api\/policy\/policy\/urn\/resource\/rule/.test(route))
    return [...content, 'audit'];
  if (route.includes('/policy/urn/resource/attribute')) return ['policy_attribute'];
  if (route.includes('/policy/urn/resource/persona')) return ['policy_persona'];
  if (route.startsWith('POST /api/geo/') || /^(PUT|DELETE) \/api\/geo\//.test(route))
    return ['geo_override'];
  // Ad tags are items; ad server attributes and load policies share one table.
  if (/^(POST|PUT|DELETE) \/api\/ads\/tag\//.test(route)) return [...content, 'audit'];
  if (/^(POST|PUT|DELETE) \/api\/ads\/(attribute|loadpolicy)/.test(route)) return ['ad_setting'];
  // Storefronts, collections and containers are items.
  if (
    /^(POST|PUT|DELETE) \/api\/storefront\/storefront\/(storefront|collection|container)/.test(
      route,
    )
  )
    return [...content, 'audit'];
  // Media operations: re-aggregate and restore original save the item again; live-to-VOD jobs
  // make a VOD item; MP4 jobs, ready-for-air shorts and device registrations are jobs, items
  // and the shared secrets' table.
  if (/^POST \/api\/catalog\/(aggregate|restore)\//.test(route)) return [...content, 'audit'];
  if (/^(POST|PUT|DELETE) \/api\/live\/l2v\//.test(route)) return [...content, 'audit', 'jobs'];
  if (/^(POST|DELETE) \/api\/playback\//.test(route)) return [...content, 'audit', 'jobs', 'meta'];
  // Playout calls: the channel's start time and dynamic interstitials are jobs.
  if (/^POST \/api\/vll\/(channels\/|dynamic-interstitials)/.test(route)) return ['jobs', 'meta'];
  return [];
}

/** Whether a table belongs to one of the given tables (FTS5 shadow tables to their table). */
export function isPartOf(table: string, tables: readonly string[]): boolean {
  return tables.some((t) => table === t || table.startsWith(`${t}_`));
}

async function tableNames(server: TestServer): Promise<string[]> {
  const { db } = server.built.storage;
  const query =
    server.dialect === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.name).filter((name) => !(name in UNCHECKED_TABLES));
}

/** A hash of each table's rows, in a stable order (rows sorted by their JSON). */
export async function tableChecksums(server: TestServer): Promise<Map<string, string>> {
  const sums = new Map<string, string>();
  for (const name of await tableNames(server)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      server.built.storage.db,
    );
    sums.set(name, digest(rows));
  }
  return sums;
}

/** A hash of the rows of the kids-only items (ids starting 'kids-'), in every table with an id. */
export async function kidsChecksum(server: TestServer): Promise<string> {
  const parts: unknown[] = [];
  for (const name of ['content', 'content_listing', 'audit', 'locks']) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(
      name,
    )} where id like 'kids-%'`.execute(server.built.storage.db);
    if (rows.length === 0 && name === 'content') throw new Error('No kids-only items to watch');
    parts.push(name, digest(rows));
  }
  return digest(parts);
}

function digest(rows: readonly unknown[]): string {
  const lines = rows.map((row) =>
    JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
  );
  lines.sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}
