import { randomUUID } from 'node:crypto';
import { isDraftLike } from '../../domain/statuses';
import {
  addCalendarDays,
  calendarDaysBetween,
  channelDay,
  channelDayOf,
} from '../../domain/schedule/channelDay';
import { scheduleDayId } from '../../domain/schedule/api';
import type {
  AiringInput,
  LoopResult,
  PinConfirmationBody,
  PinConfirmationResponse,
  PutScheduleBody,
  ScheduleConflict,
  ScheduleDay,
  ScheduleErrorKind,
  ScheduleSaveError,
} from '../../domain/schedule/api';
import { checkScheduleDay, parseIsoInstant } from '../../domain/schedule/scheduleDayRules';
import { loopAiringsOnto } from '../../domain/schedule/loopDay';
import type { ProgramFacts } from '../../domain/schedule/scheduleDayRules';
import { ApiError } from '../errors';
import { createContent, requirePermission, updateContent } from '../content/contentService';
import type { WriteContext } from '../content/contentService';
import type { ContentRow } from '../store/contentIndex';
import { productsOf } from '../store/contentIndex';
import { scheduleResourceType } from './scheduleType';
import {
  airingsOf,
  englishText,
  loadChannel,
  loadPrograms,
  pickVersion,
  readScheduleDays,
  scheduleRowsByDay,
} from './scheduleReads';
import type { ChannelFacts, StoredAiring } from './scheduleReads';

/** How far ahead a day may be scheduled (days after today). */
export const MAX_DAYS_AHEAD = 400;

/** A refused schedule request: the envelope's first error and `data.err` say the same. */
export function scheduleError(status: number, err: ScheduleSaveError): ApiError {
  return new ApiError(
    status,
    err.msg,
    [{ code: status, description: err.msg, ...(err.field ? { field: err.field } : {}) }],
    { err },
  );
}

function refuse(kind: ScheduleErrorKind, msg: string, field?: string): ApiError {
  return scheduleError(400, { kind, msg, ...(field ? { field } : {}) });
}

/** The channel's local day, or a 400 naming the field. */
function dayOf(channel: ChannelFacts, dt: string, field = '/dt') {
  try {
    return channelDay(dt, channel.zone);
  } catch {
    return (() => {
      throw refuse('malformedTime', `'${dt}' is not a day (YYYY-MM-DD)`, field);
    })();
  }
}

/** A day that has ended, or lies beyond MAX_DAYS_AHEAD, is outside the window a save may touch. */
function checkWindow(channel: ChannelFacts, dt: string, now: Date): void {
  const day = dayOf(channel, dt);
  if (day.endMs <= now.getTime())
    throw refuse('outsideWindow', `The day ${dt} is over: its schedule cannot change`, '/dt');
  const today = channelDayOf(now.getTime(), channel.zone);
  if (dt > addCalendarDays(today, MAX_DAYS_AHEAD))
    throw refuse('outsideWindow', `The day ${dt} is more than ${MAX_DAYS_AHEAD} days ahead`, '/dt');
}

const toStored = (a: {
  uId: string;
  type: 'program' | 'ad';
  pgm_id?: string;
  startMs: number;
  endMs: number;
  title: string;
}): StoredAiring => ({
  uId: a.uId,
  type: a.type,
  ...(a.pgm_id ? { pgm_id: a.pgm_id } : {}),
  a_st_dt: new Date(a.startMs).toISOString(),
  a_ed_dt: new Date(a.endMs).toISOString(),
  dur: (a.endMs - a.startMs) / 1000,
  content_name: a.title,
});

interface SaveOptions {
  /** Loop writes: a day that has no airings yet is written whatever base the caller holds. */
  now?: Date;
}

/**
 * Saves one day of a channel (PUT vschedule): the channel in the product, the day inside the
 * window, the base current (else 409 with the stored day), every airing through the domain's
 * rules (else 400 naming it), then the write through the content service (versions, lock,
 * audit): a draft save writes the day's draft (a new one beside the published day, or the draft
 * in place); a published save publishes it. Answers the day as stored.
 */
export async function saveScheduleDay(
  ctx: WriteContext,
  body: PutScheduleBody,
  options: SaveOptions = {},
): Promise<ScheduleDay> {
  const type = scheduleResourceType();
  requirePermission(ctx.user, 'update', type);
  if (body.st === 'published') requirePermission(ctx.user, 'publish', type);
  const now = options.now ?? ctx.now ?? new Date();
  const channel = await loadChannel(ctx.db, ctx.product, body.cs);
  const day = dayOf(channel, body.dt);
  checkWindow(channel, body.dt, now);
  const prev = addCalendarDays(body.dt, -1);
  const next = addCalendarDays(body.dt, 1);
  const byDay = await scheduleRowsByDay(ctx.db, channel.id, [prev, body.dt, next], ctx.product);
  const own = byDay.get(body.dt) ?? [];
  const draft = own.find((row) => isDraftLike(row.st));
  const published = own.find((row) => row.st === 'published');
  const current = draft ?? published;
  const baseRow = body.base ? own.find((row) => row.key === body.base?.key) : undefined;
  const stale =
    body.base === null
      ? own.length > 0
      : !baseRow || baseRow.ut !== body.base.ut || baseRow !== current;
  if (stale) {
    const [stored] = await readScheduleDays(ctx.db, {
      channel,
      product: ctx.product,
      days: [body.dt],
      st: 'draft',
      warnings: false,
      now,
    });
    const msg =
      'This schedule was changed by someone else since you opened it. Reload to see their changes.';
    throw scheduleError(409, { kind: 'stale', msg, ...(stored ? { current: stored } : {}) });
  }

  const programIds = body.ar.flatMap((a) => (a.pgm_id ? [a.pgm_id] : []));
  const catalogue = await loadPrograms(ctx.db, programIds, false);
  const programs = new Map<string, ProgramFacts>(
    [...catalogue.programs].map(([id, { row, doc }]) => [
      id,
      { inProduct: productsOf(row).includes(ctx.product), title: englishText(doc.lon) || id },
    ]),
  );
  const neighbourStatus = body.st === 'published' ? 'published' : 'draft';
  const neighbours = [prev, next].flatMap((dt) =>
    airingsOf(pickVersion(byDay.get(dt) ?? [], neighbourStatus)),
  );
  const result = checkScheduleDay(body.ar, {
    day,
    zone: channel.zone,
    now,
    stored: airingsOf(published ?? current),
    neighbours,
    programs,
    newId: randomUUID,
  });
  if (!result.ok) throw scheduleError(400, result.error);

  const fields = {
    n: `${channel.name} ${body.dt}`,
    cs: channel.id,
    dt: body.dt,
    tz: channel.zone,
    pst: (current ? (JSON.parse(current.doc) as { pst?: string }).pst : undefined) ?? 'completed',
    ar: result.airings.map(toStored),
  };
  await writeDay(ctx, scheduleDayId(channel.id, body.dt), current, body.st, fields);
  const [saved] = await readScheduleDays(ctx.db, {
    channel,
    product: ctx.product,
    days: [body.dt],
    st: body.st,
    warnings: true,
    now,
  });
  if (!saved) throw new ApiError(500, 'Request failed');
  // Report the starts the rules snapped.
  const snapped = new Map(result.airings.filter((a) => a.prevASt).map((a) => [a.uId, a.prevASt]));
  return {
    ...saved,
    ar: saved.ar.map((a) => (snapped.has(a.uId) ? { ...a, prevASt: snapped.get(a.uId) ?? '' } : a)),
  };
}

/** Writes a day's fields as a draft, or publishes them, through the content service. */
async function writeDay(
  ctx: WriteContext,
  id: string,
  current: ContentRow | undefined,
  st: 'draft' | 'published',
  fields: Record<string, unknown>,
): Promise<void> {
  const type = scheduleResourceType();
  const publish = async (key: string, ut: string) =>
    updateContent(ctx, type, id, { key, ut, st: 'published' });
  if (!current) {
    const created = await createContent(ctx, type, { id, ...fields, prd: [ctx.product] });
    if (st === 'published') await publish(String(created.key), String(created.ut));
    return;
  }
  if (isDraftLike(current.st)) {
    await updateContent(ctx, type, id, {
      key: current.key,
      ut: current.ut,
      ...fields,
      st: st === 'published' ? 'published' : current.st,
    });
    return;
  }
  // Editing the published day makes a draft beside it; publishing then publishes that draft.
  const drafted = await updateContent(ctx, type, id, {
    key: current.key,
    ut: current.ut,
    ...fields,
  });
  if (st === 'published') await publish(String(drafted.doc.key), String(drafted.doc.ut));
}

/**
 * Pin confirmation: the stored airings (`st`, default published; the moved airing `uId` left out)
 * that share time with [start, end).
 */
export async function pinConfirmation(
  ctx: WriteContext,
  body: PinConfirmationBody,
): Promise<PinConfirmationResponse> {
  requirePermission(ctx.user, 'view', scheduleResourceType());
  const startMs = parseIsoInstant(body.start);
  const endMs = parseIsoInstant(body.end);
  if (startMs === undefined)
    throw refuse('malformedTime', `'${body.start}' is not an ISO 8601 time with a zone`, '/start');
  if (endMs === undefined)
    throw refuse('malformedTime', `'${body.end}' is not an ISO 8601 time with a zone`, '/end');
  if (endMs <= startMs) throw refuse('endBeforeStart', 'The end is not after the start', '/end');
  if (endMs - startMs > 7 * 24 * 3_600_000)
    throw refuse('outsideWindow', 'A pinned range lasts at most 7 days', '/end');
  const channel = await loadChannel(ctx.db, ctx.product, body.cs);
  const days = calendarDaysBetween(
    addCalendarDays(channelDayOf(startMs, channel.zone), -1),
    channelDayOf(endMs - 1, channel.zone),
  );
  const byDay = await scheduleRowsByDay(ctx.db, channel.id, days, ctx.product);
  const conflicts: ScheduleConflict[] = [];
  for (const dt of days) {
    for (const a of airingsOf(pickVersion(byDay.get(dt) ?? [], body.st ?? 'published'))) {
      if (a.uId === body.uId) continue;
      const aStart = Date.parse(a.a_st_dt);
      const aEnd = Date.parse(a.a_ed_dt);
      if (aEnd <= startMs || aStart >= endMs) continue;
      conflicts.push({
        uId: a.uId,
        dt,
        content_name: a.content_name ?? '',
        a_st_dt: a.a_st_dt,
        a_ed_dt: a.a_ed_dt,
        start: new Date(Math.max(aStart, startMs)).toISOString(),
        end: new Date(Math.min(aEnd, endMs)).toISOString(),
      });
    }
  }
  conflicts.sort((a, b) => Date.parse(a.a_st_dt) - Date.parse(b.a_st_dt));
  return { safe: conflicts.length === 0, conflicts };
}

/** The most days one loop writes per channel. */
export const MAX_LOOP_DAYS = 400;
/** How far back a loop looks for the channel's last scheduled day. */
const LOOP_LOOKBACK_DAYS = 62;

/**
 * Loops each channel's last scheduled week until `end_date_time`: the 7 local days ending on the
 * last day with airings (draft, else published) are repeated day after day (day d copies day
 * d-7, each airing at its local wall-clock start: domain/schedule/loopDay.ts), as drafts of the
 * following days, each saved through the same rules as a PUT; airings that would run past the
 * end, start outside their day or meet an airing already placed are left out.
 */
export async function loopSchedules(
  ctx: WriteContext,
  body: { keys: string[]; end_date_time: string },
): Promise<LoopResult[]> {
  requirePermission(ctx.user, 'update', scheduleResourceType());
  const now = ctx.now ?? new Date();
  const results: LoopResult[] = [];
  const channels = await Promise.all(body.keys.map((id) => loadChannel(ctx.db, ctx.product, id)));
  for (const [index, channel] of channels.entries()) {
    const field = `/keys/${index}`;
    const today = channelDayOf(now.getTime(), channel.zone);
    const endMs = /^\d{4}-\d{2}-\d{2}$/.test(body.end_date_time)
      ? dayOf(channel, body.end_date_time, '/end_date_time').startMs
      : parseIsoInstant(body.end_date_time);
    if (endMs === undefined)
      throw refuse(
        'malformedTime',
        `'${body.end_date_time}' is not an ISO 8601 time or a day`,
        '/end_date_time',
      );
    const window = calendarDaysBetween(
      addCalendarDays(today, -LOOP_LOOKBACK_DAYS),
      addCalendarDays(today, MAX_DAYS_AHEAD),
    );
    const byDay = await scheduleRowsByDay(ctx.db, channel.id, window, ctx.product);
    const scheduled = [...byDay.entries()]
      .filter(([, rows]) => airingsOf(pickVersion(rows, 'draft')).length > 0)
      .map(([dt]) => dt)
      .sort();
    const lastDay = scheduled[scheduled.length - 1];
    if (!lastDay)
      throw scheduleError(400, {
        kind: 'loopEndBeforeSchedule',
        msg: `${channel.name} has no schedule to loop`,
        field,
      });
    const lastEnd = Math.max(
      ...airingsOf(pickVersion(byDay.get(lastDay) ?? [], 'draft')).map((a) =>
        Date.parse(a.a_ed_dt),
      ),
    );
    if (endMs <= lastEnd)
      throw scheduleError(400, {
        kind: 'loopEndBeforeSchedule',
        msg: `The loop end ${new Date(endMs).toISOString()} is not after the end of ${channel.name}'s schedule (${new Date(lastEnd).toISOString()})`,
        field: '/end_date_time',
      });
    const lastTarget = channelDayOf(endMs - 1, channel.zone);
    const targets = calendarDaysBetween(addCalendarDays(lastDay, 1), lastTarget);
    if (targets.length > MAX_LOOP_DAYS)
      throw refuse(
        'outsideWindow',
        `A loop writes at most ${MAX_LOOP_DAYS} days`,
        '/end_date_time',
      );
    const pattern = new Map<string, StoredAiring[]>();
    for (let i = 6; i >= 0; i -= 1) {
      const dt = addCalendarDays(lastDay, -i);
      pattern.set(dt, airingsOf(pickVersion(byDay.get(dt) ?? [], 'draft')));
    }
    let placedEnd = lastEnd;
    const written: string[] = [];
    let count = 0;
    for (const dt of targets) {
      if (channelDay(dt, channel.zone).endMs <= now.getTime()) continue;
      const source = addCalendarDays(dt, -7 * Math.ceil(daysBetween(lastDay, dt) / 7));
      const targetDay = channelDay(dt, channel.zone);
      const ar: AiringInput[] = [];
      // Each airing keeps its local wall-clock start (domain/schedule/loopDay.ts: a 23- or
      // 25-hour day stays filled, the skipped hour's program starts at the end of the gap).
      for (const a of loopAiringsOnto(pattern.get(source) ?? [], source, dt, channel.zone)) {
        const { startMs, endMs: endAt } = a;
        if (startMs < placedEnd || startMs >= targetDay.endMs || endAt > endMs) continue;
        if (startMs <= now.getTime()) continue;
        ar.push({
          type: a.type,
          ...(a.pgm_id ? { pgm_id: a.pgm_id } : {}),
          a_st_dt: new Date(startMs).toISOString(),
          a_ed_dt: new Date(endAt).toISOString(),
          ...(a.type === 'ad' ? { dur: a.dur } : {}),
        });
        placedEnd = endAt;
      }
      if (ar.length === 0) continue;
      const rows = (await scheduleRowsByDay(ctx.db, channel.id, [dt], ctx.product)).get(dt) ?? [];
      const current = pickVersion(rows, 'draft');
      await saveScheduleDay(
        ctx,
        {
          cs: channel.id,
          dt,
          st: 'draft',
          base: current ? { key: current.key, ut: current.ut } : null,
          ar,
        },
        { now },
      );
      written.push(dt);
      count += ar.length;
    }
    results.push({ cs: channel.id, days: written, airings: count });
  }
  return results;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
