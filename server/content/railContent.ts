import type { Kysely } from 'kysely';
import type { RailQuery } from '../../domain/storefront/railQuery';
import type { HiddenReason } from '../../domain/storefront/viewerView';
import {
  assembleRail,
  byPriority,
  historyRail,
  needsHistory,
  railItemOf,
  railSources,
} from '../../domain/storefront/rails';
import type {
  HiddenItem,
  RailContainer,
  RailContent,
  RailItem,
  RailSource,
  ResolvedSource,
  ViewingRecord,
} from '../../domain/storefront/rails';
import type { ContentRow } from '../store/contentIndex';
import { productsOf } from '../store/contentIndex';
import type { Doc } from '../store/contentRepository';
import { currentVersions, docOf } from '../store/contentRepository';
import type { DialectName } from '../store/db';
import type { Database } from '../store/schema';
import { publishedVersionsOf, railQueryRows, viewingOf } from '../store/viewingRepository';
import { COLLECTION_TYPE } from './storefrontTypes';

/** Ids looked up in one statement at most. */
const LOOKUP_CHUNK = 500;

export interface RailReadOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  product: string;
  /** The moment the page is read (ISO 8601): relative query dates and windows count from it. */
  at: string;
  /** The viewer whose history the personalised rails show; none: they are empty. */
  viewerId?: string | undefined;
  /** Which version of a collection to read: the published, or the draft when there is one. */
  version: 'published' | 'draft';
  /**
   * Why the viewer may not see a title by its own policies (`appliesif`), or undefined when they
   * may; none: every title is shown (issue 11: content visibility by policy).
   */
  hide?: (doc: Doc) => HiddenReason | undefined;
}

/** The title as hidden from the viewer, or undefined when the viewer may see it. */
function hiddenTitle(options: RailReadOptions, doc: Doc, item: RailItem): HiddenItem | undefined {
  const reason = options.hide?.(doc);
  return reason ? { id: item.id, type: item.type, n: item.n, reason } : undefined;
}

/** Whether a catalogue document is on offer at a moment: inside its window, not switched off. */
function availableAt(doc: Doc, at: string): boolean {
  if (doc.vce === false) return false;
  if (typeof doc.lws === 'string' && doc.lws > at) return false;
  if (typeof doc.lwe === 'string' && doc.lwe <= at) return false;
  return true;
}

/**
 * The published catalogue titles of the product among these ids, available at the moment: those
 * the viewer may see, and those their policies hide.
 */
async function lookupTitles(
  options: RailReadOptions,
  ids: readonly string[],
): Promise<{ found: Map<string, RailItem>; hidden: Map<string, HiddenItem> }> {
  const found = new Map<string, RailItem>();
  const hidden = new Map<string, HiddenItem>();
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += LOOKUP_CHUNK)
    chunks.push(unique.slice(start, start + LOOKUP_CHUNK));
  const rows = (
    await Promise.all(chunks.map((chunk) => publishedVersionsOf(options.db, chunk)))
  ).flat();
  for (const row of rows) {
    if (!productsOf(row).includes(options.product)) continue;
    const doc = docOf(row);
    if (!availableAt(doc, options.at)) continue;
    const item = railItemOf(doc);
    if (!item) continue;
    const denied = hiddenTitle(options, doc, item);
    if (denied) hidden.set(item.id, denied);
    else found.set(item.id, item);
  }
  return { found, hidden };
}

/** Whether a title's window suits a query's: on offer now, not started yet, or any. */
function windowHolds(doc: Doc, window: RailQuery['window'], at: string): boolean {
  if (window === 'any') return true;
  if (window === 'open') return availableAt(doc, at);
  return doc.vce !== false && typeof doc.lws === 'string' && doc.lws > at;
}

/** Rows read at most per rail query (batches of titles judged for their window). */
const QUERY_SCAN = 2000;

/**
 * The published titles a rail query finds in the product, in its order (at most `limit`). A
 * query on columns alone (added, updated, name) reads titles in its order batch by batch and
 * judges each one's window here; one on window dates (starts, ends) lets SQL read them.
 */
async function runQuery(
  options: RailReadOptions,
  query: RailQuery,
  limit: number,
): Promise<{ items: RailItem[]; hidden: HiddenItem[] }> {
  const onDates = (field: string) => field === 'starts' || field === 'ends';
  const base = { product: options.product, query, at: options.at };
  const items: RailItem[] = [];
  const hidden: HiddenItem[] = [];
  const take = (rows: readonly ContentRow[], judge: boolean) => {
    for (const row of rows) {
      if (items.length >= limit) break;
      const doc = docOf(row);
      if (judge && !windowHolds(doc, query.window, options.at)) continue;
      const item = railItemOf(doc);
      if (!item) continue;
      const denied = hiddenTitle(options, doc, item);
      if (denied) hidden.push(denied);
      else items.push(item);
    }
  };
  if (query.bounds.some((bound) => onDates(bound.field)) || onDates(query.sort.field)) {
    // Titles the viewer may not see are read past, so the rail still fills up to its count.
    const rows = await railQueryRows(options.db, options.dialect, {
      ...base,
      limit: options.hide ? limit * 2 : limit,
    });
    take(rows, false);
    return { items, hidden };
  }
  const batch = Math.max(limit * 2, 40);
  for (let offset = 0; offset < QUERY_SCAN && items.length < limit; offset += batch) {
    const rows = await railQueryRows(options.db, options.dialect, {
      ...base,
      limit: batch,
      offset,
      windowInSql: false,
    });
    take(rows, true);
    if (rows.length < batch) break;
  }
  return { items, hidden };
}

/** The collection's items in priority order, or undefined when the product has no such one. */
async function readCollection(
  options: RailReadOptions,
  id: string,
): Promise<{ id: string; priority?: unknown }[] | undefined> {
  const rows = (await currentVersions(options.db, COLLECTION_TYPE, id)).filter(
    (row) =>
      productsOf(row).includes(options.product) && (row.st === 'published' || row.st === 'draft'),
  );
  const row =
    (options.version === 'draft' ? rows.find((r) => r.st === 'draft') : undefined) ??
    rows.find((r) => r.st === 'published');
  if (!row) return undefined;
  const items = docOf(row).i;
  return Array.isArray(items) ? (items as { id: string; priority?: unknown }[]) : [];
}

/** One entry's source with what it needs read: the ids (to look up) or the items found. */
async function resolveSource(
  options: RailReadOptions,
  source: RailSource,
  history: readonly ViewingRecord[],
): Promise<ResolvedSource[]> {
  switch (source.kind) {
    case 'none':
      return [];
    case 'ids':
      return [{ kind: 'ids', ids: source.ids, count: source.count }];
    case 'history': {
      const records = historyRail(history, source.rail);
      return [
        {
          kind: 'ids',
          ids: records.map((record) => record.itemId),
          count: source.count,
          history: new Map(records.map((record) => [record.itemId, record])),
        },
      ];
    }
    case 'query': {
      const exclude = new Set(source.excludeHistory ? history.map((r) => r.itemId) : []);
      const found = await runQuery(options, source.query, source.count + exclude.size);
      return [
        {
          kind: 'items',
          items: found.items.filter((item) => !exclude.has(item.id)),
          count: source.count,
          ...(found.hidden.length > 0 ? { hidden: found.hidden } : {}),
        },
      ];
    }
    case 'collection': {
      // Each collection named adds its items; the entry's count caps them all together.
      const collections = await Promise.all(
        source.ids.map(async (id) => ({ id, items: await readCollection(options, id) })),
      );
      const ids = collections.flatMap(({ items }) =>
        items ? byPriority(items).map((item) => item.id) : [],
      );
      return [
        ...collections.flatMap(({ id, items }): ResolvedSource[] =>
          items ? [] : [{ kind: 'unknown', id }],
        ),
        { kind: 'ids', ids, count: source.count },
      ];
    }
  }
}

/**
 * What each container shows (aligned with `containers`): its titles read from the catalogue and
 * the ids that did not resolve (domain/storefront/rails.ts decides the rules). The viewer's
 * history is read once; every container's queries and collections are read in parallel, then
 * every named id is looked up together.
 */
export async function readRailContent(
  options: RailReadOptions,
  containers: readonly RailContainer[],
): Promise<RailContent[]> {
  const plans = containers.map((container) => railSources(container));
  const history =
    options.viewerId !== undefined && plans.some((sources) => needsHistory(sources))
      ? await viewingOf(options.db, options.product, options.viewerId)
      : [];
  const resolved = await Promise.all(
    plans.map(async (sources) =>
      (await Promise.all(sources.map((source) => resolveSource(options, source, history)))).flat(),
    ),
  );
  const ids = resolved.flat().flatMap((source) => (source.kind === 'ids' ? source.ids : []));
  const { found, hidden } =
    ids.length > 0
      ? await lookupTitles(options, ids)
      : { found: new Map<string, RailItem>(), hidden: new Map<string, HiddenItem>() };
  return resolved.map((sources) => assembleRail(sources, found, hidden));
}
