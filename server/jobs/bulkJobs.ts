import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { chooseVersion } from '../../domain/versions';
import type { AuthUser } from '../plugins/auth';
import type { ResourceCatalog } from '../resourceCatalog';
import type { DialectName } from '../store/db';
import type { Database } from '../store/schema';
import type { JobRow } from '../store/jobRepository';
import { claimRunnableJob, finishJob, insertJob, recordJobProgress } from '../store/jobRepository';
import { currentVersions, versionEntry } from '../store/contentRepository';
import { updateContent } from '../content/contentService';
import { statusActionSteps } from '../../domain/statusTransitions';
import type { StatusStep } from '../../domain/statusTransitions';
import type { ContentGeneration } from '../store/contentGeneration';
import { jobActionOf } from '../../domain/notifications/jobAction';
import type { JobAction } from '../../domain/notifications/jobAction';
import { announceJob, jobActionOfRow, recordNewJob } from '../notifications/jobRecords';

interface BulkPayload {
  ids: string[];
  changes: Record<string, unknown>;
  /** Changes of single items on top of `changes` (episode sorting: each episode's number). */
  itemChanges?: Record<string, Record<string, unknown>>;
  user: AuthUser;
}

/** The job's claim passed to another runner (or its progress moved on) while an item was written. */
class JobClaimLost extends Error {
  constructor(jobId: string) {
    super(`Job ${jobId} is no longer this runner's`);
  }
}

/**
 * How long a claimed job stays with its runner without progress before another may take it
 * (JOB_CLAIM_SECONDS; this default when a runner is given none).
 */
const DEFAULT_CLAIM_MS = 30_000;

export interface BulkJobView {
  id: string;
  status_id: string;
  tracking_id: string;
  cty: string;
  status: string;
  count: number;
  success: number;
  failure: number;
  failureKeys: string[];
  /** Each failed item's reason, by id. */
  errorMessages: Record<string, string>;
  /**
   * The specification's bulk update result beside success and failureKeys: items that failed
   * on the way to the API (none: the service applies each item itself), items the API refused
   * (every failure), and the first failed item's reason ('' when none failed).
   */
  networkError: number;
  apiError: number;
  errorMessage: string;
  kind: string;
  /** What the job does to each item ('archive', 'publish', 'update', 'episodesort' ...). */
  action: JobAction;
  ct: string;
  ut: string;
}

export function jobView(row: JobRow): BulkJobView {
  const failureKeys = JSON.parse(row.failure_keys) as string[];
  const errorMessages = JSON.parse(row.failure_messages) as Record<string, string>;
  const firstFailed = failureKeys[0];
  return {
    id: row.id,
    kind: row.kind,
    action: jobActionOfRow(row),
    status_id: row.id,
    tracking_id: row.id,
    cty: row.cty,
    status: row.status,
    count: row.count,
    success: row.success,
    failure: row.failure,
    failureKeys,
    errorMessages,
    networkError: 0,
    apiError: row.failure,
    errorMessage: firstFailed === undefined ? '' : (errorMessages[firstFailed] ?? ''),
    ct: row.ct,
    ut: row.ut,
  };
}

/**
 * Records a bulk update job (or, with `kind` 'episodesort', an episode sorting job whose
 * `itemChanges` number each episode); it runs in the background from the database. The job is
 * recorded in the owner's settings and announced to the owner's notification streams.
 */
export async function createBulkJob(
  db: Kysely<Database>,
  input: {
    type: string;
    ids: string[];
    changes: Record<string, unknown>;
    itemChanges?: Record<string, Record<string, unknown>>;
    kind?: 'bulkupdate' | 'episodesort';
    user: AuthUser;
    product: string;
  },
): Promise<JobRow> {
  const at = new Date().toISOString();
  const payload: BulkPayload = { ids: input.ids, changes: input.changes, user: input.user };
  if (input.itemChanges) payload.itemChanges = input.itemChanges;
  const row: JobRow = {
    id: randomUUID(),
    kind: input.kind ?? 'bulkupdate',
    cty: input.type,
    status: 'yet-to-start',
    count: input.ids.length,
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
  await recordNewJob(db, row);
  return row;
}

/** Claims the oldest runnable job for this runner; undefined when none is free. */
export async function claimJob(
  db: Kysely<Database>,
  runnerId: string,
  now: number,
  claimMs = DEFAULT_CLAIM_MS,
): Promise<JobRow | undefined> {
  return claimRunnableJob(db, runnerId, now, now + claimMs);
}

export interface JobRunnerDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  catalog: ResourceCatalog;
  log: FastifyBaseLogger;
  generation: ContentGeneration;
  /**
   * A test hook only (TEST_CRASH_AFTER_BULK_ITEMS, never in production): called after each item's
   * write has committed, before anything else of the job happens; it may end the process there.
   */
  afterItemCommitted?: () => void;
  /** How long a claim holds without progress (JOB_CLAIM_SECONDS); default 30 s. */
  claimMs?: number;
}

/**
 * Runs one claimed job to the end, resuming after the items already counted (a job survives a
 * restart). Each item is updated with the same rules as a single update, as the job's owner.
 */
export async function runJob(deps: JobRunnerDeps, job: JobRow, runnerId: string): Promise<void> {
  const payload = JSON.parse(job.payload) as BulkPayload;
  const resourceType = deps.catalog.get(job.cty);
  let { success, failure } = job;
  const failureKeys = JSON.parse(job.failure_keys) as string[];
  const failureMessages = JSON.parse(job.failure_messages) as Record<string, string>;
  const action = jobActionOf(job.kind, payload.changes);
  await announceJob(deps.db, job, action);
  const progressOf = (done: number) => ({
    success,
    failure,
    failureKeys,
    failureMessages,
    claimedUntil: Date.now() + (deps.claimMs ?? DEFAULT_CLAIM_MS),
    done,
  });
  for (let index = success + failure; index < payload.ids.length; index += 1) {
    const id = payload.ids[index] ?? '';
    let ok = false;
    let reason = '';
    try {
      if (!resourceType) throw new Error(`Unknown type ${job.cty}`);
      const versions = await currentVersions(deps.db, job.cty, id);
      const base = chooseVersion(versions.map((row) => ({ ...versionEntry(row), row })))?.row;
      if (!base) throw new Error(`No ${job.cty} ${id}`);
      const context = {
        db: deps.db,
        dialect: deps.dialect,
        user: payload.user,
        product: job.prd,
        traceKey: job.id,
        generation: deps.generation,
      };
      // A status change is the editor's action, step by step (publishing a draft: pending with
      // the approval flag, then published); only the last step counts the item as done.
      const steps = statusSteps(action, base.st);
      let at = { key: base.key, ut: base.ut };
      for (const step of steps.slice(0, -1)) {
        const written = await updateContent(
          context,
          resourceType,
          id,
          {
            st: step.status,
            ...(step.apr === undefined ? {} : { apr: step.apr }),
            ...at,
          },
          { action: 'bulkupdate' },
        );
        at = { key: String(written.doc.key), ut: String(written.doc.ut) };
      }
      const last = steps.at(-1);
      const lastChange =
        last === undefined
          ? {}
          : { st: last.status, ...(last.apr === undefined ? {} : { apr: last.apr }) };
      await updateContent(
        context,
        resourceType,
        id,
        { ...payload.changes, ...payload.itemChanges?.[id], ...lastChange, ...at },
        {
          action: 'bulkupdate',
          // The item and the job's progress past it commit together: a job resumed after a
          // crash starts after the last item written, never applies one twice.
          alsoInTransaction: async (trx) => {
            const { done, ...progress } = progressOf(index);
            const counted = await recordJobProgress(
              trx,
              { id: job.id, runnerId, done },
              { ...progress, success: success + 1 },
            );
            if (!counted) throw new JobClaimLost(job.id);
          },
        },
      );
      ok = true;
      deps.afterItemCommitted?.();
    } catch (error) {
      // Another runner took the job over: this one stops, its item's write rolled back.
      if (error instanceof JobClaimLost) return;
      reason = (error as Error).message;
      deps.log.info(
        { job: job.id, id, reason: (error as Error).message },
        'bulk update item failed',
      );
    }
    if (ok) success += 1;
    else {
      // A failed item wrote nothing: its progress is a commit of its own.
      failure += 1;
      failureKeys.push(id);
      failureMessages[id] = reason.slice(0, 500);
      const { done, ...progress } = progressOf(index);
      if (!(await recordJobProgress(deps.db, { id: job.id, runnerId, done }, progress))) return;
    }
    const ut = new Date().toISOString();
    await announceJob(deps.db, { ...job, status: 'processing', success, failure, ut }, action);
    // SQLite answers synchronously: without a turn of the event loop between items the whole job
    // would run in one task, holding every request and every progress event until its end.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const status = failure === job.count && job.count > 0 ? 'failed' : 'inactive';
  await finishJob(deps.db, { id: job.id, runnerId }, status);
  await announceJob(
    deps.db,
    { ...job, status, success, failure, ut: new Date().toISOString() },
    action,
  );
}

/**
 * The updates one item of a job takes: a job that only changes the status (the list's bulk
 * Publish, Archive, Delete, Restore to draft) takes the editor's steps for that action from the
 * item's status (statusActionSteps, the one rule); any other job is one update (no steps).
 */
function statusSteps(action: JobAction, from: string): StatusStep[] {
  if (action === 'update' || action === 'episodesort') return [];
  return statusActionSteps(action, from);
}

/** Polls the database for jobs and runs them one at a time; returns a stop function. */
export function startJobRunner(
  deps: JobRunnerDeps,
  options: { pollMs?: number } = {},
): () => Promise<void> {
  const runnerId = randomUUID();
  const pollMs = options.pollMs ?? 500;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async (): Promise<void> => {
    while (!stopped) {
      const job = await claimJob(deps.db, runnerId, Date.now(), deps.claimMs);
      if (!job) break;
      await runJob(deps, job, runnerId);
    }
  };
  const timer = setInterval(() => {
    running = running
      .then(tick)
      .catch((error: unknown) => deps.log.error({ err: error }, 'job runner failed'));
  }, pollMs);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
