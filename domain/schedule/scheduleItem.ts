import { airingInterval } from './airing';
import type { Airing, AiringInterval, LocalizedText } from './airing';
import { MS_PER_MINUTE, formatUtcHourMinute } from './utcTime';

/** Short weekday names as the schedule grid shows them, indexed like `Date.getUTCDay()`. */
export const SCHEDULE_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A weekday as the schedule grid names it. */
export type ScheduleWeekday = (typeof SCHEDULE_WEEKDAYS)[number];

/** The fields the schedule grid derives from an airing. */
export interface ScheduleItemFields {
  /** Start, `HH:mm` UTC. */
  start: string;
  /** End, `HH:mm` UTC; an airing ending at midnight ends at '00:00'. */
  end: string;
  /** The UTC weekday the airing starts on. */
  day: ScheduleWeekday;
  durationInMinutes: number;
  /** Started at or before now. */
  past: boolean;
  content_type: 'Program';
  content_name: string;
}

/** The UTC weekday an instant falls on, as 'Mon'..'Sun'. */
export function scheduleWeekdayOf(ms: number): ScheduleWeekday {
  return SCHEDULE_WEEKDAYS[new Date(ms).getUTCDay()] ?? 'Sun';
}

/**
 * Whole minutes an airing lasts, rounded to the nearest minute: the grid sizes
 * items by minute, and an airing of 29:59.5 should draw as 30 minutes, not 29.
 */
export function airingDurationInMinutes(interval: AiringInterval): number {
  return Math.round((interval.endMs - interval.startMs) / MS_PER_MINUTE);
}

/** Whether the airing started at or before `now`; such an airing is past and stays where it is. */
export function isPastAiring(interval: Pick<AiringInterval, 'startMs'>, now: Date): boolean {
  return interval.startMs <= now.getTime();
}

function nameOf(names: readonly LocalizedText[] | undefined, language: string): string | undefined {
  const usable = (names ?? []).filter((entry) => entry.n?.trim());
  return (usable.find((entry) => entry.lang === language) ?? usable[0])?.n?.trim();
}

/**
 * The airing as a schedule grid item: the airing's own fields plus start and end
 * (`HH:mm` UTC), weekday, duration in minutes, past flag and the program's name in
 * `language` (English by default, else the first name, else the airing's own
 * `content_name`). Throws a RangeError for an airing without a readable interval
 * (see `airingInterval`), which the grid cannot place; filter such airings first.
 */
export function toScheduleItem<T extends Airing>(
  airing: T,
  now: Date,
  language = 'en',
): T & ScheduleItemFields {
  const interval = airingInterval(airing);
  if (!interval) {
    throw new RangeError(
      `Airing has no readable interval: '${airing.a_st_dt}' to '${airing.a_ed_dt}'`,
    );
  }
  return {
    ...airing,
    start: formatUtcHourMinute(interval.startMs),
    end: formatUtcHourMinute(interval.endMs),
    day: scheduleWeekdayOf(interval.startMs),
    durationInMinutes: airingDurationInMinutes(interval),
    past: isPastAiring(interval, now),
    content_type: 'Program',
    content_name: nameOf(airing.pgm?.lon, language) ?? airing.content_name ?? '',
  };
}
