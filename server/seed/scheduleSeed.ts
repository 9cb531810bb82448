import type { Kysely } from 'kysely';
import { SCHEDULE_CONTENT_TYPE, SCHEDULE_URN, scheduleDayId } from '../../domain/schedule/api';
import {
  addCalendarDays,
  channelDay,
  channelDayOf,
  mondayOf,
} from '../../domain/schedule/channelDay';
import type { ContentRow } from '../store/contentIndex';
import { insertVersion, replaceVersion, urnOf } from '../store/contentRepository';
import { currentRowsOf } from '../store/scheduleRepository';
import type { Database } from '../store/schema';
import { TITLE_AFFIXES, descriptionsFor, titleFor } from './names';

/** The demo channel in Europe/London (its daylight-saving days have 23 and 25 hours). */
export const LONDON_CHANNEL_INDEX = 2;
/** Virtual channels per product the demo seed makes (server/seed/demoSeed.ts). */
const CHANNELS = 5;
/** Demo programs per product; program 4 plays an expired film (11340201). */
const PROGRAMS = 12;
const EXPIRED_PROGRAM = 4;
/** The expired demo movie (demoSeed's windows(): n % 13 === 5 ended in 2025). */
const EXPIRED_MOVIE = 6;
/**
 * Short-form programs per product (after the 12 above), of films 2 and 10: three minutes
 * whose content lies within the demo media every film plays (96 s, made by the playback
 * service), so their preview plays.
 */
const SHORTS = 2;
const SHORT_SECONDS = 180;
/**
 * Every film plays the playback service's one 96 s demo media, so a program can only show what
 * that media holds: the 30- and 60-minute programs' content is their film's first 90 s (0-90)
 * shown part after part, the last part shorter, with the ad break after half of them. The
 * segments name exactly what plays, so each program's preview plays all of it in order (the
 * service encodes a repeated range once: server/media/repeatedCuts.ts).
 */
const PART_SECONDS = 90;

type Doc = Record<string, unknown>;

/** Film parts of `seconds` in all: ranges of the film's first PART_SECONDS, the last shorter. */
function filmParts(ctkey: string, seconds: number): Doc[] {
  const parts: Doc[] = [];
  for (let left = seconds; left > 0; left -= PART_SECONDS) {
    const dur = Math.min(PART_SECONDS, left);
    parts.push({ seg_ty: 'vod', dur, sp: 0, ep: dur, ctkey, fps: 30 });
  }
  return parts;
}

/** A program's segments: bumper, film parts, ad break, film parts, promo; 30 or 60 minutes. */
function segmentsOf(product: string, n: number): { sg: Doc[]; seconds: number } {
  const minutes = n % 3 === 0 ? 60 : 30;
  const seconds = minutes * 60;
  const ad = n % 2 === 0 ? 90 : 120;
  const film =
    n === EXPIRED_PROGRAM ? EXPIRED_MOVIE : (n % 20) + 1 === EXPIRED_MOVIE ? 1 : (n % 20) + 1;
  const ctkey = `${product}-movie-${film}`;
  const parts = filmParts(ctkey, seconds - 10 - ad - 30);
  const half = Math.ceil(parts.length / 2);
  return {
    seconds,
    sg: [
      { seg_ty: 'bumper', dur: 10 },
      ...parts.slice(0, half),
      { seg_ty: 'ad', dur: ad, am: [{ ap: 'mid' }] },
      ...parts.slice(half),
      { seg_ty: 'promo', dur: 30 },
    ],
  };
}

/** A short: bumper, the film's first 35 s, a 60 s ad break, its next 45 s, promo (180 s). */
function shortSegmentsOf(product: string, n: number): Doc[] {
  const ctkey = `${product}-movie-${n * 8 + 2}`;
  return [
    { seg_ty: 'bumper', dur: 10 },
    { seg_ty: 'vod', dur: 35, sp: 0, ep: 35, ctkey, fps: 30 },
    { seg_ty: 'ad', dur: 60, am: [{ ap: 'mid' }] },
    { seg_ty: 'vod', dur: 45, sp: 35, ep: 80, ctkey, fps: 30 },
    { seg_ty: 'promo', dur: 30 },
  ];
}

interface Row {
  id: string;
  type: string;
  product: string;
  st: string;
  vn: number;
  shadowed: number;
  name: string;
  doc: Doc;
  at: string;
}

async function insert(db: Kysely<Database>, row: Row): Promise<void> {
  const key = `${row.id}-v${row.vn}`;
  const record: ContentRow = {
    key,
    id: row.id,
    cty: row.type,
    st: row.st,
    vn: row.vn,
    cur: 1,
    shadowed: row.shadowed,
    prd: JSON.stringify([row.product]),
    name: row.name,
    ct: row.at,
    ut: row.at,
    doc: JSON.stringify({
      ...row.doc,
      id: row.id,
      key,
      st: row.st,
      prd: [row.product],
      ct: row.at,
      ut: row.at,
    }),
    changed_by: 'seed',
  };
  await insertVersion(db, record);
}

interface SeedProgram {
  id: string;
  seconds: number;
  title: string;
}

interface SeedAiring {
  uId: string;
  type: 'program';
  pgm_id: string;
  a_st_dt: string;
  a_ed_dt: string;
  dur: number;
  content_name: string;
}

/**
 * Airings filling a channel's local day back to back from midnight, cycling the programs; the
 * day plan leaves a hole (14:00 to 15:00, the shorts airing at its start) or stops early (the
 * shorts at 20:00, then nothing) on some days.
 */
function dayAirings(
  product: string,
  channel: number,
  dt: string,
  zone: string,
  programs: readonly SeedProgram[],
  shorts: readonly SeedProgram[],
  plan: 'full' | 'hole' | 'short',
): SeedAiring[] {
  const day = channelDay(dt, zone);
  const airings: SeedAiring[] = [];
  const air = (program: SeedProgram, from: number): number => {
    const end = from + program.seconds * 1000;
    airings.push({
      uId: `${product}-c${channel}-${dt}-${airings.length + 1}`,
      type: 'program',
      pgm_id: program.id,
      a_st_dt: new Date(from).toISOString(),
      a_ed_dt: new Date(end).toISOString(),
      dur: program.seconds,
      content_name: program.title,
    });
    return end;
  };
  const airShorts = (from: number) => shorts.reduce((start, short) => air(short, start), from);
  let at = day.startMs;
  let n = channel * 3 + Number(dt.slice(8, 10));
  while (at < day.endMs) {
    const program = programs[n % programs.length];
    if (!program) break;
    n += 1;
    const hour = (at - day.startMs) / 3_600_000;
    if (plan === 'hole' && hour >= 14 && hour < 15) {
      if (hour === 14) airShorts(at);
      at += 3_600_000;
      continue;
    }
    if (plan === 'short' && hour >= 20) {
      airShorts(at);
      break;
    }
    // The day's last airing may run past midnight only when it ends exactly there.
    if (at + program.seconds * 1000 > day.endMs) {
      at = day.endMs;
      break;
    }
    at = air(program, at);
  }
  return airings;
}

/** The first local day on or after `from` whose length is not 24 hours (within a year). */
function nextChangeDay(from: string, zone: string): string | undefined {
  for (let i = 0; i < 366; i += 1) {
    const dt = addCalendarDays(from, i);
    if (channelDay(dt, zone).minutes !== 1440) return dt;
  }
  return undefined;
}

/**
 * The schedule demo (issue 10): per product, programs with bumper, vod, ad and promo segments
 * (one playing an expired film), and for each demo virtual channel a schedule for the current
 * week and the next in its zone (channel 3 in Europe/London; it also gets the week of the next
 * daylight-saving change): published days, drafts beside some, draft-only days next week, a hole
 * and an unfilled day, and one day in processing. Written relative to `now` (the seed's time).
 */
export async function seedScheduleDemo(
  db: Kysely<Database>,
  products: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  for (const product of products) {
    const tag = product === 'kids' ? TITLE_AFFIXES.kids : undefined;
    const programs: SeedProgram[] = [];
    const shorts: SeedProgram[] = [];
    for (let n = 0; n < PROGRAMS; n += 1) {
      const id = `${product}-pgm-${n + 1}`;
      const { sg, seconds } = segmentsOf(product, n);
      const lon = titleFor(n + 180, TITLE_AFFIXES.hour, tag);
      const title = lon.find((e) => e.lang === 'en')?.n ?? id;
      programs.push({ id, seconds, title });
      await insert(db, {
        id,
        type: 'program',
        product,
        st: 'published',
        vn: 1,
        shadowed: 0,
        name: title,
        at,
        doc: {
          cty: 'program',
          urn: urnOf('program'),
          lon,
          lod: descriptionsFor(),
          sg,
          trt: seconds,
          el_no: n === EXPIRED_PROGRAM ? 'Plays a film whose licence has ended' : 'Demo program',
        },
      });
    }
    for (let n = 0; n < SHORTS; n += 1) {
      const id = `${product}-pgm-${PROGRAMS + n + 1}`;
      const lon = titleFor(n + 200, TITLE_AFFIXES.short, tag);
      const title = lon.find((e) => e.lang === 'en')?.n ?? id;
      shorts.push({ id, seconds: SHORT_SECONDS, title });
      await insert(db, {
        id,
        type: 'program',
        product,
        st: 'published',
        vn: 1,
        shadowed: 0,
        name: title,
        at,
        doc: {
          cty: 'program',
          urn: urnOf('program'),
          lon,
          lod: descriptionsFor(),
          sg: shortSegmentsOf(product, n),
          trt: SHORT_SECONDS,
          el_no: 'Demo short: its content plays in the preview',
        },
      });
    }
    for (let c = 0; c < CHANNELS; c += 1) {
      const channelId = `${product}-vll-${c + 1}`;
      const zone = c === LONDON_CHANNEL_INDEX ? 'Europe/London' : 'UTC';
      for (const row of await currentRowsOf(db, [channelId], 'virtuallivechannel')) {
        // The channel's zone on the channel itself (its days are counted in it).
        const channelDoc = { ...(JSON.parse(row.doc) as Doc), tz: zone };
        await replaceVersion(db, row, { ...row, doc: JSON.stringify(channelDoc) });
      }
      const today = channelDayOf(now.getTime(), zone);
      const monday = mondayOf(today);
      const days = Array.from({ length: 14 }, (_, i) => addCalendarDays(monday, i));
      if (c === LONDON_CHANNEL_INDEX) {
        const change = nextChangeDay(addCalendarDays(monday, 14), zone);
        if (change) {
          const week = mondayOf(change);
          for (let i = 0; i < 7; i += 1) days.push(addCalendarDays(week, i));
        }
      }
      for (const [i, dt] of days.entries()) {
        const plan = i === 2 || i === 9 ? 'hole' : i === 12 ? 'short' : 'full';
        const ar = dayAirings(product, c, dt, zone, programs, shorts, plan);
        const id = scheduleDayId(channelId, dt);
        const doc = (airings: SeedAiring[], pst = 'completed') => ({
          cty: SCHEDULE_CONTENT_TYPE,
          urn: SCHEDULE_URN,
          n: `${channelId} ${dt}`,
          cs: channelId,
          dt,
          tz: zone,
          pst,
          ar: airings,
        });
        const processing = c === 0 && dt === addCalendarDays(today, 2);
        const draftOnly = i >= 11 && i < 14;
        const withDraft = dt === addCalendarDays(today, 1) || i === 10;
        const name = `${channelId} ${dt}`;
        if (draftOnly) {
          await insert(db, {
            id,
            type: SCHEDULE_CONTENT_TYPE,
            product,
            st: 'draft',
            vn: 1,
            shadowed: 0,
            name,
            at,
            doc: doc(ar),
          });
          continue;
        }
        await insert(db, {
          id,
          type: SCHEDULE_CONTENT_TYPE,
          product,
          st: 'published',
          vn: 1,
          shadowed: withDraft ? 1 : 0,
          name,
          at,
          doc: doc(ar, processing ? 'processing' : 'completed'),
        });
        if (withDraft) {
          // The draft moves the evening: its last airings dropped (a gap to fill before publishing).
          await insert(db, {
            id,
            type: SCHEDULE_CONTENT_TYPE,
            product,
            st: 'draft',
            vn: 2,
            shadowed: 0,
            name,
            at,
            doc: doc(ar.slice(0, Math.max(1, ar.length - 3))),
          });
        }
      }
    }
  }
}
