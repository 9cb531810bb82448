import type { Kysely } from 'kysely';
import type { JobRow } from './jobRepository';
import type { Database } from './schema';

/**
 * Rows of the media service (issue 14): MP4 jobs are rows of the jobs table of kind MP4_JOB_KIND
 * (the bulk runner never claims them), and the claim on making the demo media is a `meta` row
 * changed only by compare-and-set, so that two instances on one database never make it twice.
 */
export const MP4_JOB_KIND = 'mp4';

/** Statuses an MP4 job still runs in. */
const RUNNING = ['queued', 'processing'];

/**
 * Claims the oldest runnable MP4 job (queued, or processing with an expired claim: its runner
 * died) for `runnerId` until `claimedUntil`; undefined when none is free or another runner won.
 */
export async function claimMp4Job(
  db: Kysely<Database>,
  runnerId: string,
  now: number,
  claimedUntil: number,
): Promise<JobRow | undefined> {
  const candidate = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', MP4_JOB_KIND)
    .where('status', 'in', RUNNING)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('ct')
    .limit(1)
    .executeTakeFirst();
  if (!candidate) return undefined;
  const result = await db
    .updateTable('jobs')
    .set({ claimed_by: runnerId, claimed_until: claimedUntil, status: 'processing', success: 0 })
    .where('id', '=', candidate.id)
    .where('kind', '=', MP4_JOB_KIND)
    .where('status', 'in', RUNNING)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('jobs').selectAll().where('id', '=', candidate.id).executeTakeFirst();
}

/**
 * Records a claimed MP4 job's frames done and extends its claim; false when the job is no longer
 * this runner's to run (cancelled meanwhile, or its claim taken over).
 */
export async function recordMp4Progress(
  db: Kysely<Database>,
  job: { id: string; runnerId: string },
  progress: { success: number; claimedUntil: number },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      success: progress.success,
      claimed_until: progress.claimedUntil,
      ut: new Date().toISOString(),
    })
    .where('id', '=', job.id)
    .where('claimed_by', '=', job.runnerId)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a claimed MP4 job (ready or failed, with its payload) unless it was cancelled meanwhile. */
export async function finishMp4Job(
  db: Kysely<Database>,
  job: { id: string; runnerId: string },
  end: { status: 'ready' | 'failed'; success: number; failure: number; payload: string },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: end.status,
      success: end.success,
      failure: end.failure,
      payload: end.payload,
      claimed_by: null,
      claimed_until: null,
      ut: new Date().toISOString(),
    })
    .where('id', '=', job.id)
    .where('claimed_by', '=', job.runnerId)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels the owner's MP4 job while it still runs; false when it is not running (or not theirs). */
export async function cancelMp4Job(
  db: Kysely<Database>,
  id: string,
  owner: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: 'cancelled',
      claimed_by: null,
      claimed_until: null,
      ut: new Date().toISOString(),
    })
    .where('id', '=', id)
    .where('owner', '=', owner)
    .where('kind', '=', MP4_JOB_KIND)
    .where('status', 'in', RUNNING)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces `meta[key]` only when it still holds `expected` (compare-and-set); true when replaced. */
export async function replaceMetaIf(
  db: Kysely<Database>,
  key: string,
  expected: string,
  value: string,
): Promise<boolean> {
  const result = await db
    .updateTable('meta')
    .set({ v: value })
    .where('k', '=', key)
    .where('v', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The ids of MP4 jobs still queued or processing (the media cache never removes their folders). */
export async function runningMp4JobIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', MP4_JOB_KIND)
    .where('status', 'in', RUNNING)
    .execute();
  return rows.map((row) => row.id);
}

/** An MP4 job's payload (whoever owns it), or undefined. */
export async function mp4JobPayload(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select('payload')
    .where('id', '=', id)
    .where('kind', '=', MP4_JOB_KIND)
    .executeTakeFirst();
  return row?.payload;
}
