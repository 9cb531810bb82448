import type { Kysely } from 'kysely';
import type { JobAction } from '../../domain/notifications/jobAction';
import { jobActionOf } from '../../domain/notifications/jobAction';
import type { JobSummary } from '../../domain/notifications/jobEvents';
import { JOB_SETTING_TYPE } from '../../domain/notifications/jobEvents';
import type { JobRow } from '../store/jobRepository';
import type { Database } from '../store/schema';
import { createSetting } from '../store/settingsRepository';
import { publishJobChange } from './jobChannel';

/** A job row's action, from its kind and the changes in its payload ('update' when unreadable). */
export function jobActionOfRow(row: Pick<JobRow, 'kind' | 'payload'>): JobAction {
  let changes: unknown;
  try {
    changes = (JSON.parse(row.payload) as { changes?: unknown } | null)?.changes;
  } catch {
    changes = undefined;
  }
  return jobActionOf(row.kind, changes);
}

/**
 * What the bell and the event stream carry of a job row; `action` when the caller knows it
 * already (a running job announces each item: its payload is not read again each time).
 */
export function jobSummaryOfRow(row: JobRow, action = jobActionOfRow(row)): JobSummary {
  return {
    id: row.id,
    kind: row.kind,
    action,
    cty: row.cty,
    status: row.status,
    count: row.count,
    success: row.success,
    failure: row.failure,
    ct: row.ct,
    ut: row.ut,
  };
}

/** Tells the owner's streams (every instance) about a job's current state. */
export async function announceJob(
  db: Kysely<Database>,
  row: JobRow,
  action?: JobAction,
): Promise<void> {
  await publishJobChange(db, { owner: row.owner, job: jobSummaryOfRow(row, action) });
}

/**
 * A new job: recorded in its owner's settings (section 7: the console finds its jobs there; a
 * record older than 24 hours is deleted, a younger one has its job's status checked), then
 * announced to the owner's streams.
 */
export async function recordNewJob(db: Kysely<Database>, row: JobRow): Promise<void> {
  await createSetting(db, {
    id: `job-${row.id}`,
    uid: row.owner,
    t: JOB_SETTING_TYPE,
    n: row.id,
    payload: { status_id: row.id, tracking_id: row.id, kind: row.kind, cty: row.cty },
    now: new Date(row.ct),
  });
  await announceJob(db, row);
}
