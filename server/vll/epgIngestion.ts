import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { GuideAiring, Ingestion as IngestionView } from '../../domain/epg/api';
import { EVENT_INGESTION_TYPES, ingestionDay } from '../../domain/epg/ingestion';
import type { IngestionKind, OnDemandRequest } from '../../domain/epg/ingestion';
import { totalSeconds } from '../../domain/programs/segments';
import type { ProgramSegment } from '../../domain/programs/segments';
import type { AuthUser } from '../plugins/auth';
import { productsOf } from '../store/contentIndex';
import { docOf } from '../store/contentRepository';
import type { JobRow } from '../store/jobRepository';
import { insertJob } from '../store/jobRepository';
import type { Database } from '../store/schema';
import {
  claimIngestionJob,
  currentRowsOfTypes,
  finishIngestionJob,
  jobStatus,
  recordIngestionProgress,
} from '../store/vllRepository';

/** The guide's and the status route's shapes (domain/epg/api.ts, shared with the console). */
export type { GuideAiring, IngestionView };

/** The live channel types whose guide is ingested, and the event types re-processed by team. */
export const EPG_CHANNEL_TYPES = ['channel'] as const;
export const EVENT_TYPES = EVENT_INGESTION_TYPES;

/** What an ingestion job stores: the request, the target's name and the guide as it grows. */
export interface IngestionPayload extends OnDemandRequest {
  kind: IngestionKind;
  title: string;
  day: string;
  message?: string;
  guide: GuideAiring[];
}

export function payloadOf(row: JobRow): IngestionPayload {
  return JSON.parse(row.payload) as IngestionPayload;
}

export function ingestionView(row: JobRow): IngestionView {
  const payload = payloadOf(row);
  return {
    id: row.id,
    kind: payload.kind,
    channelId: payload.channelId,
    title: payload.title,
    station: payload.station,
    start: payload.start,
    day: payload.day,
    ...(payload.teamId ? { teamId: payload.teamId } : {}),
    status: row.status,
    count: row.count,
    success: row.success,
    ...(payload.message ? { message: payload.message } : {}),
    ct: row.ct,
    ut: row.ut,
  };
}

/** Records an ingestion (status yet-to-start); a runner takes it from the database. */
export async function createIngestionJob(
  db: Kysely<Database>,
  input: {
    kind: IngestionKind;
    request: OnDemandRequest;
    title: string;
    user: AuthUser;
    product: string;
    /** A re-process keeps the hand-edited airings of the day's last guide. */
    keep: GuideAiring[];
  },
): Promise<JobRow> {
  const at = new Date().toISOString();
  const payload: IngestionPayload = {
    ...input.request,
    kind: input.kind,
    title: input.title,
    day: ingestionDay(input.request.start),
    guide: input.keep,
  };
  const row: JobRow = {
    id: randomUUID(),
    kind: input.kind,
    cty: input.request.channelId,
    status: 'yet-to-start',
    count: 0,
    success: 0,
    failure: 0,
    failure_keys: '[]',
    failure_messages: '{}',
    payload: JSON.stringify(payload),
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

interface LineupProgram {
  id: string;
  title: string;
  seconds: number;
}

/** The product's published programs with a length, as the lineup a station feed stands for. */
async function lineup(db: Kysely<Database>, product: string): Promise<LineupProgram[]> {
  const rows = await currentRowsOfTypes(db, ['program']);
  return rows
    .filter((row) => row.st === 'published' && productsOf(row).includes(product))
    .map((row) => {
      const doc = docOf(row);
      const segments = Array.isArray(doc.sg) ? (doc.sg as ProgramSegment[]) : [];
      const trt = typeof doc.trt === 'number' ? doc.trt : 0;
      return { id: row.id, title: row.name, seconds: totalSeconds(segments) || trt };
    })
    .filter((program) => program.seconds > 0)
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** A stable rotation offset per station, so two stations do not carry the same lineup. */
function stationOffset(station: string, size: number): number {
  let hash = 0;
  for (const char of station) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return size === 0 ? 0 : hash % size;
}

/**
 * The airings an ingestion writes, from the day's UTC midnight to the next: the lineup end to
 * end from the station's rotation offset, each airing starting where the previous ended; hand
 * edited (locked) airings of the previous guide stay and the lineup flows around them. An event
 * re-process writes the event itself, from its live window start (or the request's start).
 */
export function planGuide(
  payload: IngestionPayload,
  programs: readonly LineupProgram[],
  jobId: string,
): GuideAiring[] {
  const dayStart = Date.parse(`${payload.day}T00:00:00Z`);
  const dayEnd = dayStart + 24 * 3600 * 1000;
  const locked = payload.guide.filter((airing) => airing.locked);
  const blocked = (from: number, to: number) =>
    locked.find((airing) => Date.parse(airing.a_st_dt) < to && Date.parse(airing.a_ed_dt) > from);
  const planned: GuideAiring[] = [];
  if (programs.length === 0) return [...locked];
  let at = dayStart;
  let index = stationOffset(payload.station, programs.length);
  let n = 0;
  while (at < dayEnd) {
    const program = programs[index % programs.length];
    if (!program) break;
    const end = at + program.seconds * 1000;
    const clash = blocked(at, end);
    if (clash) {
      at = Date.parse(clash.a_ed_dt);
      continue;
    }
    n += 1;
    planned.push({
      id: `${jobId}-${n}`,
      pgm_id: program.id,
      title: program.title,
      a_st_dt: new Date(at).toISOString(),
      a_ed_dt: new Date(end).toISOString(),
      dur: program.seconds,
      station: payload.station,
    });
    at = end;
    index += 1;
  }
  return [...planned, ...locked].sort((a, b) => a.a_st_dt.localeCompare(b.a_st_dt));
}

/** How long a claimed ingestion stays with its runner without progress. */
const CLAIM_MS = 30_000;

export interface IngestionRunnerDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Pause between airings written (a guide arrives piece by piece; status can be polled). */
  stepMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one claimed ingestion to the end: the guide is written airing by airing (progress
 * `success` of `count`), stopping at once when the job is cancelled; a job whose runner died is
 * resumed by another runner from the start of its day (the guide is rebuilt, not appended).
 */
export async function runIngestion(
  deps: IngestionRunnerDeps,
  job: JobRow,
  runnerId: string,
): Promise<void> {
  const payload = payloadOf(job);
  const ref = { id: job.id, runnerId };
  const fail = async (message: string) =>
    finishIngestionJob(deps.db, ref, {
      status: 'failed',
      payload: JSON.stringify({ ...payload, message }),
      failure: 1,
    });
  let guide: GuideAiring[];
  if (payload.kind === 'event') {
    const rows = (await currentRowsOfTypes(deps.db, EVENT_TYPES)).filter(
      (row) => row.id === payload.channelId && productsOf(row).includes(job.prd),
    );
    const doc = rows[0] ? docOf(rows[0]) : undefined;
    if (!doc) return fail(`Event ${payload.channelId} no longer exists`);
    const start = typeof doc.lws === 'string' ? doc.lws : payload.start;
    const seconds = typeof doc.rt === 'number' && doc.rt > 0 ? doc.rt : 3 * 3600;
    guide = [
      {
        id: `${job.id}-1`,
        pgm_id: payload.channelId,
        title: payload.title,
        a_st_dt: new Date(Date.parse(start)).toISOString(),
        a_ed_dt: new Date(Date.parse(start) + seconds * 1000).toISOString(),
        dur: seconds,
        station: payload.station,
      },
    ];
  } else {
    const programs = await lineup(deps.db, job.prd);
    if (programs.length === 0)
      return fail('No published program with segments in this product to build the guide from');
    guide = planGuide(payload, programs, job.id);
  }
  const written: GuideAiring[] = [];
  for (const airing of guide) {
    if ((await jobStatus(deps.db, job.id)) !== 'processing') return;
    written.push(airing);
    const kept = await recordIngestionProgress(deps.db, ref, {
      success: written.length,
      count: guide.length,
      payload: JSON.stringify({ ...payload, guide: written }),
      claimedUntil: Date.now() + CLAIM_MS,
    });
    if (!kept) return;
    if (deps.stepMs) await pause(deps.stepMs);
  }
  await finishIngestionJob(deps.db, ref, {
    status: 'completed',
    payload: JSON.stringify({ ...payload, guide: written }),
    failure: 0,
  });
}

/** Polls the database for ingestions and runs them one at a time; returns a stop function. */
export function startIngestionRunner(
  deps: IngestionRunnerDeps,
  options: { pollMs?: number } = {},
): () => Promise<void> {
  const runnerId = randomUUID();
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async (): Promise<void> => {
    while (!stopped) {
      const now = Date.now();
      const job = await claimIngestionJob(deps.db, runnerId, now, now + CLAIM_MS);
      if (!job) break;
      try {
        await runIngestion(deps, job, runnerId);
      } catch (error) {
        deps.log.error({ err: error, job: job.id }, 'EPG ingestion failed');
        await finishIngestionJob(
          deps.db,
          { id: job.id, runnerId },
          {
            status: 'failed',
            payload: JSON.stringify({ ...payloadOf(job), message: 'EPG re-process failed' }),
            failure: 1,
          },
        );
      }
    }
  };
  const timer = setInterval(() => {
    running = running
      .then(tick)
      .catch((error: unknown) => deps.log.error({ err: error }, 'EPG runner failed'));
  }, options.pollMs ?? 500);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
