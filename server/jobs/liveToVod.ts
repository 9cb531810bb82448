import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
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
  finishLiveToVod,
} from '../store/mediaOpsRepository';
import type { Database } from '../store/schema';

/** What a conversion job stores. */
export interface LiveToVodPayload {
  eventId: string;
  cty: string;
  title: string;
  st_dt: string;
  ed_dt: string;
  vodId?: string;
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
}

const CLAIM_MS = 60_000;

/**
 * Runs one claimed conversion: a draft VOD item (a movie) named after the job's title, its running
 * time the recorded window's length, its external id and notes naming the event it came from. The
 * conversion is the platform's work on the owner's behalf, so it is written with the service's
 * rights under the owner's name (a live-to-VOD admin holds no datastore role).
 */
export async function runLiveToVod(
  deps: LiveToVodRunnerDeps,
  job: JobRow,
  runnerId: string,
): Promise<void> {
  const payload = liveToVodPayloadOf(job);
  const resourceType = deps.catalog.get(LIVE_TO_VOD_TARGET_TYPE);
  try {
    if (!resourceType) throw new Error(`Unknown type ${LIVE_TO_VOD_TARGET_TYPE}`);
    const vodId = `l2v-${job.id.slice(0, 8)}`;
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
        rt: liveToVodSeconds(payload),
        prd: [job.prd],
      },
    );
    await finishLiveToVod(
      deps.db,
      { id: job.id, runnerId },
      {
        status: 'completed',
        payload: JSON.stringify({ ...payload, vodId: String(doc.id) }),
      },
    );
  } catch (error) {
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
