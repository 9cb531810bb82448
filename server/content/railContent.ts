import type { Kysely } from 'kysely';
import type { RailQuery } from '../../domain/storefront/railQuery';
import type { HiddenReason } from '../../domain/storefront/viewerView';
import {
  TEAM_TITLE_TYPES,
  assembleRail,
  byPriority,
  followedTeams,
  historyRail,
  needsHistory,
  railItemOf,
  railPlan,
  teamHistoryRail,
  teamRecommended,
  teamTitleOf,
  teamsOf,
} from '../../domain/storefront/rails';
import type {
  HiddenItem,
  RailContainer,
  RailContent,
  RailItem,
  RailSource,
  ResolvedSource,
  SlideRead,
  TeamRail,
  TeamTitle,
  ViewingRecord,
} from '../../domain/storefront/rails';
import type { ContentRow } from '../store/contentIndex';
import { productsOf } from '../store/contentIndex';
import type { Doc } from '../store/contentRepository';
import { currentVersions, docOf } from '../store/contentRepository';
import type { DialectName } from '../store/db';
import type { Database } from '../store/schema';
import { publishedVersionsOf, railQueryRows, viewingOf } from '../store/viewingRepository';
import { COLLECTION_TYPE, CONTAINER_TYPE } from './storefrontTypes';

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

/** The product's current published sports titles read for the team rails, at most. */
const TEAM_SCAN = 2000;

/**
 * A team rail's candidates (domain/storefront/rails.ts decides which titles): the viewer's
 * history titles that involve a followed team (their teams read from the catalogue), or the
 * product's available sports titles of the followed teams they have not watched. No team
 * followed: nothing is read.
 */
async function teamSource(
  options: RailReadOptions,
  rail: TeamRail,
  count: number,
  history: readonly ViewingRecord[],
): Promise<ResolvedSource[]> {
  if (followedTeams(history).length === 0) return [];
  if (rail !== 'team_recommended') {
    const base = rail === 'team_continue_watching' ? 'continue_watching' : 'favourites';
    const candidates = historyRail(history, base).map((record) => record.itemId);
    const rows = await publishedVersionsOf(options.db, candidates);
    const teamsById = new Map(
      rows
        .filter((row) => productsOf(row).includes(options.product))
        .map((row) => [row.id, teamsOf(docOf(row))] as const),
    );
    const records = teamHistoryRail(history, rail, teamsById);
    return [
      {
        kind: 'ids',
        ids: records.map((record) => record.itemId),
        count,
        history: new Map(records.map((record) => [record.itemId, record])),
      },
    ];
  }
  const query: RailQuery = {
    types: [...TEAM_TITLE_TYPES],
    bounds: [],
    window: 'open',
    sort: { field: 'added', descending: true },
  };
  const docs = new Map<string, Doc>();
  const titles: TeamTitle[] = [];
  const batch = 500;
  for (let offset = 0; offset < TEAM_SCAN; offset += batch) {
    const rows = await railQueryRows(options.db, options.dialect, {
      product: options.product,
      query,
      at: options.at,
      limit: batch,
      offset,
      windowInSql: false,
    });
    for (const row of rows) {
      const doc = docOf(row);
      if (!availableAt(doc, options.at)) continue;
      const title = teamTitleOf(doc);
      if (!title || title.teams.length === 0) continue;
      docs.set(title.id, doc);
      titles.push(title);
    }
    if (rows.length < batch) break;
  }
  const items: RailItem[] = [];
  const hidden: HiddenItem[] = [];
  for (const title of teamRecommended(titles, history, options.at)) {
    if (items.length >= count) break;
    const doc = docs.get(title.id);
    const item = doc ? railItemOf(doc) : undefined;
    if (!doc || !item) continue;
    const denied = hiddenTitle(options, doc, item);
    if (denied) hidden.push(denied);
    else items.push(item);
  }
  return [{ kind: 'items', items, count, ...(hidden.length > 0 ? { hidden } : {}) }];
}

/** The version of a storefront item the read takes (the draft when asked), in the product. */
async function readItem(
  options: RailReadOptions,
  type: string,
  id: string,
): Promise<Doc | undefined> {
  const rows = (await currentVersions(options.db, type, id)).filter(
    (row) =>
      productsOf(row).includes(options.product) && (row.st === 'published' || row.st === 'draft'),
  );
  const row =
    (options.version === 'draft' ? rows.find((r) => r.st === 'draft') : undefined) ??
    rows.find((r) => r.st === 'published');
  return row ? docOf(row) : undefined;
}

/** The collection's items in priority order, or undefined when the product has no such one. */
async function readCollection(
  options: RailReadOptions,
  id: string,
): Promise<{ id: string; priority?: unknown }[] | undefined> {
  const doc = await readItem(options, COLLECTION_TYPE, id);
  if (!doc) return undefined;
  const items = doc.i;
  return Array.isArray(items) ? (items as { id: string; priority?: unknown }[]) : [];
}

/** How many addresses deep a slide's own address is followed (a slide naming a slide ...). */
const ADDRESS_DEPTH = 4;

/** The slides followed on the way to this read (`{containerId}/{entry}`), to stop a loop. */
interface Trail {
  seen: ReadonlySet<string>;
  depth: number;
}

/** What one entry's source read, and how its own address was read (when it has one). */
interface EntryRead {
  sources: ResolvedSource[];
  slide?: Omit<SlideRead, 'items'>;
}

/** One entry's source with what it needs read: the ids (to look up) or the items found. */
async function resolveSource(
  options: RailReadOptions,
  source: RailSource,
  history: readonly ViewingRecord[],
  trail: Trail,
  entry: number,
): Promise<EntryRead> {
  switch (source.kind) {
    case 'none':
      return { sources: [] };
    case 'unread':
      return { sources: [], slide: { entry, cu: source.cu, read: source.why } };
    case 'address': {
      const key = `${source.containerId}/${String(source.entry)}`;
      if (trail.seen.has(key) || trail.depth >= ADDRESS_DEPTH)
        return { sources: [], slide: { entry, cu: source.cu, read: 'loop' } };
      const target = await readItem(options, CONTAINER_TYPE, source.containerId);
      const slides = target && Array.isArray(target.i) ? (target.i as unknown[]) : [];
      if (!target || slides[source.entry] === undefined)
        return { sources: [], slide: { entry, cu: source.cu, read: 'missing' } };
      // The addressed slide, resolved as that container's (it may name an address in turn).
      const [content] = await readRails(
        options,
        [{ ...target, id: source.containerId }],
        { seen: new Set([...trail.seen, key]), depth: trail.depth + 1 },
        source.entry,
      );
      const onward = content?.slides?.find((slide) => slide.entry === source.entry)?.read;
      return {
        sources: [
          ...(content?.unresolved ?? []).map((id): ResolvedSource => ({ kind: 'unknown', id })),
          {
            kind: 'items',
            items: content?.items ?? [],
            count: source.count,
            ...(content?.hidden ? { hidden: content.hidden } : {}),
            entry,
          },
        ],
        // A slide that names an address the service cannot follow says so here too.
        slide: { entry, cu: source.cu, read: onward && onward !== 'address' ? onward : 'address' },
      };
    }
    case 'ids':
      return { sources: [{ kind: 'ids', ids: source.ids, count: source.count }] };
    case 'history': {
      const records = historyRail(history, source.rail);
      return {
        sources: [
          {
            kind: 'ids',
            ids: records.map((record) => record.itemId),
            count: source.count,
            history: new Map(records.map((record) => [record.itemId, record])),
          },
        ],
      };
    }
    case 'team':
      return { sources: await teamSource(options, source.rail, source.count, history) };
    case 'query': {
      const exclude = new Set(source.excludeHistory ? history.map((r) => r.itemId) : []);
      const found = await runQuery(options, source.query, source.count + exclude.size);
      return {
        sources: [
          {
            kind: 'items',
            items: found.items.filter((item) => !exclude.has(item.id)),
            count: source.count,
            ...(found.hidden.length > 0 ? { hidden: found.hidden } : {}),
          },
        ],
      };
    }
    case 'collection': {
      // Each collection named adds its items; the entry's count caps them all together.
      const collections = await Promise.all(
        source.ids.map(async (id) => ({ id, items: await readCollection(options, id) })),
      );
      const ids = collections.flatMap(({ items }) =>
        items ? byPriority(items).map((item) => item.id) : [],
      );
      return {
        sources: [
          ...collections.flatMap(({ id, items }): ResolvedSource[] =>
            items ? [] : [{ kind: 'unknown', id }],
          ),
          { kind: 'ids', ids, count: source.count },
        ],
      };
    }
  }
}

async function readRails(
  options: RailReadOptions,
  containers: readonly RailContainer[],
  trail: Trail,
  onlyEntry?: number,
): Promise<RailContent[]> {
  const plans = containers.map((container) => railPlan(container, onlyEntry));
  const history =
    options.viewerId !== undefined &&
    plans.some((planned) => needsHistory(planned.map((p) => p.source)))
      ? await viewingOf(options.db, options.product, options.viewerId)
      : [];
  const reads = await Promise.all(
    plans.map((planned, index) =>
      Promise.all(
        planned.map(({ source, entry }) =>
          resolveSource(
            options,
            source,
            history,
            {
              seen: new Set([...trail.seen, `${String(containers[index]?.id)}/${String(entry)}`]),
              depth: trail.depth,
            },
            entry,
          ),
        ),
      ),
    ),
  );
  const resolved = reads.map((entries) => entries.flatMap((read) => read.sources));
  const ids = resolved.flat().flatMap((source) => (source.kind === 'ids' ? source.ids : []));
  const { found, hidden } =
    ids.length > 0
      ? await lookupTitles(options, ids)
      : { found: new Map<string, RailItem>(), hidden: new Map<string, HiddenItem>() };
  return resolved.map((sources, index) => {
    const added = new Map<number, number>();
    const rail = assembleRail(sources, found, hidden, added);
    const slides = (reads[index] ?? [])
      .flatMap((read) => (read.slide ? [read.slide] : []))
      .sort((a, b) => a.entry - b.entry)
      .map((slide): SlideRead => ({ ...slide, items: added.get(slide.entry) ?? 0 }));
    return slides.length > 0 ? { ...rail, slides } : rail;
  });
}

/**
 * What each container shows (aligned with `containers`): its titles read from the catalogue and
 * the ids that did not resolve (domain/storefront/rails.ts decides the rules). The viewer's
 * history is read once; every container's queries and collections are read in parallel, then
 * every named id is looked up together. A slide with its own content address (`cu`) naming
 * another container's slide gets that slide's titles (followed up to ADDRESS_DEPTH addresses,
 * never in a loop); the slides read at an address are listed in `slides`. `onlyEntry` reads one
 * slide of each container (the container content route).
 */
export async function readRailContent(
  options: RailReadOptions,
  containers: readonly RailContainer[],
  onlyEntry?: number,
): Promise<RailContent[]> {
  return readRails(options, containers, { seen: new Set(), depth: 0 }, onlyEntry);
}
