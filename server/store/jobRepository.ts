import type { Kysely, Selectable } from 'kysely';
import type { Database, JobTable } from './schema';

export type JobRow = Selectable<JobTable>;

export async function insertJob(db: Kysely<Database>, row: JobRow): Promise<void> {
  await db.insertInto('jobs').values(row).execute();
}

/**
 * Claims the oldest runnable job (queued or processing, unclaimed or its claim expired) for
 * `runnerId` until `claimedUntil`; undefined when none is free or another runner won the race.
 */
export async function claimRunnableJob(
  db: Kysely<Database>,
  runnerId: string,
  now: number,
  claimedUntil: number,
): Promise<JobRow | undefined> {
  const candidate = await db
    .selectFrom('jobs')
    .select('id')
    // EPG and event ingestions (issue 10) have their own runner (server/vll/epgIngestion.ts), and
    // so do live-to-VOD conversions (issue 14, server/jobs/liveToVod.ts) and MP4 jobs (issue 14,
    // server/media/mp4Jobs.ts).
    .where('kind', 'not in', ['epg', 'event', 'l2v', 'mp4'])
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
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('jobs').selectAll().where('id', '=', candidate.id).executeTakeFirst();
}

/**
 * Records a claimed job's progress and extends the claim, only while `runnerId` holds it and the
 * job has counted exactly `done` items (the progress recorded is one item further). False when
 * neither holds: the caller's transaction must then not commit that item. Called inside the
 * transaction that writes the item, so an item and its progress commit together.
 */
export async function recordJobProgress(
  db: Kysely<Database>,
  job: { id: string; runnerId: string; done: number },
  progress: {
    success: number;
    failure: number;
    failureKeys: string[];
    failureMessages?: Record<string, string>;
    claimedUntil: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      success: progress.success,
      failure: progress.failure,
      failure_keys: JSON.stringify(progress.failureKeys),
      ...(progress.failureMessages
        ? { failure_messages: JSON.stringify(progress.failureMessages) }
        : {}),
      ut: new Date().toISOString(),
      claimed_until: progress.claimedUntil,
    })
    .where('id', '=', job.id)
    .where('claimed_by', '=', job.runnerId)
    .where((eb) => eb(eb('success', '+', eb.ref('failure')), '=', job.done))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a claimed job with its final status and releases the claim. */
export async function finishJob(
  db: Kysely<Database>,
  job: { id: string; runnerId: string },
  status: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status, claimed_by: null, claimed_until: null, ut: new Date().toISOString() })
    .where('id', '=', job.id)
    .where('claimed_by', '=', job.runnerId)
    .execute();
}

/** One of the owner's jobs, or undefined (another user's job is as good as absent). */
export async function findOwnJob(
  db: Kysely<Database>,
  id: string,
  owner: string,
): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where('owner', '=', owner)
    .executeTakeFirst();
}

/** The owner's newest jobs first, at most `limit`. */
export async function listOwnJobs(
  db: Kysely<Database>,
  owner: string,
  limit: number,
): Promise<JobRow[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('owner', '=', owner)
    .orderBy('ct', 'desc')
    .limit(limit)
    .execute();
}

/** One page of the owner's jobs of the given kinds, newest first, with their total. */
export async function pageOwnJobs(
  db: Kysely<Database>,
  owner: string,
  kinds: readonly string[],
  page: { offset: number; limit: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const base = db
    .selectFrom('jobs')
    .where('owner', '=', owner)
    .where('kind', 'in', [...kinds]);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('ct', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
