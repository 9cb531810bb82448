import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { MEDIA_FPS } from '../../domain/media/api';
import { LIVE_TO_VOD_TARGET_TYPE, liveToVodSeconds } from '../../domain/media/liveToVod';
import type { LiveToVodJob } from '../../domain/media/liveToVod';
import { LIVE_TO_VOD_FAILED } from '../../domain/media/mediaOps';
import { createContent } from '../content/contentService';
import type { AuthUser } from '../plugins/auth';
import type { ResourceCatalog } from '../resourceCatalog';
import type { ContentGeneration } from '../store/contentGeneration';
import type { DialectName } from '../store/db';
import type { JobRow } from '../store/jobRepository';
import { insertJob } from '../store/jobRepository';
import {
  LIVE_TO_VOD_JOB_KIND,
  claimDueLiveToVod,
  extendLiveToVodClaim,
  finishLiveToVod,
} from '../store/mediaOpsRepository';
import { LIVE_RECORDING_MAX_SECONDS, makeRecordedVod } from '../media/liveRecording';
import type { Database } from '../store/schema';

/** What a conversion job stores. */
export interface LiveToVodPayload {
  eventId: string;
  cty: string;
  title: string;
  st_dt: string;
  ed_dt: string;
  vodId?: string;
  /** Seconds of the window the VOD item's media holds (less than the window when capped). */
  recordedSeconds?: number;
  message?: string;
}

export function liveToVodPayloadOf(row: JobRow): LiveToVodPayload {
  return JSON.parse(row.payload) as LiveToVodPayload;
}

export function liveToVodView(row: JobRow): LiveToVodJob {
  const payload = liveToVodPayloadOf(row);
  return {
    id: row.id,
    eventId: payload.eventId,
    cty: payload.cty,
    title: payload.title,
    st_dt: payload.st_dt,
    ed_dt: payload.ed_dt,
    status: row.status,
    ...(payload.vodId ? { vodId: payload.vodId } : {}),
    ...(payload.recordedSeconds !== undefined ? { recordedSeconds: payload.recordedSeconds } : {}),
    ...(payload.message ? { message: payload.message } : {}),
    ct: row.ct,
    ut: row.ut,
  };
}

/** Records a conversion (yet-to-start); the runner makes the VOD item once the window has ended. */
export async function createLiveToVodJob(
  db: Kysely<Database>,
  input: { payload: LiveToVodPayload; user: AuthUser; product: string },
): Promise<JobRow> {
  const at = new Date().toISOString();
  const row: JobRow = {
    id: randomUUID(),
    kind: LIVE_TO_VOD_JOB_KIND,
    // The event converted: the list of one event's conversions reads it.
    cty: input.payload.eventId,
    status: 'yet-to-start',
    count: 1,
    success: 0,
    failure: 0,
    failure_keys: '[]',
    failure_messages: '{}',
    payload: JSON.stringify(input.payload),
    owner: input.user.uid,
    owner_name: input.user.username,
    prd: input.product,
    claimed_by: null,
    claimed_until: null,
    ct: at,
    ut: at,
  };
  await insertJob(db, row);
  return row;
}

export interface LiveToVodRunnerDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  catalog: ResourceCatalog;
  log: FastifyBaseLogger;
  generation: ContentGeneration;
  /** Where and how the item's media is made (server/media/liveRecording.ts). */
  media: {
    mediaDir: string;
    ffmpeg: string;
    /** The limit of both ffmpeg runs of one conversion together. */
    timeoutMs: number;
    /** At most this much of a window is rendered (L2V_RECORDING_MAX_SECONDS). */
    maxSeconds?: number;
  };
}

const CLAIM_MS = 60_000;
const HEARTBEAT_MS = 2_000;

/**
 * Runs one claimed conversion: the window's media first — the event's recording synthesised and
 * the window cut from it (server/media/liveRecording.ts; at most `maxSeconds` of it, the job's
 * message says so when the window was longer) — then a draft VOD item (a movie) named after the
 * job's title, its running time its media's length, which plays that media. The conversion is the
 * platform's work on the owner's behalf, so it is written with the service's rights under the
 * owner's name (a live-to-VOD admin holds no datastore role). A heartbeat keeps the claim while
 * ffmpeg works; a cancel meanwhile stops ffmpeg and makes no item.
 */
export async function runLiveToVod(
  deps: LiveToVodRunnerDeps,
  job: JobRow,
  runnerId: string,
): Promise<void> {
  const payload = liveToVodPayloadOf(job);
  const resourceType = deps.catalog.get(LIVE_TO_VOD_TARGET_TYPE);
  const ref = { id: job.id, runnerId };
  const abort = new AbortController();
  const heartbeat = setInterval(() => {
    extendLiveToVodClaim(deps.db, ref, Date.now() + CLAIM_MS)
      .then((mine) => {
        if (!mine) abort.abort();
      })
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  try {
    if (!resourceType) throw new Error(`Unknown type ${LIVE_TO_VOD_TARGET_TYPE}`);
    const vodId = `l2v-${job.id.slice(0, 8)}`;
    const maxSeconds = deps.media.maxSeconds ?? LIVE_RECORDING_MAX_SECONDS;
    const { plan } = await makeRecordedVod(
      {
        db: deps.db,
        mediaDir: deps.media.mediaDir,
        ffmpeg: deps.media.ffmpeg,
        timeoutMs: deps.media.timeoutMs,
      },
      { itemId: vodId, stDt: payload.st_dt, edDt: payload.ed_dt, maxSeconds, signal: abort.signal },
    );
    clearInterval(heartbeat);
    // Cancelled while ffmpeg ran: no item.
    if (!(await extendLiveToVodClaim(deps.db, ref, Date.now() + CLAIM_MS))) return;
    const recordedSeconds = plan.frames / MEDIA_FPS;
    const doc = await createContent(
      {
        db: deps.db,
        dialect: deps.dialect,
        user: {
          uid: job.owner,
          username: job.owner_name,
          name: job.owner_name,
          roles: ['service_admin'],
          products: [job.prd],
        },
        product: job.prd,
        traceKey: job.id,
        generation: deps.generation,
      },
      resourceType,
      {
        id: vodId,
        cty: LIVE_TO_VOD_TARGET_TYPE,
        lon: [{ lang: 'en', n: payload.title }],
        rt: Math.round(recordedSeconds),
        prd: [job.prd],
      },
    );
    await finishLiveToVod(
      deps.db,
      { id: job.id, runnerId },
      {
        status: 'completed',
        payload: JSON.stringify({
          ...payload,
          vodId: String(doc.id),
          recordedSeconds,
          ...(plan.capped
            ? {
                message: `The recorded window is ${liveToVodSeconds(payload)} s long; the demo recorder renders at most ${maxSeconds} s, so the VOD item holds its first ${recordedSeconds} s`,
              }
            : {}),
        }),
      },
    );
  } catch (error) {
    clearInterval(heartbeat);
    if (abort.signal.aborted) return;
    deps.log.error({ err: error, job: job.id }, 'live-to-VOD conversion failed');
    await finishLiveToVod(
      deps.db,
      { id: job.id, runnerId },
      {
        status: 'failed',
        payload: JSON.stringify({
          ...payload,
          message: `${LIVE_TO_VOD_FAILED} ${error instanceof Error ? error.message : ''}`.trim(),
        }),
      },
    );
  }
}

/**
 * Polls the database for conversions whose recorded window has ended and runs them one at a time
 * (any instance may claim one; a claim expires if its runner dies). Answers a stop function.
 */
export function startLiveToVodRunner(
  deps: LiveToVodRunnerDeps,
  options: { pollMs?: number } = {},
): () => Promise<void> {
  const runnerId = randomUUID();
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async (): Promise<void> => {
    while (!stopped) {
      const now = Date.now();
      const job = await claimDueLiveToVod(
        deps.db,
        runnerId,
        now,
        now + CLAIM_MS,
        (row) => Date.parse(liveToVodPayloadOf(row).ed_dt) <= now,
      );
      if (!job) break;
      await runLiveToVod(deps, job, runnerId);
    }
  };
  const timer = setInterval(() => {
    running = running
      .then(tick)
      .catch((error: unknown) => deps.log.error({ err: error }, 'live-to-VOD runner failed'));
  }, options.pollMs ?? 500);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
