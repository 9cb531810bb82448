import type {
  AiringInput,
  PutScheduleBody,
  ScheduleDay,
  ScheduleSaveError,
  ScheduleStatus,
  ScheduledAiring,
} from '../../domain/schedule/api';
import { airingInterval } from '../../domain/schedule/airing';
import { isAiringDraggable } from '../../domain/schedule/isAiringDraggable';
import { isProcessingDay } from '../../domain/schedule/canRemoveAllGaps';
import type { ItemWarning } from '../../domain/schedule/scheduleWarnings';
import { localDayOf } from '../../domain/schedule/viewTimeline';
import { pickLocalizedName } from '../../kit/names/localizedName';

/** An airing on the page: the stored one, or one added or moved here and not saved yet. */
export interface EditAiring {
  /** A stable key on the page: the airing's uId, or `new-{n}` for one added here. */
  key: string;
  uId?: string | undefined;
  type: 'program' | 'ad';
  pgm_id?: string | undefined;
  a_st_dt: string;
  a_ed_dt: string;
  /** Seconds. */
  dur: number;
  content_name: string;
  pgm?: ScheduledAiring['pgm'];
  wrng: ItemWarning[];
  /** The local day it starts on (the schedule object it is saved in). */
  dt: string;
}

let counter = 0;
/** A fresh key for an airing added on the page. */
export function newAiringKey(): string {
  counter += 1;
  return `new-${counter}`;
}

/**
 * The page's airings from the fetched days, in start order. A program airing is named by its
 * program's title in the UI language (`pgm.lon`), the stored `content_name` when it has none.
 */
export function airingsOfDays(days: readonly ScheduleDay[], locale = 'en'): EditAiring[] {
  return days.flatMap((day) =>
    day.ar.map((airing) => ({
      key: airing.uId,
      uId: airing.uId,
      type: airing.type,
      pgm_id: airing.pgm_id,
      a_st_dt: airing.a_st_dt,
      a_ed_dt: airing.a_ed_dt,
      dur: airing.dur,
      content_name:
        (airing.type === 'program' ? pickLocalizedName(airing.pgm?.lon, locale) : undefined) ??
        airing.content_name,
      pgm: airing.pgm,
      wrng: airing.wrng,
      dt: day.dt,
    })),
  );
}

/** The airing with new dates, its day recomputed in the channel's zone. */
export function movedAiring(
  airing: EditAiring,
  startMs: number,
  endMs: number,
  timeZone: string,
): EditAiring {
  return {
    ...airing,
    a_st_dt: new Date(startMs).toISOString(),
    a_ed_dt: new Date(endMs).toISOString(),
    dt: localDayOf(startMs, timeZone),
  };
}

/** The request that saves one day: its airings as the contract's input, based on the version read. */
export function dayPayload(
  channelId: string,
  day: Pick<ScheduleDay, 'dt' | 'key' | 'ut'>,
  airings: readonly EditAiring[],
  status: ScheduleStatus,
): { body: PutScheduleBody; sent: EditAiring[] } {
  const sent = airings
    .filter((airing) => airing.dt === day.dt)
    .sort((a, b) => Date.parse(a.a_st_dt) - Date.parse(b.a_st_dt));
  const ar: AiringInput[] = sent.map((airing) => ({
    ...(airing.uId ? { uId: airing.uId } : {}),
    type: airing.type,
    ...(airing.type === 'program' && airing.pgm_id ? { pgm_id: airing.pgm_id } : {}),
    a_st_dt: airing.a_st_dt,
    a_ed_dt: airing.a_ed_dt,
    ...(airing.type === 'ad' ? { dur: airing.dur } : {}),
  }));
  return {
    body: {
      cs: channelId,
      dt: day.dt,
      st: status,
      base: day.key ? { key: day.key, ut: day.ut } : null,
      ar,
    },
    sent,
  };
}

/** The refused save's `data.err`, when the failure carries one. */
export function saveErrorOf(data: unknown): ScheduleSaveError | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const err = (data as { err?: unknown }).err;
  if (typeof err !== 'object' || err === null) return undefined;
  const candidate = err as Partial<ScheduleSaveError>;
  return typeof candidate.msg === 'string' ? (candidate as ScheduleSaveError) : undefined;
}

/**
 * Whether the airing may be dragged here: the spec's rule (draft, or published and starting in
 * the future; never past), for an editor, on a day that is not being processed.
 */
export function canDrag(
  airing: EditAiring,
  status: ScheduleStatus,
  now: Date,
  canEdit: boolean,
  processingDays: ReadonlySet<string>,
): boolean {
  return canEdit && !processingDays.has(airing.dt) && isAiringDraggable(airing, status, now);
}

/** The days being processed by the platform (read-only here). */
export function processingDaySet(days: readonly ScheduleDay[]): Set<string> {
  return new Set(days.filter((day) => isProcessingDay(day)).map((day) => day.dt));
}

/** Seconds an airing lasts, from its dates. */
export function airingSeconds(airing: Pick<EditAiring, 'a_st_dt' | 'a_ed_dt'>): number {
  const interval = airingInterval(airing);
  return interval ? Math.round((interval.endMs - interval.startMs) / 1000) : 0;
}

/** Room made for content inserted at a time: the airings that move later, or what blocks it. */
export type Insertion =
  { moves: Map<EditAiring, { startMs: number; endMs: number }> } | { blocked: EditAiring[] };

/**
 * Makes room for `lengthMs` of content inserted at `atMs` (a time of the day, or the end of an
 * airing): the airings from there on that it would overlap move later, each right after the one
 * before, until one already starts after the new content's end. An airing running across `atMs`
 * cannot make room, nor one that may not move (past or published and started): it blocks.
 */
export function insertionMoves(
  working: readonly EditAiring[],
  atMs: number,
  lengthMs: number,
  movable: (airing: EditAiring) => boolean,
): Insertion {
  const placed = working
    .map((airing) => ({ airing, interval: airingInterval(airing) }))
    .filter(
      (entry): entry is { airing: EditAiring; interval: { startMs: number; endMs: number } } =>
        Boolean(entry.interval),
    )
    .sort((a, b) => a.interval.startMs - b.interval.startMs);
  const across = placed.filter(({ interval }) => interval.startMs < atMs && interval.endMs > atMs);
  if (across.length > 0) return { blocked: across.map((entry) => entry.airing) };
  const moves = new Map<EditAiring, { startMs: number; endMs: number }>();
  let cursor = atMs + lengthMs;
  for (const { airing, interval } of placed) {
    if (interval.startMs < atMs) continue;
    if (interval.startMs >= cursor) break;
    if (!movable(airing)) return { blocked: [airing] };
    const length = interval.endMs - interval.startMs;
    moves.set(airing, { startMs: cursor, endMs: cursor + length });
    cursor += length;
  }
  return { moves };
}
