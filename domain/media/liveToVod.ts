/**
 * Live-to-VOD (spec sections 4, 7, 8): a job that makes a VOD item from a live event's recorded
 * window. Convert starts it, update changes its title or window while it has not run, cancel stops
 * it; each refreshes the list. The shapes and rules shared by the service and the console.
 */

/** The live item types a recording can be converted from. */
export const LIVE_TO_VOD_SOURCE_TYPES = ['liveevent', 'sportliveevent', 'event'] as const;

/** The VOD type a conversion makes. */
export const LIVE_TO_VOD_TARGET_TYPE = 'movie';

/** The longest window one conversion takes: 24 hours. */
export const LIVE_TO_VOD_MAX_SECONDS = 24 * 60 * 60;

/** A job's statuses: waiting for its window to end, running, done, failed, cancelled. */
export const LIVE_TO_VOD_STATUSES = [
  'yet-to-start',
  'processing',
  'completed',
  'failed',
  'cancelled',
] as const;
export type LiveToVodStatus = (typeof LIVE_TO_VOD_STATUSES)[number];

/** Whether a job can still be updated or cancelled (it has not run yet, or is running). */
export function isLiveToVodInFlight(status: string): boolean {
  return status === 'yet-to-start' || status === 'processing';
}

/** What the console sends to start a conversion. */
export interface LiveToVodRequest {
  /** The live event's id. */
  id: string;
  /** The VOD item's title (default: the event's name). */
  title?: string | undefined;
  /** The recorded window, ISO 8601 in UTC. */
  st_dt: string;
  ed_dt: string;
}

/** What an update may change. */
export interface LiveToVodUpdate {
  title?: string | undefined;
  st_dt?: string | undefined;
  ed_dt?: string | undefined;
}

/** A conversion as the service answers it. */
export interface LiveToVodJob {
  id: string;
  eventId: string;
  cty: string;
  title: string;
  st_dt: string;
  ed_dt: string;
  status: string;
  /** The VOD item made, once completed. */
  vodId?: string;
  /** Seconds of the window its media holds (less than the window's when the window was longer than the recorder renders). */
  recordedSeconds?: number;
  message?: string;
  ct: string;
  ut: string;
}

/** A problem with a window, naming its field. */
export interface WindowProblem {
  field: 'st_dt' | 'ed_dt';
  message: string;
}

export const LIVE_TO_VOD_MESSAGES = {
  badStart: 'The start of the recorded window is not a date',
  badEnd: 'The end of the recorded window is not a date',
  endBeforeStart: 'The end of the recorded window must be after its start',
  tooLong: 'The recorded window is longer than 24 hours',
  outsideEvent: "The recorded window must lie within the event's live window",
} as const;

/**
 * The problems of a recorded window: both ends dates, the end after the start, at most
 * {@link LIVE_TO_VOD_MAX_SECONDS}, and within the event's live window (lws..lwe) when it has one.
 */
export function liveToVodWindowProblems(
  window: { st_dt: string; ed_dt: string },
  event: { lws?: unknown; lwe?: unknown } = {},
): WindowProblem[] {
  const start = Date.parse(window.st_dt);
  const end = Date.parse(window.ed_dt);
  const problems: WindowProblem[] = [];
  if (Number.isNaN(start))
    problems.push({ field: 'st_dt', message: LIVE_TO_VOD_MESSAGES.badStart });
  if (Number.isNaN(end)) problems.push({ field: 'ed_dt', message: LIVE_TO_VOD_MESSAGES.badEnd });
  if (problems.length > 0) return problems;
  if (end <= start) return [{ field: 'ed_dt', message: LIVE_TO_VOD_MESSAGES.endBeforeStart }];
  if ((end - start) / 1000 > LIVE_TO_VOD_MAX_SECONDS)
    return [{ field: 'ed_dt', message: LIVE_TO_VOD_MESSAGES.tooLong }];
  const from = typeof event.lws === 'string' ? Date.parse(event.lws) : NaN;
  const to = typeof event.lwe === 'string' ? Date.parse(event.lwe) : NaN;
  if (!Number.isNaN(from) && start < from)
    return [{ field: 'st_dt', message: LIVE_TO_VOD_MESSAGES.outsideEvent }];
  if (!Number.isNaN(to) && end > to)
    return [{ field: 'ed_dt', message: LIVE_TO_VOD_MESSAGES.outsideEvent }];
  return [];
}

/** The VOD item's running time in whole seconds. */
export function liveToVodSeconds(window: { st_dt: string; ed_dt: string }): number {
  return Math.max(0, Math.round((Date.parse(window.ed_dt) - Date.parse(window.st_dt)) / 1000));
}
