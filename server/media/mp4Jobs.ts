import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { MediaQuality, Mp4Job, Mp4JobStatus } from '../../domain/media/api';
import { mp4ContentDisposition } from '../../domain/media/downloadName';
import type { FrameRange } from '../../domain/media/frames';
import { totalFrames } from '../../domain/media/frames';
import type { AuthUser } from '../plugins/auth';
import { insertJob } from '../store/jobRepository';
import type { JobRow } from '../store/jobRepository';
import {
  MP4_JOB_KIND,
  claimMp4Job,
  finishMp4Job,
  mp4JobPayload,
  recordMp4Progress,
} from '../store/mediaRepository';
import type { Database } from '../store/schema';
import { makeMp4Cut } from './mp4Cut';
import type { MediaUrls } from './mediaUrls';
import { DEMO_LAYOUT } from './sourceMedia';
import type { MediaLayout, SourceMedia } from './sourceMedia';

/** What an MP4 job row's payload holds. */
interface Mp4Payload {
  quality: MediaQuality;
  /** Ranges of the demo source (or of `layout`), in order. */
  ranges: FrameRange[];
  /** A live-to-VOD item's own media the ranges are of; absent: the demo source. */
  layout?: MediaLayout;
  videoBitrate: number;
  audioBitrate: number;
  lon: { lang: string; n: string }[];
  message?: string;
}

/** How long a claimed job stays with its runner without a heartbeat before another takes it. */
const CLAIM_MS = 30_000;
const HEARTBEAT_MS = 2_000;
/** Said when a job fails without a better reason (spec section 8). */
export const MP4_FAILED = 'Error fetching MP4';

/** Each MP4 in a folder of its own (a signed URL opens one folder). */
export const mp4Folder = (id: string) => `mp4/${id}/`;
const MP4_NAME = 'clip.mp4';
const mp4File = (mediaDir: string, id: string) => join(mediaDir, 'mp4', id, MP4_NAME);

function payloadOf(row: JobRow): Mp4Payload {
  return JSON.parse(row.payload) as Mp4Payload;
}

/** Records an MP4 job (queued); a runner on any instance makes it from the database. */
export async function createMp4Job(
  db: Kysely<Database>,
  input: {
    user: AuthUser;
    product: string;
    quality: MediaQuality;
    ranges: FrameRange[];
    layout?: MediaLayout;
    videoBitrate: number;
    audioBitrate: number;
    lon: { lang: string; n: string }[];
  },
): Promise<JobRow> {
  const at = new Date().toISOString();
  const payload: Mp4Payload = {
    quality: input.quality,
    ranges: input.ranges,
    ...(input.layout ? { layout: input.layout } : {}),
    videoBitrate: input.videoBitrate,
    audioBitrate: input.audioBitrate,
    lon: input.lon,
  };
  const row: JobRow = {
    id: randomUUID(),
    kind: MP4_JOB_KIND,
    cty: 'mp4',
    status: 'queued',
    count: totalFrames(input.ranges),
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

/** A job as the status route answers it (a ready job's MP4 URL signed now). */
export async function mp4View(row: JobRow, urls: MediaUrls, mediaDir?: string): Promise<Mp4Job> {
  const payload = payloadOf(row);
  // A ready job's file removed by the media cache (past its download window): failed, ask again.
  const gone =
    row.status === 'ready' && mediaDir !== undefined && !existsSync(mp4File(mediaDir, row.id));
  const status = (gone ? 'failed' : row.status) as Mp4JobStatus;
  return {
    id: row.id,
    status,
    progress: status === 'ready' ? 1 : row.count > 0 ? Math.min(1, row.success / row.count) : 0,
    quality: payload.quality,
    durationSeconds: row.count / 30,
    ...(status === 'ready' ? { mp4Url: await urls.url(mp4Folder(row.id), MP4_NAME) } : {}),
    ...(status === 'failed' ? { message: payload.message ?? MP4_FAILED } : {}),
  };
}

/**
 * The Content-Disposition of a job's file: named from the request's `lon` (its first English
 * name; an ASCII fallback and RFC 5987 filename* for other names), 'clip.mp4' without one.
 */
export async function mp4Disposition(db: Kysely<Database>, id: string): Promise<string> {
  const payload = await mp4JobPayload(db, id);
  let lon: Mp4Payload['lon'] | undefined;
  try {
    lon = payload ? (JSON.parse(payload) as Partial<Mp4Payload>).lon : undefined;
  } catch {
    lon = undefined;
  }
  return mp4ContentDisposition(Array.isArray(lon) ? lon : undefined);
}

export interface Mp4RunnerDeps {
  db: Kysely<Database>;
  mediaDir: string;
  ffmpeg: string;
  timeoutMs: number;
  source: SourceMedia;
  log: { info(message: string): void; error(obj: object, message: string): void };
  /** Called after each job ends (the media cache prunes then). */
  afterJob?: () => void;
}

/** Runs one claimed job to its end: ready, failed with ffmpeg's message, or left cancelled. */
async function runJob(
  deps: Mp4RunnerDeps,
  job: JobRow,
  runnerId: string,
  abort: AbortController,
): Promise<void> {
  const payload = payloadOf(job);
  const ref = { id: job.id, runnerId };
  let frames = 0;
  const heartbeat = setInterval(() => {
    recordMp4Progress(deps.db, ref, { success: frames, claimedUntil: Date.now() + CLAIM_MS })
      .then((mine) => {
        if (!mine) abort.abort();
      })
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  const final = mp4File(deps.mediaDir, job.id);
  const part = `${final}.${runnerId}.part`;
  try {
    // Ranges of the demo source wait for it; a live-to-VOD item's media exists with the item.
    if (!payload.layout) await deps.source.whenReady();
    if (abort.signal.aborted) {
      clearInterval(heartbeat);
      return;
    }
    mkdirSync(join(deps.mediaDir, 'mp4', job.id), { recursive: true });
    await makeMp4Cut({
      mediaDir: deps.mediaDir,
      ffmpeg: deps.ffmpeg,
      layout: payload.layout ?? DEMO_LAYOUT,
      ranges: payload.ranges,
      quality: payload.quality,
      videoBitrate: payload.videoBitrate,
      audioBitrate: payload.audioBitrate,
      file: part,
      workDir: `${part}.pieces`,
      timeoutMs: deps.timeoutMs,
      signal: abort.signal,
      onFrames: (n) => {
        frames = Math.min(n, job.count);
      },
    });
    renameSync(part, final);
    clearInterval(heartbeat);
    await finishMp4Job(deps.db, ref, {
      status: 'ready',
      success: job.count,
      failure: 0,
      payload: JSON.stringify(payload),
    });
  } catch (error) {
    clearInterval(heartbeat);
    if (existsSync(part)) rmSync(part, { force: true });
    if (abort.signal.aborted) return;
    const message = error instanceof Error ? error.message : MP4_FAILED;
    deps.log.error({ err: error }, `MP4 job ${job.id} failed`);
    await finishMp4Job(deps.db, ref, {
      status: 'failed',
      success: frames,
      failure: 1,
      payload: JSON.stringify({ ...payload, message: message || MP4_FAILED }),
    });
  }
}

/**
 * Polls the database for MP4 jobs and runs them one at a time (ffmpeg takes the machine's cores).
 * A job whose runner stops (a restart) is taken over when its claim expires and made again from
 * the start. Returns a function that stops the runner.
 */
export function startMp4Runner(deps: Mp4RunnerDeps, options: { pollMs: number }): () => void {
  const runnerId = randomUUID();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: AbortController | undefined;
  const tick = async () => {
    if (stopped) return;
    try {
      for (;;) {
        const now = Date.now();
        const job = await claimMp4Job(deps.db, runnerId, now, now + CLAIM_MS);
        if (!job || stopped) break;
        current = new AbortController();
        await runJob(deps, job, runnerId, current);
        current = undefined;
        deps.afterJob?.();
      }
    } catch (error) {
      if (!stopped) deps.log.error({ err: error }, 'MP4 runner failed');
    }
    if (!stopped) timer = setTimeout(() => void tick(), options.pollMs);
  };
  timer = setTimeout(() => void tick(), options.pollMs);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    // A job stopped midway stays claimed until its claim expires; then any runner makes it again.
    current?.abort();
  };
}
