import type { JobSummary } from './jobEvents';

/** How many jobs the bell keeps (newest first). */
export const BELL_JOB_LIMIT = 20;

/**
 * The bell's list after an event: the job replaced when known (an older update — by `ut` — never
 * overwrites a newer one, events may cross), added when new; newest created first, at most
 * `limit`.
 */
export function mergeJob(
  jobs: readonly JobSummary[],
  event: JobSummary,
  limit = BELL_JOB_LIMIT,
): JobSummary[] {
  const known = jobs.find((job) => job.id === event.id);
  if (known && known.ut > event.ut) return [...jobs];
  if (known && known.ut === event.ut && progressOf(known) > progressOf(event)) return [...jobs];
  const others = jobs.filter((job) => job.id !== event.id);
  return [...others, event].sort(newestFirst).slice(0, limit);
}

const progressOf = (job: JobSummary): number => job.success + job.failure;

export function newestFirst(a: JobSummary, b: JobSummary): number {
  if (a.ct === b.ct) return a.id < b.id ? 1 : -1;
  return a.ct < b.ct ? 1 : -1;
}

/**
 * Whether the bell shows its dot: a job created after the user last opened the bell (`seenAt`,
 * an ISO time; undefined when never opened: every job is new).
 */
export function hasUnseenJobs(jobs: readonly JobSummary[], seenAt: string | undefined): boolean {
  return jobs.some((job) => seenAt === undefined || job.ct > seenAt);
}

/** The time to remember when the bell opens: the newest job's creation, or `now` if later. */
export function seenAtOnOpening(jobs: readonly JobSummary[], now: Date): string {
  const newest = jobs.reduce((max, job) => (job.ct > max ? job.ct : max), '');
  const at = now.toISOString();
  return newest > at ? newest : at;
}
