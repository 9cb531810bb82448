import type { Kysely } from 'kysely';
import { syncContentIndexes } from './contentIndex';
import type { ContentRow } from './contentIndex';
import type { JobRow } from './jobRepository';
import type { Database } from './schema';

/** The job kind of live-to-VOD conversions (their own runner: server/jobs/liveToVod.ts). */
export const LIVE_TO_VOD_JOB_KIND = 'l2v';

/** An item's first version (its original), whatever its status. */
export async function firstVersion(
  db: Kysely<Database>,
  id: string,
): Promise<ContentRow | undefined> {
  return db
    .selectFrom('content')
    .selectAll()
    .where('id', '=', id)
    .orderBy('vn', 'asc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Re-aggregates an item: each current version's list and search rows are rebuilt from the stored
 * document (unindexed, then indexed again) and its aggregation time `au_ut` is stamped. The
 * revision (`ut`) stays, so an editor's open copy is not made stale. Answers the versions touched.
 */
export async function reaggregateItem(
  db: Kysely<Database>,
  id: string,
  at: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('content')
      .selectAll()
      .where('id', '=', id)
      .where('cur', '=', 1)
      .execute();
    for (const row of rows) {
      const doc = { ...(JSON.parse(row.doc) as Record<string, unknown>), au_ut: at };
      const after: ContentRow = { ...row, doc: JSON.stringify(doc) };
      await trx.updateTable('content').set({ doc: after.doc }).where('key', '=', row.key).execute();
      await syncContentIndexes(trx, row, undefined);
      await syncContentIndexes(trx, undefined, after);
    }
    return rows.length;
  });
}

/** The product's live-to-VOD jobs, newest first (of one event when given). */
export async function liveToVodJobs(
  db: Kysely<Database>,
  product: string,
  eventId?: string,
): Promise<JobRow[]> {
  let query = db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', LIVE_TO_VOD_JOB_KIND)
    .where('prd', '=', product);
  if (eventId) query = query.where('cty', '=', eventId);
  return query.orderBy('ct', 'desc').orderBy('id', 'desc').limit(200).execute();
}

export async function liveToVodJob(
  db: Kysely<Database>,
  id: string,
  product: string,
): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', LIVE_TO_VOD_JOB_KIND)
    .where('prd', '=', product)
    .executeTakeFirst();
}

/**
 * Changes an in-flight job (its payload, or its status to cancelled); false when it is no longer
 * in flight (already run, failed or cancelled), so a second cancel changes nothing.
 */
export async function changeInFlightLiveToVod(
  db: Kysely<Database>,
  id: string,
  product: string,
  change: { payload?: string; status?: 'cancelled' },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      ...(change.payload !== undefined ? { payload: change.payload } : {}),
      ...(change.status ? { status: change.status, claimed_by: null, claimed_until: null } : {}),
      ut: new Date().toISOString(),
    })
    .where('id', '=', id)
    .where('kind', '=', LIVE_TO_VOD_JOB_KIND)
    .where('prd', '=', product)
    .where('status', 'in', ['yet-to-start', 'processing'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims a live-to-VOD job whose recorded window has ended (`due` by its payload's end, checked by
 * the caller's filter) for `runnerId` until `claimedUntil`; undefined when none is free.
 */
export async function claimDueLiveToVod(
  db: Kysely<Database>,
  runnerId: string,
  now: number,
  claimedUntil: number,
  isDue: (row: JobRow) => boolean,
): Promise<JobRow | undefined> {
  const candidates = await db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', LIVE_TO_VOD_JOB_KIND)
    .where('status', 'in', ['yet-to-start', 'processing'])
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('ct')
    .limit(50)
    .execute();
  for (const candidate of candidates.filter(isDue)) {
    const result = await db
      .updateTable('jobs')
      .set({ claimed_by: runnerId, claimed_until: claimedUntil, status: 'processing' })
      .where('id', '=', candidate.id)
      .where('status', 'in', ['yet-to-start', 'processing'])
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1)
      return db.selectFrom('jobs').selectAll().where('id', '=', candidate.id).executeTakeFirst();
  }
  return undefined;
}

/** Ends a claimed job (only while `runnerId` holds it and it was not cancelled meanwhile). */
export async function finishLiveToVod(
  db: Kysely<Database>,
  job: { id: string; runnerId: string },
  outcome: { status: 'completed' | 'failed'; payload: string },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: outcome.status,
      payload: outcome.payload,
      success: outcome.status === 'completed' ? 1 : 0,
      failure: outcome.status === 'failed' ? 1 : 0,
      count: 1,
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

/**
 * Extends a running conversion's claim (its runner's heartbeat while ffmpeg works); false when the
 * job is no longer this runner's or was cancelled meanwhile (the runner then stops).
 */
export async function extendLiveToVodClaim(
  db: Kysely<Database>,
  job: { id: string; runnerId: string },
  claimedUntil: number,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ claimed_until: claimedUntil })
    .where('id', '=', job.id)
    .where('claimed_by', '=', job.runnerId)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
