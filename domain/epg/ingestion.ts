/**
 * EPG ingestion (spec sections 4, 7 and 8): an on-demand ingestion of a live channel's guide
 * (or a sports event's, by team) runs as a background job. A finished job — completed or
 * cancelled — offers re-process; any other status shows Processing.
 */
export const INGESTION_STATUSES = [
  'yet-to-start',
  'processing',
  'completed',
  'cancelled',
  'failed',
] as const;
export type IngestionStatus = (typeof INGESTION_STATUSES)[number];

/** The event types re-processed by team (`/epg/event/ingestion/...`; their edit pages show it). */
export const EVENT_INGESTION_TYPES = ['sportliveevent', 'sportevent'] as const;

/** What an ingestion is for: a live channel's day, or a sports event's teams. */
export type IngestionKind = 'epg' | 'event';

/** Whether the console offers re-process (completed or cancelled), rather than Processing. */
export function offersReprocess(status: string | null | undefined): boolean {
  return status === 'completed' || status === 'cancelled';
}

/** Whether an ingestion is still running (it may be cancelled). */
export function isInFlight(status: string | null | undefined): boolean {
  return status === 'yet-to-start' || status === 'processing';
}

/** The messages of spec section 8, by outcome. */
export const INGESTION_MESSAGES = {
  epgStarted: 'Successfully! Initiated EPG re-process for {title}',
  eventStarted: 'Successfully! Initiated Event re-process for {title}',
  epgFailed: 'EPG re-process failed',
  eventFailed: 'Event re-process failed',
  cancelled: 'Successfully cancelled the re-process for {title}!',
  cancelFailed: 'Cancel operation failed!',
} as const;

/** Fills `{name}` placeholders of a message. */
export function fillMessage(message: string, values: Readonly<Record<string, string>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface OnDemandRequest {
  channelId: string;
  start: string;
  station: string;
  teamId?: string;
}

/** One refusal of an on-demand request, naming its field. */
export interface IngestionProblem {
  field: 'channelId' | 'start' | 'station' | 'teamId';
  message: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const STATION = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The problems of an on-demand ingestion request: a channel id, a start that is a date or an
 * instant with its offset (the guide's day), a station id (letters, digits, '.', '_', '-'), and for
 * an event a team id. The start may be up to a year from now either way (a guide beyond is a typo).
 */
export function onDemandProblems(
  input: Partial<Record<keyof OnDemandRequest, unknown>>,
  kind: IngestionKind,
  now: number,
): IngestionProblem[] {
  const problems: IngestionProblem[] = [];
  if (typeof input.channelId !== 'string' || input.channelId.trim() === '')
    problems.push({ field: 'channelId', message: 'channelId is required' });
  const start = typeof input.start === 'string' ? input.start.trim() : '';
  const at = ISO_INSTANT.test(start) ? Date.parse(start) : Number.NaN;
  if (Number.isNaN(at))
    problems.push({
      field: 'start',
      message: 'start must be a date (YYYY-MM-DD) or an ISO 8601 instant with its offset',
    });
  else if (Math.abs(at - now) > 366 * 24 * 3600 * 1000)
    problems.push({ field: 'start', message: 'start must be within a year of today' });
  if (typeof input.station !== 'string' || !STATION.test(input.station))
    problems.push({
      field: 'station',
      message: 'station must be 1-64 letters, digits, dots, dashes or underscores',
    });
  if (kind === 'event' && (typeof input.teamId !== 'string' || input.teamId.trim() === ''))
    problems.push({ field: 'teamId', message: 'teamId is required for an event re-process' });
  return problems;
}

/** The UTC day (YYYY-MM-DD) an ingestion start names. */
export function ingestionDay(start: string): string {
  return new Date(Date.parse(start.trim())).toISOString().slice(0, 10);
}
