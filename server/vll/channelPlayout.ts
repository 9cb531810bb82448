import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  INTERSTITIAL_DURATIONS,
  PLAYOUT_MESSAGES,
  interstitialProblem,
  keptInterstitials,
} from '../../domain/programs/playout';
import type {
  ChannelEvent,
  ChannelEvents,
  DynamicInterstitial,
  DynamicInterstitialRequest,
  PlayoutChannel,
} from '../../domain/programs/playout';
import { channelZoneOf } from '../../domain/schedule/channelDay';
import { isDraftLike } from '../../domain/statuses';
import { ApiError, lockedByAnother, notFound } from '../errors';
import type { WriteContext } from '../content/contentService';
import { changedByOf, requirePermission } from '../content/contentService';
import type { ResourceType } from '../resourceCatalog';
import { loadChannel, readGuide } from '../schedule/scheduleReads';
import { diffDocuments, writeAudit } from '../store/auditRepository';
import type { ContentRow } from '../store/contentIndex';
import { productsOf } from '../store/contentIndex';
import {
  currentVersions,
  displayName,
  docOf,
  nextRevision,
  replaceVersion,
} from '../store/contentRepository';
import type { Doc } from '../store/contentRepository';
import type { Database } from '../store/schema';
import { liveLock } from '../store/lockRepository';
import { currentRowsOfTypes } from '../store/vllRepository';

const CHANNEL_TYPE = 'virtuallivechannel';

/** A 400 naming the request's field, in the envelope's form. */
function fieldError(field: string, message: string, data: unknown = null): ApiError {
  return new ApiError(400, message, [{ code: 400, field, description: message }], data);
}

/** The published version of a channel's current rows, else its draft, else the newest. */
function shownRow(rows: readonly ContentRow[]): ContentRow | undefined {
  return (
    rows.find((row) => row.st === 'published') ??
    rows.find((row) => isDraftLike(row.st)) ??
    rows[rows.length - 1]
  );
}

function interstitialsOf(doc: Doc): DynamicInterstitial[] {
  return Array.isArray(doc.dyi) ? (doc.dyi as DynamicInterstitial[]) : [];
}

function startMsOf(doc: Doc): number | undefined {
  const value = doc.channel_start_time;
  return typeof value === 'string' ? Date.parse(value) : undefined;
}

/** `GET channels`: the product's virtual channels with their playout state, by number then name. */
export async function listPlayoutChannels(
  db: Kysely<Database>,
  product: string,
  now: Date,
): Promise<PlayoutChannel[]> {
  const rows = (await currentRowsOfTypes(db, [CHANNEL_TYPE])).filter(
    (row) => productsOf(row).includes(product) && row.st !== 'deleted' && row.st !== 'purged',
  );
  const byId = new Map<string, ContentRow[]>();
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  const channels: PlayoutChannel[] = [];
  for (const [id, versions] of byId) {
    const row = shownRow(versions);
    if (!row) continue;
    const doc = docOf(row);
    const startMs = startMsOf(doc);
    channels.push({
      id,
      name: displayName(doc) || id,
      cn: typeof doc.cn === 'number' ? doc.cn : null,
      tz: channelZoneOf(doc),
      st: row.st,
      channel_start_time:
        typeof doc.channel_start_time === 'string' ? doc.channel_start_time : null,
      onAir: startMs !== undefined && startMs <= now.getTime(),
      upcomingInterstitials: interstitialsOf(doc).filter(
        (item) => Date.parse(item.end) > now.getTime(),
      ).length,
    });
  }
  return channels.sort(
    (a, b) => (a.cn ?? Infinity) - (b.cn ?? Infinity) || a.name.localeCompare(b.name),
  );
}

/**
 * `GET channels/{id}/events`: what plays on a channel between two instants: the published
 * schedule's program airings (the guide's) and the dynamic interstitials, in start order.
 */
export async function channelEvents(
  db: Kysely<Database>,
  product: string,
  id: string,
  range: { startMs: number; endMs: number },
): Promise<ChannelEvents> {
  const channel = await loadChannel(db, product, id);
  const [guide] = await readGuide(db, {
    channels: [channel],
    product,
    ...range,
    adBreaks: 'own',
  });
  const programs: ChannelEvent[] = (guide?.airing ?? []).map((airing) => ({
    kind: 'program',
    id: airing.uId,
    title: airing.title,
    a_st_dt: airing.a_st_dt,
    a_ed_dt: airing.a_ed_dt,
    dur: airing.dur,
  }));
  const interstitials: ChannelEvent[] = interstitialsOf(channel.doc)
    .filter((item) => Date.parse(item.end) > range.startMs && Date.parse(item.start) < range.endMs)
    .map((item) => ({
      kind: 'interstitial',
      id: item.id,
      title: item.title,
      a_st_dt: item.start,
      a_ed_dt: item.end,
      dur: item.dur,
    }));
  return {
    channel: id,
    name: channel.name,
    tz: channel.zone,
    channel_start_time:
      typeof channel.doc.channel_start_time === 'string' ? channel.doc.channel_start_time : null,
    events: [...programs, ...interstitials].sort(
      (a, b) => Date.parse(a.a_st_dt) - Date.parse(b.a_st_dt) || a.kind.localeCompare(b.kind),
    ),
  };
}

/**
 * Changes every current version of a channel in place (playout state is the channel's, whichever
 * version is published next), in one transaction, audited once: 404 outside the product, 423
 * while someone else holds the channel's lock. `change` may refuse by throwing.
 */
async function updateChannelInPlace<T>(
  ctx: WriteContext,
  id: string,
  action: string,
  change: (shown: Doc, now: Date) => { patch: Doc; result: T },
): Promise<T> {
  const now = ctx.now ?? new Date();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const rows = (await currentVersions(trx, CHANNEL_TYPE, id)).filter((row) =>
      productsOf(row).includes(ctx.product),
    );
    const shown = shownRow(rows);
    if (!shown) throw notFound(`${CHANNEL_TYPE} ${id}`);
    const lock = await liveLock(trx, id, now.getTime());
    if (lock && lock.owner !== ctx.user.uid) throw lockedByAnother(lock);
    const { patch, result } = change(docOf(shown), now);
    for (const row of rows) {
      const previous = docOf(row);
      const at = nextRevision(row.ut, now);
      const next: Doc = { ...previous, ...patch, ut: at };
      await replaceVersion(trx, row, {
        ...row,
        ut: at,
        doc: JSON.stringify(next),
        changed_by: ctx.user.username,
      });
      if (row.key === shown.key)
        await writeAudit(trx, {
          id,
          cty: CHANNEL_TYPE,
          ...changedByOf(ctx),
          previousVersion: row.key,
          currentVersion: row.key,
          key: row.key,
          action,
          change: diffDocuments(previous, next),
          at,
          products: productsOf(row),
        });
    }
    return result;
  });
  await ctx.generation.bump();
  return result;
}

/**
 * `POST channels/{id}` `{channel_start_time}`: when the channel starts playing out. It must be in
 * the future and not before the channel's availability starts (`lws`); each refusal a 400 naming
 * `/channel_start_time`.
 */
export async function setChannelStartTime(
  ctx: WriteContext,
  resourceType: ResourceType,
  id: string,
  startMs: number,
): Promise<PlayoutChannel> {
  requirePermission(ctx.user, 'update', resourceType);
  const iso = new Date(startMs).toISOString();
  await updateChannelInPlace(ctx, id, 'channelstarttime', (shown, now) => {
    if (startMs <= now.getTime())
      throw fieldError('/channel_start_time', PLAYOUT_MESSAGES.startInPast);
    const from = typeof shown.lws === 'string' ? Date.parse(shown.lws) : NaN;
    if (Number.isFinite(from) && startMs < from)
      throw fieldError('/channel_start_time', PLAYOUT_MESSAGES.startBeforeWindow);
    return { patch: { channel_start_time: iso }, result: undefined };
  });
  const channels = await listPlayoutChannels(ctx.db, ctx.product, ctx.now ?? new Date());
  const channel = channels.find((entry) => entry.id === id);
  if (!channel) throw notFound(`${CHANNEL_TYPE} ${id}`);
  return channel;
}

/**
 * `POST dynamic-interstitials` `{channelId, start, dur, title?}`: an ad break played over the
 * channel's schedule at `start` for `dur` seconds (15, 30, 60, 90 or 120). Refused with a 400
 * naming `/start` when it starts at or before now, before the channel's start time, or overlaps
 * another interstitial of the channel (`data` names that one).
 */
export async function addDynamicInterstitial(
  ctx: WriteContext,
  resourceType: ResourceType,
  request: DynamicInterstitialRequest & { startMs: number },
): Promise<DynamicInterstitial> {
  requirePermission(ctx.user, 'update', resourceType);
  if (!(INTERSTITIAL_DURATIONS as readonly number[]).includes(request.dur))
    throw fieldError('/dur', `dur must be one of ${INTERSTITIAL_DURATIONS.join(', ')}`);
  return updateChannelInPlace(ctx, request.channelId, 'dynamicinterstitial', (shown, now) => {
    const existing = interstitialsOf(shown);
    const problem = interstitialProblem(
      { startMs: request.startMs, dur: request.dur },
      { nowMs: now.getTime(), channelStartMs: startMsOf(shown), existing },
    );
    if (problem) throw fieldError('/start', problem.message, problem.conflict ?? null);
    const item: DynamicInterstitial = {
      id: randomUUID(),
      start: new Date(request.startMs).toISOString(),
      end: new Date(request.startMs + request.dur * 1000).toISOString(),
      dur: request.dur,
      title: request.title?.trim() || `Interstitial ${request.dur} s`,
      by: ctx.user.username,
      at: now.toISOString(),
    };
    return {
      patch: { dyi: keptInterstitials([...existing, item], now.getTime()) },
      result: item,
    };
  });
}
