import { slideTarget } from './contentUrl';
import { parseRailQuery } from './railQuery';
import type { RailQuery } from './railQuery';
import type { HiddenReason } from './viewerView';

/**
 * What a storefront container (rail) holds when a viewer reads its page (issue 12): where each
 * curation entry's titles come from, and the rail put together from what the catalogue gave.
 * The server reads (server/content/railContent.ts); the rules are here.
 *
 * Which source an entry is (the container's `ctype` first, then the entry's `type`):
 * - container kind `Collection` or entry type `collection`: the collections its `data[]` names,
 *   each one's `i` items in priority order;
 * - `ctype` personalized or predefined: the container's `rail` kind (PREDEFINED_RAILS);
 * - `ctype` query_based or entry type `query`: the saved query `q` (domain/storefront/railQuery);
 * - anything else (manual_curation, time_based, ...): the entry's `data[]` items in priority
 *   order (lowest `priority` first, those without one after, in their order).
 * Entries are taken in priority order too, each capped by its `count` (default DEFAULT_COUNT);
 * a title is shown once per rail. Ids that do not resolve to a published, available title of the
 * product are left out and listed in `unresolved`; query results never are. A title whose own
 * policies (`appliesif`) keep it from the viewer is left out too, without taking a place in the
 * count, and listed in `hidden` with the reason (issue 11: content visibility by policy).
 */

export const DEFAULT_COUNT = 20;
export const MAX_COUNT = 100;

/** A viewer's history rails, read from their viewing records. */
export const HISTORY_RAILS = ['continue_watching', 'favourites', 'watch_again'] as const;
export type HistoryRail = (typeof HISTORY_RAILS)[number];

/**
 * The predefined and personalised rails that are no history: each a catalogue query.
 * - recommended: movies and series the viewer has not watched or started, newest first;
 * - featured_content: movies and series, most recently updated first;
 * - new_arrival: titles added in the last 30 days, newest first;
 * - leaving_soon: titles whose window ends within the next 30 days, soonest first;
 * - upcoming_content: titles whose window has not started, soonest first;
 * - ongoing_airing: channels and live channels on now, by name;
 * - countdown_airing: channels and live channels not started yet, soonest first.
 * The team rails (TEAM_RAILS) are the viewer's too: read from the teams they follow (follow
 * records among their viewing records) and the teams sports titles carry (`tms`).
 */
export const PREDEFINED_RAILS: Readonly<
  Record<string, { query: string; excludeHistory?: boolean }>
> = {
  recommended: { query: 'type=movie,tvseries&sort=-added', excludeHistory: true },
  featured_content: { query: 'type=movie,tvseries&sort=-updated' },
  new_arrival: { query: 'type=vod&added>=-30d&sort=-added' },
  leaving_soon: { query: 'type=vod&ends>=now&ends<=+30d&sort=ends' },
  upcoming_content: { query: 'type=vod&window=upcoming&sort=starts' },
  ongoing_airing: { query: 'type=channel,virtuallivechannel&sort=name' },
  countdown_airing: { query: 'type=channel,virtuallivechannel&window=upcoming&sort=starts' },
};

/** Where one entry's titles come from. */
export type RailSource =
  | { kind: 'ids'; ids: string[]; count: number }
  | { kind: 'collection'; ids: string[]; count: number }
  | { kind: 'history'; rail: HistoryRail; count: number }
  | { kind: 'team'; rail: TeamRail; count: number }
  | { kind: 'query'; query: RailQuery; excludeHistory: boolean; count: number }
  /** A slide read at its own address `cu`: another container's slide, resolved in turn. */
  | { kind: 'address'; cu: string; containerId: string; entry: number; count: number }
  /** A slide whose own address the service does not read: a page's, or another service's. */
  | { kind: 'unread'; cu: string; why: 'external' | 'page' }
  | { kind: 'none' };

interface EntryData {
  id?: unknown;
  priority?: unknown;
}
interface CurationEntry {
  cu?: unknown;
  type?: unknown;
  q?: unknown;
  count?: unknown;
  priority?: unknown;
  data?: unknown;
}
/** A container as far as its content needs it. */
export interface RailContainer {
  readonly [field: string]: unknown;
  id?: unknown;
  ck?: unknown;
  ctype?: unknown;
  rail?: unknown;
  i?: unknown;
}

function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0
    ? Math.min(value, MAX_COUNT)
    : DEFAULT_COUNT;
}

/** Things in priority order: lowest first, those without a priority after, stable. */
export function byPriority<T extends { priority?: unknown }>(things: readonly T[]): T[] {
  const rank = (thing: T) =>
    typeof thing.priority === 'number' ? thing.priority : Number.POSITIVE_INFINITY;
  return things
    .map((thing, index) => ({ thing, index }))
    .sort((a, b) => rank(a.thing) - rank(b.thing) || a.index - b.index)
    .map(({ thing }) => thing);
}

function idsOf(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return byPriority(data as EntryData[]).flatMap((entry) =>
    typeof entry.id === 'string' && entry.id !== '' ? [entry.id] : [],
  );
}

/** The rail kind's source (predefined or personalised rails). */
export function predefinedSource(rail: unknown, count: number): RailSource {
  if ((HISTORY_RAILS as readonly unknown[]).includes(rail))
    return { kind: 'history', rail: rail as HistoryRail, count };
  if ((TEAM_RAILS as readonly unknown[]).includes(rail))
    return { kind: 'team', rail: rail as TeamRail, count };
  const rule = typeof rail === 'string' ? PREDEFINED_RAILS[rail] : undefined;
  if (!rule) return { kind: 'none' };
  const parsed = parseRailQuery(rule.query);
  if (!parsed.ok) throw new Error(`The ${String(rail)} rail's query does not parse`);
  return {
    kind: 'query',
    query: parsed.query,
    excludeHistory: rule.excludeHistory ?? false,
    count,
  };
}

/** What an entry of a container lists: collections, the rail kind, a query, or chosen titles. */
export type EntryKind = 'collection' | 'predefined' | 'query' | 'ids';

export function entryKind(container: RailContainer, entry: { type?: unknown }): EntryKind {
  if (container.ck === 'Collection' || entry.type === 'collection') return 'collection';
  if (container.ctype === 'personalized' || container.ctype === 'predefined') return 'predefined';
  if (container.ctype === 'query_based' || entry.type === 'query') return 'query';
  return 'ids';
}

/** One entry's source, with the entry's position in the container's `i` (0 first). */
export interface PlannedSource {
  entry: number;
  source: RailSource;
}

/** An entry's own address, when it has one that is not its own slide's. */
function ownAddress(
  container: RailContainer,
  entry: CurationEntry,
  index: number,
  count: number,
): RailSource | undefined {
  if (typeof entry.cu !== 'string' || entry.cu.trim() === '') return undefined;
  const cu = entry.cu.trim();
  const target = slideTarget(cu);
  switch (target.kind) {
    case 'external':
      return { kind: 'unread', cu, why: 'external' };
    case 'page':
      return { kind: 'unread', cu, why: 'page' };
    case 'slide':
      // Its own slide address is the entry itself.
      if (target.containerId === container.id && target.entry === index) return undefined;
      return { kind: 'address', cu, containerId: target.containerId, entry: target.entry, count };
  }
}

/**
 * The sources of a container's entries, in the entries' priority order, each with its entry's
 * position; `onlyEntry` keeps that one entry (a slide's content read). An entry with its own
 * content address (`cu`) is read there, as the console's slide content reads it.
 */
export function railPlan(container: RailContainer, onlyEntry?: number): PlannedSource[] {
  const all = Array.isArray(container.i) ? (container.i as CurationEntry[]) : [];
  const indexed = all.map((entry, index) => ({ entry, index, priority: entry.priority }));
  const entries = byPriority(
    onlyEntry === undefined ? indexed : indexed.filter((e) => e.index === onlyEntry),
  );
  const personal = container.ctype === 'personalized' || container.ctype === 'predefined';
  // A personalised or predefined rail without entries still shows its rail kind.
  if (entries.length === 0)
    return personal && onlyEntry === undefined
      ? [{ entry: 0, source: predefinedSource(container.rail, DEFAULT_COUNT) }]
      : [];
  return entries.map(({ entry, index }): PlannedSource => {
    const count = countOf(entry.count);
    const address = ownAddress(container, entry, index, count);
    if (address) return { entry: index, source: address };
    const source = ((): RailSource => {
      switch (entryKind(container, entry)) {
        case 'collection':
          return { kind: 'collection', ids: idsOf(entry.data), count };
        case 'predefined':
          return predefinedSource(container.rail, count);
        case 'query': {
          if (typeof entry.q !== 'string') return { kind: 'none' };
          const parsed = parseRailQuery(entry.q);
          return parsed.ok
            ? { kind: 'query', query: parsed.query, excludeHistory: false, count }
            : { kind: 'none' };
        }
        case 'ids':
          return { kind: 'ids', ids: idsOf(entry.data), count };
      }
    })();
    return { entry: index, source };
  });
}

/** The sources of a container's entries, in the entries' priority order. */
export function railSources(container: RailContainer): RailSource[] {
  return railPlan(container).map((planned) => planned.source);
}

/** Whether a container's rails read the viewer's history. */
export function needsHistory(sources: readonly RailSource[]): boolean {
  return sources.some(
    (source) =>
      source.kind === 'history' ||
      source.kind === 'team' ||
      (source.kind === 'query' && source.excludeHistory),
  );
}

/** One viewing record of a viewer: a title started, finished or marked favourite. */
export interface ViewingRecord {
  itemId: string;
  /** Seconds into the title. */
  position: number;
  /** The title's length in seconds. */
  duration: number;
  favourite: boolean;
  completed: boolean;
  /** When last watched (ISO 8601). */
  lastWatched: string;
}

/** Started, under this share watched and not finished: continue watching. */
export const FINISHED_SHARE = 0.95;

export function progressPercent(record: ViewingRecord): number {
  if (record.duration <= 0) return 0;
  return Math.min(100, Math.round((record.position / record.duration) * 100));
}

/**
 * A history rail's titles, latest watched first: continue_watching the ones started and not
 * finished (position over 0, under 95 %), favourites the favourites, watch_again the finished.
 */
export function historyRail(records: readonly ViewingRecord[], rail: HistoryRail): ViewingRecord[] {
  const chosen = records.filter((record) => {
    // A followed team is no title.
    if (isFollowRecord(record)) return false;
    switch (rail) {
      case 'continue_watching':
        return (
          !record.completed &&
          record.position > 0 &&
          record.position < record.duration * FINISHED_SHARE
        );
      case 'favourites':
        return record.favourite;
      case 'watch_again':
        return record.completed;
    }
  });
  return chosen.sort(
    (a, b) => b.lastWatched.localeCompare(a.lastWatched) || a.itemId.localeCompare(b.itemId),
  );
}

/**
 * The team rails (issue 12), each the viewer's:
 * - team_continue_watching: their continue-watching titles (historyRail) that involve a team they
 *   follow, latest watched first;
 * - team_favourites: their favourites that involve a team they follow, latest first (favourites
 *   hold any title, sports titles too: the demo viewers favour matches of their teams);
 * - team_recommended: the product's published, available sports titles of the teams they follow
 *   that they have not watched, started or marked (no viewing record): the matches still to come
 *   soonest first, then those already played, latest first, then those without a date.
 * A title involves a team when the team is among its teams (`tms[].id`) or is its primary team
 * (`pmy_tm`); its date is its on-air start (`oa_st_dt`), else its window's start (`lws`).
 * A viewer follows a team by a viewing record of `team:{teamId}` (followRecordId): a follow, no
 * title (the history rails skip it). No viewer, or no team followed: the team rails are empty.
 */
export const TEAM_RAILS = [
  'team_continue_watching',
  'team_favourites',
  'team_recommended',
] as const;
export type TeamRail = (typeof TEAM_RAILS)[number];

/** The catalogue types that carry teams (`tms`): the titles the team rails list. */
export const TEAM_TITLE_TYPES = [
  'sportevent',
  'sportliveevent',
  'sportshow',
  'sporthighlight',
  'sportclip',
] as const;

/** What a viewing record of a followed team is named by. */
export const FOLLOW_PREFIX = 'team:';

export function followRecordId(teamId: string): string {
  return `${FOLLOW_PREFIX}${teamId}`;
}

export function isFollowRecord(record: Pick<ViewingRecord, 'itemId'>): boolean {
  return record.itemId.startsWith(FOLLOW_PREFIX) && record.itemId.length > FOLLOW_PREFIX.length;
}

/** The teams a viewer follows, latest followed first. */
export function followedTeams(records: readonly ViewingRecord[]): string[] {
  return [...records]
    .filter(isFollowRecord)
    .sort((a, b) => b.lastWatched.localeCompare(a.lastWatched) || a.itemId.localeCompare(b.itemId))
    .map((record) => record.itemId.slice(FOLLOW_PREFIX.length));
}

/** The teams a catalogue document involves: its teams' ids and its primary team. */
export function teamsOf(doc: Readonly<Record<string, unknown>>): string[] {
  const teams = Array.isArray(doc.tms) ? (doc.tms as { id?: unknown }[]) : [];
  const ids = teams.flatMap((team) =>
    team !== null && typeof team === 'object' && typeof team.id === 'string' ? [team.id] : [],
  );
  if (typeof doc.pmy_tm === 'string' && doc.pmy_tm !== '') ids.push(doc.pmy_tm);
  return [...new Set(ids)];
}

/** A sports title as the team rails judge it. */
export interface TeamTitle {
  id: string;
  teams: readonly string[];
  /** Its date (ISO 8601): on-air start, else window start; absent when it has none. */
  date?: string;
}

export function teamTitleOf(doc: Readonly<Record<string, unknown>>): TeamTitle | undefined {
  if (typeof doc.id !== 'string') return undefined;
  const date =
    typeof doc.oa_st_dt === 'string' ? doc.oa_st_dt : typeof doc.lws === 'string' ? doc.lws : '';
  return { id: doc.id, teams: teamsOf(doc), ...(date !== '' ? { date } : {}) };
}

function involves(teams: readonly string[], followed: ReadonlySet<string>): boolean {
  return teams.some((team) => followed.has(team));
}

/**
 * team_continue_watching or team_favourites: the history rail's records whose title involves a
 * followed team (`teamsById`: each title's teams, as the catalogue gives them).
 */
export function teamHistoryRail(
  records: readonly ViewingRecord[],
  rail: Exclude<TeamRail, 'team_recommended'>,
  teamsById: ReadonlyMap<string, readonly string[]>,
): ViewingRecord[] {
  const followed = new Set(followedTeams(records));
  if (followed.size === 0) return [];
  const base = rail === 'team_continue_watching' ? 'continue_watching' : 'favourites';
  return historyRail(records, base).filter((record) =>
    involves(teamsById.get(record.itemId) ?? [], followed),
  );
}

/**
 * team_recommended: of these sports titles (published and available: the caller's), those of a
 * followed team without a viewing record, to come soonest first, then played latest first, then
 * undated (by id).
 */
export function teamRecommended(
  titles: readonly TeamTitle[],
  records: readonly ViewingRecord[],
  at: string,
): TeamTitle[] {
  const followed = new Set(followedTeams(records));
  if (followed.size === 0) return [];
  const seen = new Set(records.map((record) => record.itemId));
  const rank = (title: TeamTitle) =>
    title.date === undefined ? 2 : Date.parse(title.date) >= Date.parse(at) ? 0 : 1;
  return titles
    .filter((title) => !seen.has(title.id) && involves(title.teams, followed))
    .sort((a, b) => {
      const byRank = rank(a) - rank(b);
      if (byRank !== 0) return byRank;
      const order =
        rank(a) === 0
          ? Date.parse(a.date ?? '') - Date.parse(b.date ?? '')
          : rank(a) === 1
            ? Date.parse(b.date ?? '') - Date.parse(a.date ?? '')
            : 0;
      return order || a.id.localeCompare(b.id);
    });
}

/** A title as a rail shows it. */
export interface RailItem {
  id: string;
  /** Its catalogue type (movie, tvseries, tvepisode, ...). */
  type: string;
  /** Its name (English, else the first). */
  n: string;
  /** Its first image's URL (the poster), when it has one. */
  img?: string;
  /** Its length in seconds, when known. */
  rt?: number;
  /** When its window starts (ISO 8601), when it has one: what a countdown counts down to. */
  starts?: string;
  /** The viewer's progress (history rails). */
  position?: number;
  progress?: number;
  lastWatched?: string;
}

/** A catalogue document as a rail item. */
export function railItemOf(doc: Readonly<Record<string, unknown>>): RailItem | undefined {
  if (typeof doc.id !== 'string' || typeof doc.cty !== 'string') return undefined;
  const names = Array.isArray(doc.lon) ? (doc.lon as { lang?: unknown; n?: unknown }[]) : [];
  const name = (names.find((entry) => entry.lang === 'en') ?? names[0])?.n;
  const images = Array.isArray(doc.ex_ia) ? (doc.ex_ia as { u?: unknown }[]) : [];
  const img = images.find((image) => typeof image.u === 'string')?.u;
  return {
    id: doc.id,
    type: doc.cty,
    n: typeof name === 'string' ? name : typeof doc.n === 'string' ? doc.n : doc.id,
    ...(typeof img === 'string' ? { img } : {}),
    ...(typeof doc.rt === 'number' ? { rt: doc.rt } : {}),
    ...(typeof doc.lws === 'string' ? { starts: doc.lws } : {}),
  };
}

/** One entry's candidates once read: ids in order (to look up) or items a query found. */
export type ResolvedSource =
  | {
      kind: 'ids';
      ids: readonly string[];
      count: number;
      history?: ReadonlyMap<string, ViewingRecord>;
      /** The entry (position in `i`) the titles are for, when counted per slide. */
      entry?: number;
    }
  | {
      kind: 'items';
      items: readonly RailItem[];
      count: number;
      hidden?: readonly HiddenItem[];
      entry?: number;
    }
  /** A collection named that the product does not have (listed as unresolved). */
  | { kind: 'unknown'; id: string };

/** A title the viewer may not see, and why (its policies, or one it names that is missing). */
export interface HiddenItem {
  id: string;
  type: string;
  n: string;
  reason: HiddenReason;
}

/**
 * How a slide with its own content address (`cu`) was read: `address` another container's slide
 * (its titles in the rail), `missing` no such container or slide in the product, `loop` an address
 * that leads back to a slide on the way (or too deep), `external` and `page` addresses the service
 * does not read (the apps do); `items` the titles it added to the rail.
 */
export interface SlideRead {
  entry: number;
  cu: string;
  read: 'address' | 'missing' | 'loop' | 'external' | 'page';
  items: number;
}

export interface RailContent {
  items: RailItem[];
  unresolved: string[];
  /** Titles the rail would show but the viewer may not see; absent when there are none. */
  hidden?: HiddenItem[];
  /** The slides read at their own address, in entry order; absent when there are none. */
  slides?: SlideRead[];
}

/**
 * A rail from its entries' candidates, in order: each entry adds at most its count of titles
 * not shown yet; an id the catalogue did not give (`lookup`) is unresolved.
 */
export function assembleRail(
  sources: readonly ResolvedSource[],
  lookup: ReadonlyMap<string, RailItem>,
  hiddenById: ReadonlyMap<string, HiddenItem> = new Map(),
  /** Filled with the titles each counted entry added (the sources' `entry`). */
  addedByEntry?: Map<number, number>,
): RailContent {
  const items: RailItem[] = [];
  const unresolved: string[] = [];
  const hidden = new Map<string, HiddenItem>();
  const seen = new Set<string>();
  for (const source of sources) {
    if (source.kind === 'unknown') {
      if (!unresolved.includes(source.id)) unresolved.push(source.id);
      continue;
    }
    if (source.kind === 'items') {
      for (const entry of source.hidden ?? [])
        if (!hidden.has(entry.id)) hidden.set(entry.id, entry);
    }
    let added = 0;
    const candidates = source.kind === 'items' ? source.items.map((item) => item.id) : source.ids;
    for (const id of candidates) {
      if (added >= source.count) break;
      const item = source.kind === 'items' ? source.items.find((i) => i.id === id) : lookup.get(id);
      const denied = item ? undefined : hiddenById.get(id);
      if (denied) {
        if (!hidden.has(id)) hidden.set(id, denied);
        continue;
      }
      if (!item) {
        if (!unresolved.includes(id)) unresolved.push(id);
        continue;
      }
      if (seen.has(id)) continue;
      seen.add(id);
      const record = source.kind === 'ids' ? source.history?.get(id) : undefined;
      items.push(
        record
          ? {
              ...item,
              position: record.position,
              progress: progressPercent(record),
              lastWatched: record.lastWatched,
            }
          : item,
      );
      added += 1;
    }
    if (addedByEntry && source.entry !== undefined)
      addedByEntry.set(source.entry, (addedByEntry.get(source.entry) ?? 0) + added);
  }
  return hidden.size > 0
    ? { items, unresolved, hidden: [...hidden.values()] }
    : { items, unresolved };
}
