import { formatDisplayDate, readDate } from './dates';
import type { DateValue } from './dates';

/**
 * The statuses a catalogue item, policy or storefront can carry (spec section 4).
 * 'pre-draft' is shown as Processing; 'pending' is the spec's pending/submitted
 * status, set together with a submit/approval flag before a second update publishes.
 */
export const CONTENT_STATUSES = [
  'published',
  'draft',
  'archived',
  'purged',
  'deleted',
  'pre-draft',
  'pending',
] as const;

/** One of the content statuses of the spec. */
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Whether a value read from a request or a stored row is a content status. */
export function isContentStatus(value: unknown): value is ContentStatus {
  return typeof value === 'string' && (CONTENT_STATUSES as readonly string[]).includes(value);
}

/**
 * The draft-like statuses: a version in one of them is an open draft of its item (an editor
 * continues it rather than forking another; a published sibling beside it is shadowed in merged
 * lists, and a published version cannot be edited or unpublished while one stands).
 */
export const DRAFT_LIKE_STATUSES: readonly ContentStatus[] = ['draft', 'pre-draft', 'pending'];

/** Whether a status is draft-like (draft, pre-draft or pending). */
export function isDraftLike(status: string): boolean {
  return (DRAFT_LIKE_STATUSES as readonly string[]).includes(status);
}

/** The statuses the 'All' filter of resource lists stands for: published, draft and pre-draft. */
export const ALL_FILTER_STATUSES: readonly ContentStatus[] = ['published', 'draft', 'pre-draft'];

/** The status filter of resource lists and search: 'all' or a single status. */
export type StatusFilter = 'all' | ContentStatus;

/**
 * The statuses a list or search query covers for a status filter: 'all' means
 * published, draft and pre-draft (never archived, purged, deleted or pending);
 * any other filter is exactly that status. A fresh array each time, so callers
 * may extend it.
 */
export function statusesForFilter(filter: StatusFilter): ContentStatus[] {
  return filter === 'all' ? [...ALL_FILTER_STATUSES] : [filter];
}

/** How VOD lists name statuses: Processing = pre-draft, Available = published, In-Progress = draft. */
export const VOD_STATUS_LABEL = {
  'pre-draft': 'Processing',
  published: 'Available',
  draft: 'In-Progress',
} as const satisfies Partial<Record<ContentStatus, string>>;

/** A VOD status label: Processing, Available or In-Progress. */
export type VodStatusLabel = (typeof VOD_STATUS_LABEL)[keyof typeof VOD_STATUS_LABEL];

/** The VOD label of a status, or undefined for statuses VOD lists show as they are. */
export function vodStatusLabel(status: string): VodStatusLabel | undefined {
  const labels: Readonly<Record<string, VodStatusLabel>> = VOD_STATUS_LABEL;
  // hasOwn keeps 'constructor' and other inherited names from reading as labels.
  return Object.hasOwn(labels, status) ? labels[status] : undefined;
}

/** The kinds of date-derived status label (spec section 4). */
export type DateStatusKind = 'EXPIRED' | 'ACTIVE' | 'ARCHIVED' | 'FUTURE';

/** A date-derived status label: its kind, and the text shown ('FUTURE 01 Dec 2026 10:00' for a future start). */
export interface DateStatusLabel {
  kind: DateStatusKind;
  text: string;
}

/** The window an item is live in, and its status; a missing or unreadable date leaves that side of the window open. */
export interface DatedItem {
  start?: DateValue | null | undefined;
  end?: DateValue | null | undefined;
  status?: string | undefined;
}

/**
 * The status label of an item from its window and the current time: past the
 * end EXPIRED; before the start 'FUTURE ' plus the start in the display format
 * ('DD MMM YYYY HH:mm' unless `formatStart` says otherwise, e.g. with the user's
 * format and zone); in between ACTIVE, or ARCHIVED when the status is 'archived'
 * (only within the window: an archived item that has ended still reads EXPIRED).
 * The window includes its start and excludes its end, so at the exact end
 * instant the item is EXPIRED and at the exact start instant it is ACTIVE, as
 * the spec counts an airing starting now as already past.
 */
export function statusLabelFromDates(
  item: DatedItem,
  now: Date,
  formatStart: (start: Date) => string = (start) => formatDisplayDate(start),
): DateStatusLabel {
  const start = readDate(item.start);
  const end = readDate(item.end);
  if (end !== null && end.getTime() <= now.getTime()) return { kind: 'EXPIRED', text: 'EXPIRED' };
  if (start !== null && start.getTime() > now.getTime())
    return { kind: 'FUTURE', text: `FUTURE ${formatStart(start)}` };
  if (item.status === 'archived') return { kind: 'ARCHIVED', text: 'ARCHIVED' };
  return { kind: 'ACTIVE', text: 'ACTIVE' };
}

/** The process statuses of background jobs (bulk updates, episode sorting, EPG and event processing). */
export const JOB_PROCESS_STATUSES = [
  'inactive',
  'failed',
  'yet-to-start',
  'processing',
  'active',
] as const;

/** One of the job process statuses of the spec. */
export type JobProcessStatus = (typeof JOB_PROCESS_STATUSES)[number];

/** The job statuses that mean work is queued or running: yet-to-start and processing. */
export const IN_FLIGHT_JOB_STATUSES: readonly JobProcessStatus[] = ['yet-to-start', 'processing'];

/** Whether a job is still queued or running; any other status, known or not, means it has stopped. */
export function isJobInFlight(status: string): boolean {
  return (IN_FLIGHT_JOB_STATUSES as readonly string[]).includes(status);
}

/** The counters and status of a notification job as the bell and the notification page read them. */
export interface NotificationJob {
  count: number;
  success: number;
  failure: number;
  status?: string | undefined;
}

/** How a notification job is shown: Failed in red, in progress in orange, complete (check mark) in green. */
export interface NotificationJobDisplay {
  state: 'failed' | 'in-progress' | 'complete';
  colour: 'red' | 'orange' | 'green';
  /** 'success/count', shown in every state. */
  progress: string;
}

const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * How the bell and the notification page show a job (spec section 4). Failed
 * (red) when it has items and every one failed (failure >= count), or when its
 * status is 'failed' and nothing succeeded. Complete (green check mark) when every
 * item is accounted for (success + failure >= count, count above 0), or when the
 * status says the job has stopped (any status other than yet-to-start and
 * processing), or when there were no items and no status at all. Otherwise in
 * progress (orange). Missing or negative counters count as 0.
 */
export function notificationJobDisplay(job: NotificationJob): NotificationJobDisplay {
  const count = nonNegative(job.count);
  const success = nonNegative(job.success);
  const failure = nonNegative(job.failure);
  const progress = `${success}/${count}`;
  if ((count > 0 && failure >= count) || (job.status === 'failed' && success === 0)) {
    return { state: 'failed', colour: 'red', progress };
  }
  const settled = count > 0 && success + failure >= count;
  const stopped = job.status === undefined ? count === 0 : !isJobInFlight(job.status);
  if (settled || stopped) return { state: 'complete', colour: 'green', progress };
  return { state: 'in-progress', colour: 'orange', progress };
}
