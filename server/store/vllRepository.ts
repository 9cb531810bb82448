import type { Kysely } from 'kysely';
import type { ContentRow } from './contentIndex';
import type { JobRow } from './jobRepository';
import type { Database } from './schema';

/**
 * Reads and job rows of the virtual channel, program and EPG services (issue 10). Content is read
 * as current version rows (the caller filters by product, as `productsOf` reads the JSON list);
 * EPG ingestions are rows of the jobs table whose kind is one of INGESTION_JOB_KINDS.
 */

/** The job kinds of EPG and event ingestions: the bulk runner never claims these. */
export const INGESTION_JOB_KINDS = ['epg', 'event'] as const;

/** The current version rows of the given types (channel numbers, program usage). */
export async function currentRowsOfTypes(
  db: Kysely<Database>,
  types: readonly string[],
): Promise<ContentRow[]> {
  if (types.length === 0) return [];
  return db
    .selectFrom('content')
    .selectAll()
    .where('cty', 'in', [...types])
    .where('cur', '=', 1)
    .orderBy('id')
    .orderBy('vn')
    .execute();
}

/** Ingestion jobs by id in one product (others' products' jobs are as good as absent). */
export async function ingestionJobsByIds(
  db: Kysely<Database>,
  ids: readonly string[],
  product: string,
): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('kind', 'in', [...INGESTION_JOB_KINDS])
    .where('prd', '=', product)
    .execute();
}

/** A product's ingestion jobs of one kind for the given channels (cty holds the channel id). */
export async function ingestionJobsForChannels(
  db: Kysely<Database>,
  kind: string,
  channelIds: readonly string[],
  product: string,
): Promise<JobRow[]> {
  if (channelIds.length === 0) return [];
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', kind)
    .where('cty', 'in', [...channelIds])
    .where('prd', '=', product)
    .orderBy('ct', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Claims the oldest runnable ingestion (queued, or processing with an expired claim: its runner
 * died) for `runnerId` until `claimedUntil`; undefined when none is free or another runner won.
 */
export async function claimIngestionJob(
  db: Kysely<Database>,
  runnerId: string,
  now: number,
  claimedUntil: number,
): Promise<JobRow | undefined> {
  const candidate = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', [...INGESTION_JOB_KINDS])
    .where('status', 'in', ['yet-to-start', 'processing'])
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('ct')
    .limit(1)
    .executeTakeFirst();
  if (!candidate) return undefined;
  const result = await db
    .updateTable('jobs')
    .set({ claimed_by: runnerId, claimed_until: claimedUntil, status: 'processing' })
    .where('id', '=', candidate.id)
    .where('status', 'in', ['yet-to-start', 'processing'])
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('jobs').selectAll().where('id', '=', candidate.id).executeTakeFirst();
}

/** The job's status now (a runner checks it between steps: a cancel stops the run). */
export async function jobStatus(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/**
 * Records an ingestion's progress and its payload (the guide so far) while `runnerId` holds it
 * and it is still processing (a cancel in between wins). False when the claim was lost.
 */
export async function recordIngestionProgress(
  db: Kysely<Database>,
  job: { id: string; runnerId: string },
  progress: { success: number; count: number; payload: string; claimedUntil: number },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      success: progress.success,
      count: progress.count,
      payload: progress.payload,
      claimed_until: progress.claimedUntil,
      ut: new Date().toISOString(),
    })
    .where('id', '=', job.id)
    .where('claimed_by', '=', job.runnerId)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a claimed ingestion (completed or failed) unless it was cancelled meanwhile. */
export async function finishIngestionJob(
  db: Kysely<Database>,
  job: { id: string; runnerId: string },
  outcome: { status: 'completed' | 'failed'; payload: string; failure: number },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: outcome.status,
      payload: outcome.payload,
      failure: outcome.failure,
      claimed_by: null,
      claimed_until: null,
      ut: new Date().toISOString(),
    })
    .where('id', '=', job.id)
    .where('claimed_by', '=', job.runnerId)
    .where('status', '=', 'processing')
    .execute();
}

/** Cancels an in-flight ingestion; false when it had already finished (or is not there). */
export async function cancelIngestionJob(
  db: Kysely<Database>,
  id: string,
  product: string,
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
    .where('prd', '=', product)
    .where('kind', 'in', [...INGESTION_JOB_KINDS])
    .where('status', 'in', ['yet-to-start', 'processing'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rewrites a finished ingestion's payload (an airing edited in its guide). */
export async function replaceIngestionPayload(
  db: Kysely<Database>,
  id: string,
  before: string,
  payload: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ payload, ut: new Date().toISOString() })
    .where('id', '=', id)
    .where('payload', '=', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
