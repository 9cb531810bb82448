/** A fetched schedule day's processing state: its UTC day and processing status. */
export interface ScheduleDayStatus {
  dt: string;
  pst?: string | null;
}

/**
 * The processing statuses in which a day is still being worked on by the platform:
 * the in-flight job statuses of the spec (yet-to-start, processing).
 */
export const PROCESSING_DAY_STATUSES: readonly string[] = ['yet-to-start', 'processing'];

/** Whether the day is in a processing status (letter case and spaces around are ignored). */
export function isProcessingDay(day: ScheduleDayStatus): boolean {
  return PROCESSING_DAY_STATUSES.includes((day.pst ?? '').trim().toLowerCase());
}

/** The days (`dt`) recorded as processing, in day order. */
export function processingDays(days: readonly ScheduleDayStatus[]): string[] {
  return days
    .filter(isProcessingDay)
    .map((day) => day.dt)
    .sort();
}

/**
 * Whether 'remove all gaps' is offered for the fetched window of days. A processing
 * day inside the window disables it, since removing gaps would rewrite a day the
 * platform is still rewriting. The window's first and last days do not count: they
 * are the neighbours fetched only to show airings crossing midnight (see
 * `scheduleFetchDays`), and remove-all-gaps does not touch them. Edges are found by
 * `dt`, so the order of the list does not matter. An empty window has nothing
 * processing and allows it.
 */
export function canRemoveAllGaps(days: readonly ScheduleDayStatus[]): boolean {
  const ordered = days.map((day) => day.dt).sort();
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  return !days.some((day) => isProcessingDay(day) && day.dt !== first && day.dt !== last);
}
