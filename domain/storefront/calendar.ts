import { TZDate } from '@date-fns/tz';
import {
  addMonths,
  addQuarters,
  addWeeks,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
} from 'date-fns';
import { isDraftLike } from '../statuses';
import { STOREFRONT_KINDS } from './options';

/**
 * The storefront calendar (issue 12): what is scheduled when on the storefront pages or the
 * collections of a product, with the gaps (times when a kind of page has no live version) and
 * the overlaps (two or more live at once) of each group. Windows are `[st_dt, ed_dt)`: the end is
 * exclusive, so a window ending when the next starts leaves neither gap nor overlap; an absent
 * (or unreadable) end is open and reaches the edge of the range shown.
 */

/** An item as the calendar reads it: the list fields of a storefront page or a collection. */
export interface CalendarItem {
  id: string;
  n: string;
  st: string;
  /** The page kind (home, section...); absent on collections and on pages without one. */
  ty?: string | undefined;
  st_dt?: string | undefined;
  ed_dt?: string | undefined;
  /** A page's containers (ids, its tabs' in order); absent on collections and containers. */
  containers?: readonly string[] | undefined;
}

/** The range shown, in epoch milliseconds, `to` exclusive. */
export interface CalendarRange {
  from: number;
  to: number;
}

/** A published version is live in its window; a draft-like one is only scheduled. */
export type CalendarBarKind = 'live' | 'scheduledDraft';

/** One version's window clipped to the range, with whether it goes on beyond either edge. */
export interface CalendarBar {
  kind: CalendarBarKind;
  status: string;
  start: number;
  end: number;
  /** The window starts before the range (or has no start). */
  continuesBefore: boolean;
  /** The window ends after the range (or has no end). */
  continuesAfter: boolean;
  /** The window's own start and end; undefined when open. */
  windowStart: number | undefined;
  windowEnd: number | undefined;
}

/** One item: its versions' bars, the live one first; a page's containers under it. */
export interface CalendarRow {
  id: string;
  name: string;
  bars: CalendarBar[];
  /**
   * A page's containers, each with its own versions' bars (none when its window misses the
   * range), in the page's order: its live version's, then those only a draft holds. Empty for
   * collections and containers.
   */
  containers: CalendarRow[];
}

/** A stretch of the range, `end` exclusive. */
export interface CalendarInterval {
  start: number;
  end: number;
}

/** A stretch where two or more items of a group are live at once: at most `count`, and which. */
export interface CalendarOverlap extends CalendarInterval {
  count: number;
  ids: string[];
}

/** The rows of one kind of page (or every collection) with its gaps and overlaps, in time order. */
export interface CalendarGroup {
  /** The page kind; `NO_KIND` for pages without one; `ALL_ITEMS` when not grouped. */
  key: string;
  rows: CalendarRow[];
  gaps: CalendarInterval[];
  overlaps: CalendarOverlap[];
}

/** The group of pages that name no kind. */
export const NO_KIND = 'none';
/** The single group of an ungrouped calendar (collections). */
export const ALL_ITEMS = 'all';

export interface CalendarOptions {
  /** Group rows by page kind (`ty`), or keep every item in one group (collections). */
  groupByKind: boolean;
  /**
   * The product's containers (their published and draft-like versions), drawn under the pages
   * that hold them; a page's container not among them (deleted, say) is left out.
   */
  containers?: readonly CalendarItem[];
}

function readTime(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

function barKindOf(status: string): CalendarBarKind | undefined {
  if (status === 'published') return 'live';
  return isDraftLike(status) ? 'scheduledDraft' : undefined;
}

/** An item's bar in the range, or undefined when its window misses the range or is empty. */
export function calendarBar(item: CalendarItem, range: CalendarRange): CalendarBar | undefined {
  const kind = barKindOf(item.st);
  if (kind === undefined) return undefined;
  const windowStart = readTime(item.st_dt);
  const windowEnd = readTime(item.ed_dt);
  const start = Math.max(windowStart ?? Number.NEGATIVE_INFINITY, range.from);
  const end = Math.min(windowEnd ?? Number.POSITIVE_INFINITY, range.to);
  if (start >= end) return undefined;
  return {
    kind,
    status: item.st,
    start,
    end,
    continuesBefore: windowStart === undefined || windowStart < range.from,
    continuesAfter: windowEnd === undefined || windowEnd > range.to,
    windowStart,
    windowEnd,
  };
}

/**
 * Sweeps the live bars of a group: where none is live (gaps) and where two or more are
 * (overlaps). At one instant ends come before starts, so touching windows count once.
 */
export function gapsAndOverlaps(
  live: readonly { id: string; start: number; end: number }[],
  range: CalendarRange,
): { gaps: CalendarInterval[]; overlaps: CalendarOverlap[] } {
  const events = live
    .flatMap((bar) => [
      { at: bar.start, delta: 1, id: bar.id },
      { at: bar.end, delta: -1, id: bar.id },
    ])
    .sort((a, b) => a.at - b.at || a.delta - b.delta);
  const gaps: CalendarInterval[] = [];
  const overlaps: CalendarOverlap[] = [];
  const liveIds = new Map<string, number>();
  let cursor = range.from;
  let index = 0;
  while (cursor < range.to) {
    while (index < events.length && (events[index]?.at ?? Infinity) <= cursor) {
      const event = events[index];
      index += 1;
      if (!event) continue;
      const held = (liveIds.get(event.id) ?? 0) + event.delta;
      if (held > 0) liveIds.set(event.id, held);
      else liveIds.delete(event.id);
    }
    const next = Math.min(events[index]?.at ?? range.to, range.to);
    // Distinct items: the same item listed twice is not two pages.
    const count = liveIds.size;
    if (count === 0) appendGap(gaps, { start: cursor, end: next });
    else if (count >= 2)
      appendOverlap(overlaps, { start: cursor, end: next, count, ids: [...liveIds.keys()] });
    cursor = next;
  }
  return { gaps, overlaps };
}

function appendGap(gaps: CalendarInterval[], gap: CalendarInterval): void {
  const last = gaps[gaps.length - 1];
  if (last && last.end === gap.start) last.end = gap.end;
  else gaps.push(gap);
}

function appendOverlap(overlaps: CalendarOverlap[], overlap: CalendarOverlap): void {
  const last = overlaps[overlaps.length - 1];
  if (last && last.end === overlap.start) {
    last.end = overlap.end;
    last.count = Math.max(last.count, overlap.count);
    for (const id of overlap.ids) if (!last.ids.includes(id)) last.ids.push(id);
  } else {
    overlaps.push(overlap);
  }
}

function groupOrder(key: string): [number, string] {
  const known = (STOREFRONT_KINDS as readonly string[]).indexOf(key);
  if (known >= 0) return [known, key];
  return [key === NO_KIND ? 2 * STOREFRONT_KINDS.length : STOREFRONT_KINDS.length, key];
}

/**
 * The calendar of `items` over `range`: one row per item that shows in the range (a published
 * version and a draft of the same item share a row), grouped by page kind (the known kinds in
 * their order, then others by name, then pages without a kind) or in one group; each group with
 * its gaps and overlaps, merged and in time order. A group appears when any of its items (live or
 * draft, in the range or not) exists, so a kind whose only page has ended shows as one long gap.
 * Statuses other than published and draft-like (archived, deleted...) are left out.
 */
export function buildCalendar(
  items: readonly CalendarItem[],
  range: CalendarRange,
  { groupByKind, containers = [] }: CalendarOptions,
): CalendarGroup[] {
  const groups = new Map<string, { rows: Map<string, CalendarRow> }>();
  const liveOf = new Map<string, { id: string; start: number; end: number }[]>();
  const containerIds = new Map<string, { live: string[]; draft: string[] }>();
  const containerRows = containerRowsOf(containers, range);
  for (const item of items) {
    const barKind = barKindOf(item.st);
    if (barKind === undefined) continue;
    const key = groupByKind ? item.ty || NO_KIND : ALL_ITEMS;
    const group = groups.get(key) ?? { rows: new Map<string, CalendarRow>() };
    groups.set(key, group);
    const bar = calendarBar(item, range);
    if (!bar) continue;
    const row = group.rows.get(item.id) ?? { id: item.id, name: item.n, bars: [], containers: [] };
    group.rows.set(item.id, row);
    row.bars.push(bar);
    const held = containerIds.get(item.id) ?? { live: [], draft: [] };
    containerIds.set(item.id, held);
    held[barKind === 'live' ? 'live' : 'draft'].push(...(item.containers ?? []));
    if (bar.kind === 'live') {
      if (item.n !== '') row.name = item.n;
      const live = liveOf.get(key) ?? [];
      liveOf.set(key, live);
      live.push({ id: item.id, start: bar.start, end: bar.end });
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => {
      const [rankA, nameA] = groupOrder(a);
      const [rankB, nameB] = groupOrder(b);
      return rankA - rankB || nameA.localeCompare(nameB);
    })
    .map(([key, group]) => ({
      key,
      rows: [...group.rows.values()]
        .map((row) => {
          const held = containerIds.get(row.id);
          const ids = new Set([...(held?.live ?? []), ...(held?.draft ?? [])]);
          return {
            ...row,
            bars: sortBars(row.bars),
            containers: [...ids].flatMap((id) => {
              const container = containerRows.get(id);
              return container ? [container] : [];
            }),
          };
        })
        .sort(
          (a, b) =>
            Math.min(...a.bars.map((bar) => bar.start)) -
              Math.min(...b.bars.map((bar) => bar.start)) || a.name.localeCompare(b.name),
        ),
      ...withoutGapsUnlessAlwaysLive(key, gapsAndOverlaps(liveOf.get(key) ?? [], range)),
    }));
}

function sortBars(bars: readonly CalendarBar[]): CalendarBar[] {
  return [...bars].sort((a, b) =>
    a.kind === b.kind ? a.start - b.start : a.kind === 'live' ? -1 : 1,
  );
}

/** The containers' rows by id: every version's bar in the range, named by the live version. */
function containerRowsOf(
  containers: readonly CalendarItem[],
  range: CalendarRange,
): Map<string, CalendarRow> {
  const rows = new Map<string, CalendarRow>();
  for (const item of containers) {
    const kind = barKindOf(item.st);
    if (kind === undefined) continue;
    const row = rows.get(item.id) ?? { id: item.id, name: item.n, bars: [], containers: [] };
    rows.set(item.id, row);
    if (kind === 'live' && item.n !== '') row.name = item.n;
    const bar = calendarBar(item, range);
    if (bar) row.bars.push(bar);
  }
  for (const row of rows.values()) row.bars = sortBars(row.bars);
  return rows;
}

/**
 * The kinds of page that must always have a live version (the apps' fixed places): a time when
 * none is live is a gap. Seasonal and landing pages live for their occasions only, so time
 * between them is not marked; collections are marked as before.
 */
export const ALWAYS_LIVE_KINDS: readonly string[] = ['home', 'section', 'kids'];

function withoutGapsUnlessAlwaysLive(
  key: string,
  found: { gaps: CalendarInterval[]; overlaps: CalendarOverlap[] },
): { gaps: CalendarInterval[]; overlaps: CalendarOverlap[] } {
  const marked = key === ALL_ITEMS || key === NO_KIND || ALWAYS_LIVE_KINDS.includes(key);
  return marked ? found : { gaps: [], overlaps: found.overlaps };
}

/** The calendar's views: a week, a month (the default) or a quarter. */
export const CALENDAR_VIEWS = ['week', 'month', 'quarter'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** Day of the week a week starts on (0 Sunday ... 6 Saturday), as date-fns' locales say. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

function periodStart(view: CalendarView, zoned: TZDate, weekStartsOn: WeekStart): TZDate {
  switch (view) {
    case 'week':
      return startOfWeek(zoned, { weekStartsOn });
    case 'month':
      return startOfMonth(zoned);
    case 'quarter':
      return startOfQuarter(zoned);
  }
}

function shift(view: CalendarView, zoned: TZDate, steps: number): TZDate {
  switch (view) {
    case 'week':
      return addWeeks(zoned, steps);
    case 'month':
      return addMonths(zoned, steps);
    case 'quarter':
      return addQuarters(zoned, steps);
  }
}

/**
 * The week, month or quarter holding `anchor` (epoch ms) in `timeZone`, as a range from its
 * first midnight to the next period's (DST days included).
 */
export function calendarRange(
  view: CalendarView,
  anchor: number,
  timeZone: string,
  weekStartsOn: WeekStart = 1,
): CalendarRange {
  const start = periodStart(view, new TZDate(anchor, timeZone), weekStartsOn);
  return { from: start.getTime(), to: shift(view, start, 1).getTime() };
}

/** The same moment of the period `steps` away (negative: back), e.g. for Previous and Next. */
export function shiftAnchor(
  view: CalendarView,
  anchor: number,
  steps: number,
  timeZone: string,
): number {
  return shift(view, new TZDate(anchor, timeZone), steps).getTime();
}

/**
 * The timeline's ticks in a range: each midnight in `timeZone` (week and month), or each
 * week's first midnight (quarter), the range's start first.
 */
export function calendarTicks(
  view: CalendarView,
  range: CalendarRange,
  timeZone: string,
  weekStartsOn: WeekStart = 1,
): number[] {
  const ticks = [range.from];
  let zoned = new TZDate(range.from, timeZone);
  for (;;) {
    zoned =
      view === 'quarter'
        ? startOfWeek(addWeeks(zoned, 1), { weekStartsOn })
        : startOfDay(new TZDate(zoned.getTime() + 36 * 3_600_000, timeZone));
    const at = zoned.getTime();
    if (at >= range.to) return ticks;
    ticks.push(at);
  }
}
