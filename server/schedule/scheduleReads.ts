import type { Kysely } from 'kysely';
import { isDraftLike } from '../../domain/statuses';
import {
  channelDay,
  channelDayOf,
  addCalendarDays,
  calendarDaysBetween,
  channelZoneOf,
} from '../../domain/schedule/channelDay';
import type { ChannelDay } from '../../domain/schedule/channelDay';
import { SCHEDULE_CONTENT_TYPE, scheduleDayId } from '../../domain/schedule/api';
import type {
  ScheduleDay,
  ScheduleProcessingStatus,
  ScheduleStatus,
  ScheduledAiring,
  VepgAiring,
  VepgChannel,
} from '../../domain/schedule/api';
import type { StoredAiringFacts } from '../../domain/schedule/scheduleDayRules';
import {
  airingWarnings,
  dayMessages,
  dayWarnings,
} from '../../domain/schedule/scheduleDayWarnings';
import type {
  ChannelWarningFacts,
  ProgramWarningFacts,
  SegmentContentFacts,
} from '../../domain/schedule/scheduleDayWarnings';
import type { ItemWarning } from '../../domain/schedule/scheduleWarnings';
import { guideProgrammes } from '../../domain/schedule/guideProgrammes';
import { notFound } from '../errors';
import type { ContentRow } from '../store/contentIndex';
import { productsOf } from '../store/contentIndex';
import { docOf } from '../store/contentRepository';
import type { Doc } from '../store/contentRepository';
import { currentRowsOf } from '../store/scheduleRepository';
import type { Database } from '../store/schema';

/** Hours before a channel's window end at which its days carry 'Channel Expiring' (spec: "a configured number"). */
export const CHANNEL_EXPIRY_HOURS = 72;

/** A stored airing as kept in a schedule day's `ar`. */
export interface StoredAiring extends StoredAiringFacts {
  dur: number;
}

/** A virtual channel as the schedule reads it. */
export interface ChannelFacts {
  id: string;
  name: string;
  zone: string;
  doc: Doc;
}

type Text = { lang?: unknown; n?: unknown }[];

/** The English text of a localized list, else the first one, else ''. */
export function englishText(list: unknown): string {
  const entries = Array.isArray(list) ? (list as Text) : [];
  const pick =
    entries.find((e) => e.lang === 'en' && typeof e.n === 'string') ??
    entries.find((e) => typeof e.n === 'string');
  return typeof pick?.n === 'string' ? pick.n : '';
}

/** The version a reader sees: published, or for 'draft' the draft when there is one, else published. */
export function pickVersion(
  rows: readonly ContentRow[],
  st: ScheduleStatus,
): ContentRow | undefined {
  const published = rows.find((row) => row.st === 'published');
  if (st === 'published') return published;
  return rows.find((row) => isDraftLike(row.st)) ?? published;
}

/** The virtual channel in the product (its published version, else its draft), or 404. */
export async function loadChannel(
  db: Kysely<Database>,
  product: string,
  id: string,
): Promise<ChannelFacts> {
  const rows = (await currentRowsOf(db, [id], 'virtuallivechannel')).filter((row) =>
    productsOf(row).includes(product),
  );
  const row = pickVersion(rows, 'draft');
  if (!row) throw notFound(`virtuallivechannel ${id}`);
  const doc = docOf(row);
  return { id, name: englishText(doc.lon) || id, zone: channelZoneOf(doc), doc };
}

/** The schedule rows of a channel's days, grouped by day. */
export async function scheduleRowsByDay(
  db: Kysely<Database>,
  channelId: string,
  days: readonly string[],
  product: string,
): Promise<Map<string, ContentRow[]>> {
  const rows = await currentRowsOf(
    db,
    days.map((dt) => scheduleDayId(channelId, dt)),
    SCHEDULE_CONTENT_TYPE,
  );
  const byDay = new Map<string, ContentRow[]>();
  for (const row of rows) {
    if (!productsOf(row).includes(product)) continue;
    const dt = row.id.slice(channelId.length + 1);
    byDay.set(dt, [...(byDay.get(dt) ?? []), row]);
  }
  return byDay;
}

/** The airings a version holds (none for no version). */
export function airingsOf(row: ContentRow | undefined): StoredAiring[] {
  if (!row) return [];
  const doc = JSON.parse(row.doc) as { ar?: StoredAiring[] };
  return doc.ar ?? [];
}

/** What the warnings know of programs and of the content their vod segments play. */
export interface ProgramCatalogue {
  programs: Map<string, { row: ContentRow; doc: Doc }>;
  contents: Map<string, Doc>;
}

/** The programs (published, else draft) of the ids, and the content their vod segments name. */
export async function loadPrograms(
  db: Kysely<Database>,
  ids: readonly string[],
  withContents: boolean,
): Promise<ProgramCatalogue> {
  const programs = new Map<string, { row: ContentRow; doc: Doc }>();
  const rows = await currentRowsOf(db, ids, 'program');
  const byId = new Map<string, ContentRow[]>();
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  for (const [id, versions] of byId) {
    const row = pickVersion(versions, 'published') ?? pickVersion(versions, 'draft');
    if (row) programs.set(id, { row, doc: docOf(row) });
  }
  const contents = new Map<string, Doc>();
  if (withContents) {
    const keys = [...programs.values()].flatMap(({ doc }) => segmentContentIds(doc));
    const contentRows = await currentRowsOf(db, keys);
    const grouped = new Map<string, ContentRow[]>();
    for (const row of contentRows) grouped.set(row.id, [...(grouped.get(row.id) ?? []), row]);
    for (const [id, versions] of grouped) {
      const row = pickVersion(versions, 'published') ?? pickVersion(versions, 'draft');
      if (row) contents.set(id, docOf(row));
    }
  }
  return { programs, contents };
}

function segmentContentIds(program: Doc): string[] {
  const segments = Array.isArray(program.sg)
    ? (program.sg as { seg_ty?: unknown; ctkey?: unknown }[])
    : [];
  return segments
    .filter((s) => s.seg_ty === 'vod' && typeof s.ctkey === 'string')
    .map((s) => s.ctkey as string);
}

function programWarningFacts(program: Doc, catalogue: ProgramCatalogue): ProgramWarningFacts {
  return {
    title: englishText(program.lon),
    ...(typeof program.st === 'string' ? { st: program.st } : {}),
    cond_pub: (program.cond_pub as { reason?: string } | undefined) ?? null,
    contents: segmentContentIds(program).map((id): SegmentContentFacts | undefined => {
      const doc = catalogue.contents.get(id);
      if (!doc) return undefined;
      return { ...(doc as unknown as SegmentContentFacts), title: englishText(doc.lon) || id };
    }),
  };
}

/** The channel's fields the warnings read. */
export function channelWarningFacts(channel: ChannelFacts): ChannelWarningFacts {
  return channel.doc;
}

const ms = (iso: string) => Date.parse(iso);

/** The options of a day read. */
export interface DayReadOptions {
  channel: ChannelFacts;
  product: string;
  now: Date;
  warnings: boolean;
  catalogue: ProgramCatalogue;
}

/**
 * A schedule day as the API answers it (domain/schedule/api.ts ScheduleDay): the stored airings
 * with their program, past flag and warnings, the day's own warnings and messages. `previous`
 * is the day before's airings (those running past midnight count for the day's coverage).
 */
export function toScheduleDay(
  dt: string,
  st: ScheduleStatus,
  row: ContentRow | undefined,
  previous: readonly StoredAiring[],
  options: DayReadOptions,
): ScheduleDay {
  const { channel, now, catalogue } = options;
  const day: ChannelDay = channelDay(dt, channel.zone);
  const doc = row
    ? (JSON.parse(row.doc) as { pst?: ScheduleProcessingStatus; ar?: StoredAiring[] })
    : {};
  const channelFacts = channelWarningFacts(channel);
  const ar: ScheduledAiring[] = (doc.ar ?? []).map((airing) => {
    const program = airing.pgm_id ? catalogue.programs.get(airing.pgm_id)?.doc : undefined;
    const span = { startMs: ms(airing.a_st_dt), endMs: ms(airing.a_ed_dt) };
    const wrng: ItemWarning[] =
      options.warnings && program && airing.type === 'program'
        ? airingWarnings(
            span,
            programWarningFacts(program, catalogue),
            channelFacts,
            options.product,
          )
        : [];
    const title = program ? englishText(program.lon) : undefined;
    return {
      uId: airing.uId,
      type: airing.type,
      ...(airing.pgm_id ? { pgm_id: airing.pgm_id } : {}),
      a_st_dt: airing.a_st_dt,
      a_ed_dt: airing.a_ed_dt,
      dur: airing.dur,
      content_name: title || airing.content_name || (airing.type === 'ad' ? 'Ad break' : ''),
      content_type: 'Program',
      ...(program
        ? {
            pgm: {
              id: airing.pgm_id ?? '',
              ...(Array.isArray(program.lon)
                ? {
                    lon: program.lon as { lang?: string; n?: string }[],
                  }
                : {}),
              ...(Array.isArray(program.lod)
                ? { lod: program.lod as { lang?: string; n?: string }[] }
                : {}),
              ...(Array.isArray(program.sg)
                ? { sg: program.sg as NonNullable<ScheduledAiring['pgm']>['sg'] }
                : {}),
              ...(typeof program.trt === 'number' ? { trt: program.trt } : {}),
            },
          }
        : {}),
      past: span.startMs <= now.getTime(),
      wrng,
    };
  });
  const pst: ScheduleProcessingStatus = doc.pst ?? 'completed';
  const own = options.warnings
    ? dayWarnings({
        day,
        now,
        airings: [
          ...previous.map((a) => ({ startMs: ms(a.a_st_dt), endMs: ms(a.a_ed_dt) })),
          ...ar.map((a) => ({ startMs: ms(a.a_st_dt), endMs: ms(a.a_ed_dt) })),
        ],
        pst,
        channel: channelFacts,
        product: options.product,
        channelExpiryHours: CHANNEL_EXPIRY_HOURS,
      })
    : [];
  return {
    id: scheduleDayId(channel.id, dt),
    key: row?.key ?? '',
    ut: row?.ut ?? '',
    cs: channel.id,
    dt,
    st: row ? (row.st === 'published' ? 'published' : 'draft') : st,
    pst,
    tz: channel.zone,
    st_dt: new Date(day.startMs).toISOString(),
    ed_dt: new Date(day.endMs).toISOString(),
    minutes: day.minutes,
    ar,
    wrng: own,
    messages: options.warnings ? dayMessages(own, ar) : [],
  };
}

/** Reads days of a channel (one version each, `st`), with the day before for midnight crossings. */
export async function readScheduleDays(
  db: Kysely<Database>,
  input: {
    channel: ChannelFacts;
    product: string;
    days: readonly string[];
    st: ScheduleStatus;
    warnings: boolean;
    now: Date;
  },
): Promise<ScheduleDay[]> {
  const first = input.days[0];
  if (!first) return [];
  const before = addCalendarDays(first, -1);
  const byDay = await scheduleRowsByDay(
    db,
    input.channel.id,
    [before, ...input.days],
    input.product,
  );
  const chosen = new Map<string, ContentRow | undefined>(
    [before, ...input.days].map((dt) => [dt, pickVersion(byDay.get(dt) ?? [], input.st)]),
  );
  const programIds = [...chosen.values()].flatMap((row) =>
    airingsOf(row).flatMap((a) => (a.pgm_id ? [a.pgm_id] : [])),
  );
  const catalogue = await loadPrograms(db, programIds, input.warnings);
  const options: DayReadOptions = {
    channel: input.channel,
    product: input.product,
    now: input.now,
    warnings: input.warnings,
    catalogue,
  };
  return input.days.map((dt) => {
    const startMs = channelDay(dt, input.channel.zone).startMs;
    const previous = airingsOf(chosen.get(addCalendarDays(dt, -1))).filter(
      (a) => ms(a.a_ed_dt) > startMs,
    );
    return toScheduleDay(dt, input.st, chosen.get(dt), previous, options);
  });
}

/**
 * The published guide of channels between two instants: each channel's airings (programs; ad
 * breaks are not guide entries) that overlap [startMs, endMs), in start order.
 */
export async function readGuide(
  db: Kysely<Database>,
  input: {
    channels: readonly ChannelFacts[];
    product: string;
    startMs: number;
    endMs: number;
    /** The guide (JSON, XMLTV): an ad break belongs to the programme before it. The usage report: programs' own times. */
    adBreaks?: 'toProgrammeBefore' | 'own';
  },
): Promise<VepgChannel[]> {
  const wanted: { channel: ChannelFacts; days: string[] }[] = input.channels.map((channel) => ({
    channel,
    days: calendarDaysBetween(
      addCalendarDays(channelDayOf(input.startMs, channel.zone), -1),
      channelDayOf(input.endMs - 1, channel.zone),
    ),
  }));
  const rows = await currentRowsOf(
    db,
    wanted.flatMap(({ channel, days }) => days.map((dt) => scheduleDayId(channel.id, dt))),
    SCHEDULE_CONTENT_TYPE,
  );
  const byId = new Map<string, ContentRow[]>();
  for (const row of rows) {
    if (!productsOf(row).includes(input.product)) continue;
    byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  }
  const perChannel = wanted.map(({ channel, days }) => ({
    channel,
    airings: days.flatMap((dt) =>
      airingsOf(pickVersion(byId.get(scheduleDayId(channel.id, dt)) ?? [], 'published')).map(
        (a) => ({ ...a, dt }),
      ),
    ),
  }));
  const catalogue = await loadPrograms(
    db,
    perChannel.flatMap((c) => c.airings.flatMap((a) => (a.pgm_id ? [a.pgm_id] : []))),
    false,
  );
  return perChannel.map(({ channel, airings }) => ({
    channel: channel.id,
    name: channel.name,
    tz: channel.zone,
    airing: (input.adBreaks === 'own'
      ? airings.filter((a) => a.type === 'program')
      : guideProgrammes(airings)
    )
      .filter((a) => ms(a.a_ed_dt) > input.startMs && ms(a.a_st_dt) < input.endMs)
      .sort((a, b) => ms(a.a_st_dt) - ms(b.a_st_dt))
      .map((a): VepgAiring => {
        const program = a.pgm_id ? catalogue.programs.get(a.pgm_id)?.doc : undefined;
        return {
          uId: a.uId,
          ...(a.pgm_id ? { pgm_id: a.pgm_id } : {}),
          type: a.type,
          title: (program ? englishText(program.lon) : '') || a.content_name || '',
          description: program ? englishText(program.lod) : '',
          a_st_dt: a.a_st_dt,
          a_ed_dt: a.a_ed_dt,
          dur: a.dur,
          dt: a.dt,
        };
      }),
  }));
}
