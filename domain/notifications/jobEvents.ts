import type { JobAction } from './jobAction';
import { jobActionOf, readJobAction } from './jobAction';

/**
 * A notification job as the bell, the notification page and the server's event stream carry it:
 * a bulk update or an episode sorting job of one user, with its counters (spec section 3,
 * 'Notification job: id, status, count, success, failure, ct') and what it does to its items.
 */
export interface JobSummary {
  id: string;
  /** 'bulkupdate' or 'episodesort'. */
  kind: string;
  /** What it does to each item: 'archive', 'publish', ... (see `jobActionOf`). */
  action: JobAction;
  /** The content type the job changes. */
  cty: string;
  status: string;
  count: number;
  success: number;
  failure: number;
  ct: string;
  ut: string;
}

/** The kinds of job the bell lists (spec section 2: bulk update and episode sorting jobs). */
export const NOTIFICATION_JOB_KINDS = ['bulkupdate', 'episodesort'] as const;

/** The user setting type under which each of a user's jobs is recorded (section 7 retention). */
export const JOB_SETTING_TYPE = 'bulkjob';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A job summary read from untrusted JSON (an event's data); undefined when it is not one. */
export function jobSummaryOf(value: unknown): JobSummary | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (!isText(v.id) || !isText(v.kind) || !isText(v.cty) || !isText(v.status)) return undefined;
  if (!isCount(v.count) || !isCount(v.success) || !isCount(v.failure)) return undefined;
  if (!isText(v.ct) || !isText(v.ut)) return undefined;
  return {
    id: v.id,
    kind: v.kind,
    // A job told without its action (an older server) is named by its kind alone.
    action: readJobAction(v.action) ?? jobActionOf(v.kind, undefined),
    cty: v.cty,
    status: v.status,
    count: v.count,
    success: v.success,
    failure: v.failure,
    ct: v.ct,
    ut: v.ut,
  };
}

/** Parses an event stream message's data; undefined for anything but a job summary. */
export function parseJobEvent(data: string): JobSummary | undefined {
  try {
    return jobSummaryOf(JSON.parse(data) as unknown);
  } catch {
    return undefined;
  }
}
