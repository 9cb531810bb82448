import { AD_INTERVALS_SECONDS } from '../ads/adLoad';
import type {
  AiringInput,
  AiringType,
  ScheduleConflict,
  ScheduleErrorKind,
  ScheduleSaveError,
} from './api';
import type { ChannelDay } from './channelDay';
import { snapToQuarterHour } from './snapToQuarterHour';
import { MS_PER_MINUTE, formatUtcHourMinute } from './utcTime';

/** An airing after the rules have read it: instants, its type, program and uId settled. */
export interface NormalisedAiring {
  /** Index in the request's `ar` (undefined for neighbouring days' airings). */
  index?: number;
  uId: string;
  type: AiringType;
  pgm_id?: string;
  startMs: number;
  endMs: number;
  /** The start as sent, when the rules snapped it. */
  prevASt?: string;
  /** Title for messages. */
  title: string;
}

/** An airing already stored (the day's current version, or a neighbouring day's). */
export interface StoredAiringFacts {
  uId: string;
  type: AiringType;
  pgm_id?: string;
  a_st_dt: string;
  a_ed_dt: string;
  content_name?: string;
}

/** What the rules know about a program named by an airing. */
export interface ProgramFacts {
  /** Found in the request's product. */
  inProduct: boolean;
  title: string;
}

/** The most airings one day may hold (a day of 1-minute programs plus their ad breaks). */
export const MAX_AIRINGS_PER_DAY = 3000;

/** An ISO 8601 instant with its zone (`Z` or `±HH:MM`); the API takes no zoneless times. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant of an ISO 8601 time with a zone, or undefined. */
export function parseIsoInstant(value: unknown): number | undefined {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The outcome of the rules: the day's airings, or the first reason it is refused. */
export type DayRulesResult =
  { ok: true; airings: NormalisedAiring[] } | { ok: false; error: ScheduleSaveError };

function fail(
  kind: ScheduleErrorKind,
  msg: string,
  at: { index?: number; uId?: string; field?: string } = {},
  extra: Partial<ScheduleSaveError> = {},
): { ok: false; error: ScheduleSaveError } {
  return { ok: false, error: { msg, kind, ...at, ...extra } };
}

function label(airing: { index?: number; title: string }): string {
  return airing.index === undefined
    ? `'${airing.title}'`
    : `Airing ${airing.index + 1} '${airing.title}'`;
}

function range(startMs: number, endMs: number): string {
  return `${formatUtcHourMinute(startMs)}-${formatUtcHourMinute(endMs)} UTC`;
}

/**
 * The refusal of a change to an airing that started at or before now (kind 'past'): the same
 * sentence for a schedule save and an EPG airing edit.
 */
export function startedAiringMessage(title: string, startMs: number, endMs: number): string {
  return `'${title}' started at or before now (${range(startMs, endMs)}): it cannot be changed or removed`;
}

/** The refusal of a new or moved airing that would start at or before now (kind 'past'). */
export function startsInPastMessage(label: string, startMs: number, endMs: number): string {
  return `${label} starts at or before now (${range(startMs, endMs)})`;
}

/** The facts of a day save: the day, now, what is stored, and the programs. */
export interface DaySaveFacts {
  day: ChannelDay;
  /** The channel's IANA time zone: starts snap to the quarter hour on its clock (UTC if none). */
  zone?: string;
  now: Date;
  /** The airings the written version holds now (past ones must come back unchanged). */
  stored: readonly StoredAiringFacts[];
  /** Neighbouring days' airings (same status) that may overlap this day's edges. */
  neighbours: readonly StoredAiringFacts[];
  programs: ReadonlyMap<string, ProgramFacts>;
  /** A new uId for an airing sent without one. */
  newId: () => string;
}

/**
 * The rules every save of a schedule day passes (server and console run the same code):
 * times readable and in order, programs known and of the product, ad breaks of the spec's
 * lengths, starts snapped to the quarter hour (a start that follows another airing back to back
 * keeps it and moves with it), each airing starting inside the channel's local day, airings that
 * started at or before now unchanged and not removed, and no two airings overlapping (this day's,
 * nor the neighbouring days' across midnight). The first refusal names its airing (index, uId,
 * field) and, for overlaps, every conflicting pair.
 */
export function checkScheduleDay(
  input: readonly AiringInput[],
  facts: DaySaveFacts,
): DayRulesResult {
  if (input.length > MAX_AIRINGS_PER_DAY) {
    return fail('tooManyAirings', `A day holds at most ${MAX_AIRINGS_PER_DAY} airings`, {
      field: '/ar',
    });
  }
  const nowMs = facts.now.getTime();
  const storedById = new Map(facts.stored.map((a) => [a.uId, a]));
  const read: (NormalisedAiring & { rawStartMs: number; rawEndMs: number })[] = [];
  const seen = new Set<string>();
  for (const [index, airing] of input.entries()) {
    const at = { index, ...(airing.uId ? { uId: airing.uId } : {}) };
    const type: AiringType = airing.type ?? 'program';
    const startMs = parseIsoInstant(airing.a_st_dt);
    if (startMs === undefined)
      return fail(
        'malformedTime',
        `Airing ${index + 1}: '${String(airing.a_st_dt)}' is not an ISO 8601 time with a zone`,
        { ...at, field: `/ar/${index}/a_st_dt` },
      );
    let endMs = parseIsoInstant(airing.a_ed_dt);
    if (type === 'ad') {
      const seconds = airing.dur ?? (endMs === undefined ? undefined : (endMs - startMs) / 1000);
      if (!AD_INTERVALS_SECONDS.some((s) => s === seconds))
        return fail(
          'badAdBreak',
          `Airing ${index + 1}: an ad break lasts ${AD_INTERVALS_SECONDS.join(', ')} seconds`,
          { ...at, field: `/ar/${index}/dur` },
        );
      endMs = startMs + (seconds ?? 0) * 1000;
    }
    if (endMs === undefined)
      return fail(
        'malformedTime',
        `Airing ${index + 1}: '${String(airing.a_ed_dt)}' is not an ISO 8601 time with a zone`,
        { ...at, field: `/ar/${index}/a_ed_dt` },
      );
    if (endMs <= startMs)
      return fail('endBeforeStart', `Airing ${index + 1}: the end is not after the start`, {
        ...at,
        field: `/ar/${index}/a_ed_dt`,
      });
    let title = 'Ad break';
    if (type === 'program') {
      const program = airing.pgm_id ? facts.programs.get(airing.pgm_id) : undefined;
      if (!airing.pgm_id || !program)
        return fail(
          'unknownProgram',
          `Airing ${index + 1}: no program '${airing.pgm_id ?? ''}' exists`,
          { ...at, field: `/ar/${index}/pgm_id` },
        );
      if (!program.inProduct)
        return fail(
          'foreignProgram',
          `Airing ${index + 1}: program '${airing.pgm_id}' belongs to another product`,
          { ...at, field: `/ar/${index}/pgm_id` },
        );
      title = program.title;
    }
    if (airing.uId !== undefined && seen.has(airing.uId))
      return fail('malformedTime', `Airing ${index + 1}: uId '${airing.uId}' is sent twice`, {
        ...at,
        field: `/ar/${index}/uId`,
      });
    const uId = airing.uId ?? facts.newId();
    seen.add(uId);
    read.push({
      index,
      uId,
      type,
      ...(type === 'program' && airing.pgm_id ? { pgm_id: airing.pgm_id } : {}),
      startMs,
      endMs,
      rawStartMs: startMs,
      rawEndMs: endMs,
      title,
    });
  }

  // Past airings: those stored as started at or before now come back exactly as they were.
  for (const stored of facts.stored) {
    const storedStart = Date.parse(stored.a_st_dt);
    if (storedStart > nowMs) continue;
    const sent = read.find((a) => a.uId === stored.uId);
    const same =
      sent &&
      sent.rawStartMs === storedStart &&
      sent.rawEndMs === Date.parse(stored.a_ed_dt) &&
      sent.type === stored.type &&
      (sent.pgm_id ?? '') === (stored.pgm_id ?? '');
    if (!same)
      return fail(
        'past',
        startedAiringMessage(
          stored.content_name ?? stored.uId,
          storedStart,
          Date.parse(stored.a_ed_dt),
        ),
        sent
          ? { index: sent.index, uId: stored.uId, field: `/ar/${sent.index}` }
          : { uId: stored.uId },
      );
  }

  // Snapping: in start order; a start that meets another airing's end keeps to it.
  read.sort((a, b) => a.rawStartMs - b.rawStartMs || (a.index ?? 0) - (b.index ?? 0));
  const ends = new Map<number, number>();
  for (const neighbour of facts.neighbours) ends.set(Date.parse(neighbour.a_ed_dt), 0);
  for (const airing of read) {
    const stored = storedById.get(airing.uId);
    const isPast = stored !== undefined && Date.parse(stored.a_st_dt) <= nowMs;
    let delta = 0;
    if (!isPast) {
      const chained = ends.get(airing.rawStartMs);
      delta =
        chained ??
        snapToQuarterHour(new Date(airing.rawStartMs), facts.zone).getTime() - airing.rawStartMs;
    }
    airing.startMs = airing.rawStartMs + delta;
    airing.endMs = airing.rawEndMs + delta;
    if (delta !== 0) airing.prevASt = new Date(airing.rawStartMs).toISOString();
    if (!ends.has(airing.rawEndMs)) ends.set(airing.rawEndMs, delta);
    if (!isPast && airing.startMs <= nowMs)
      return fail('past', startsInPastMessage(label(airing), airing.startMs, airing.endMs), {
        index: airing.index,
        uId: airing.uId,
        field: `/ar/${airing.index}/a_st_dt`,
      });
    if (airing.startMs < facts.day.startMs || airing.startMs >= facts.day.endMs)
      return fail(
        'outsideDay',
        `${label(airing)} starts at ${new Date(airing.startMs).toISOString()}, outside the day ${facts.day.dt}`,
        { index: airing.index, uId: airing.uId, field: `/ar/${airing.index}/a_st_dt` },
      );
  }
  read.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);

  const conflicts = findConflicts(read, facts.neighbours, facts.day.dt);
  const [sideA, sideB] = conflicts;
  if (sideA && sideB) {
    // The pair's side sent in this request is the one named (a neighbouring day's is not editable here).
    const [mine, other] = sideA.index === undefined ? [sideB, sideA] : [sideA, sideB];
    const culprit = read.find((a) => a.uId === mine.uId);
    return fail(
      'overlap',
      `${culprit ? label(culprit) : `'${mine.content_name}'`} overlaps '${other.content_name}' from ${formatUtcHourMinute(Date.parse(mine.start))} to ${formatUtcHourMinute(Date.parse(mine.end))} UTC`,
      {
        ...(mine.index !== undefined ? { index: mine.index, field: `/ar/${mine.index}` } : {}),
        uId: mine.uId,
      },
      { conflicts },
    );
  }
  return {
    ok: true,
    airings: read.map(({ rawStartMs: _s, rawEndMs: _e, ...airing }) => airing),
  };
}

/**
 * Every pair of airings that share time (this day's among themselves and with the neighbouring
 * days' airings), each side listed as a conflict with the shared range, whole minutes (the
 * spec's per-minute check: a range is widened to the minutes it touches). Sorted airings in.
 */
export function findConflicts(
  airings: readonly NormalisedAiring[],
  neighbours: readonly StoredAiringFacts[],
  dt: string,
): ScheduleConflict[] {
  const all = [
    ...airings,
    ...neighbours.map((n) => ({
      uId: n.uId,
      type: n.type,
      startMs: Date.parse(n.a_st_dt),
      endMs: Date.parse(n.a_ed_dt),
      title: n.content_name ?? n.uId,
    })),
  ].sort((a, b) => a.startMs - b.startMs);
  const conflicts: ScheduleConflict[] = [];
  const push = (a: (typeof all)[number], b: (typeof all)[number]) => {
    const start = Math.floor(Math.max(a.startMs, b.startMs) / MS_PER_MINUTE) * MS_PER_MINUTE;
    const end = Math.ceil(Math.min(a.endMs, b.endMs) / MS_PER_MINUTE) * MS_PER_MINUTE;
    for (const side of [a, b]) {
      conflicts.push({
        uId: side.uId,
        ...('index' in side && typeof side.index === 'number' ? { index: side.index } : {}),
        dt,
        content_name: side.title,
        a_st_dt: new Date(side.startMs).toISOString(),
        a_ed_dt: new Date(side.endMs).toISOString(),
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
      });
    }
  };
  // Sweep: each airing against the ones still running when it starts.
  const running: (typeof all)[number][] = [];
  for (const airing of all) {
    for (let i = running.length - 1; i >= 0; i -= 1) {
      if ((running[i]?.endMs ?? 0) <= airing.startMs) running.splice(i, 1);
    }
    for (const other of running) {
      const isNeighbourPair = !('index' in other) && !('index' in airing);
      if (!isNeighbourPair) push(other, airing);
    }
    running.push(airing);
  }
  return conflicts;
}

/** Free minutes of the day: holes (programming after them) and the unfilled end. */
export interface DayCoverage {
  /** A free minute with programming after it in the day. */
  hasHole: boolean;
  /** Programming stops before the day's end (an empty day too). */
  notFilled: boolean;
}

/**
 * Which minutes of the local day no airing covers (per minute, as the spec checks: both ends
 * truncated to the minute, end exclusive), counting airings of the previous day that run into it.
 */
export function dayCoverage(
  day: ChannelDay,
  airings: readonly { startMs: number; endMs: number }[],
): DayCoverage {
  const covered = new Uint8Array(day.minutes);
  for (const airing of airings) {
    const first = Math.max(0, Math.floor((airing.startMs - day.startMs) / MS_PER_MINUTE));
    const end = Math.min(day.minutes, Math.floor((airing.endMs - day.startMs) / MS_PER_MINUTE));
    covered.fill(1, first, Math.max(first, end));
  }
  const lastFree = covered.lastIndexOf(0);
  const firstFree = covered.indexOf(0);
  const notFilled = lastFree === day.minutes - 1;
  let hasHole = false;
  if (firstFree !== -1) {
    const lastCovered = covered.lastIndexOf(1);
    hasHole = lastCovered > firstFree;
  }
  return { hasHole, notFilled };
}
