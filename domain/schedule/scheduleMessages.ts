import { REASON } from '../envelope';
import type { Airing } from './airing';
import { MINUTES_PER_DAY, findScheduleGaps } from './minuteTimeline';
import { hasWarningCode } from './scheduleWarnings';
import type { ItemWarning } from './scheduleWarnings';

/**
 * The three messages a schedule day can show, in the spec's words. They are English
 * source text: the console shows them through its i18n catalogs.
 */
export const SCHEDULE_MESSAGE = {
  contentExpires: 'Schedule content expires prior to this date.',
  gaps: 'There are gaps in the schedule.',
  dayNotFilled: 'Schedule content for this day is not filled.',
} as const;

/** One of the three schedule day messages. */
export type ScheduleMessage = (typeof SCHEDULE_MESSAGE)[keyof typeof SCHEDULE_MESSAGE];

/** What a day's messages are decided from: the UTC day, the airings touching it, and any day-level warnings. */
export interface DayScheduleFacts {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  /** The day's airings, plus the previous day's if one runs past midnight into this day. */
  airings: readonly Pick<Airing, 'a_st_dt' | 'a_ed_dt' | 'wrng'>[];
  /** Warnings the service returned for the day as a whole. */
  warnings?: readonly ItemWarning[];
}

/**
 * Which schedule messages apply to a day, in the order expires, gaps, not filled.
 *
 * - Expires: the service flagged content on the day as expired (11340201 VOD Content
 *   Expired) on an airing or the day. Expiry is the catalogue's knowledge, so the
 *   console repeats the service's verdict rather than guessing from dates.
 * - Gaps: a free minute with programming after it in the day (a hole), or the
 *   service's 413401 Gaps Present.
 * - Not filled: the day's programming stops before 24:00, including an empty day,
 *   or the service's 113403. An unfinished day is "not filled" rather than "gappy".
 *
 * Minutes are checked as in `findScheduleGaps`, so airings crossing midnight count.
 */
export function dayScheduleMessages(facts: DayScheduleFacts): ScheduleMessage[] {
  const warned = (code: number): boolean =>
    hasWarningCode({ wrng: facts.warnings ?? null }, code) ||
    facts.airings.some((airing) => hasWarningCode(airing, code));
  const gaps = findScheduleGaps(facts.airings, facts.day);
  const reachesEndOfDay = gaps.every((gap) => gap.endMinute < MINUTES_PER_DAY);
  const hasHole = gaps.some((gap) => gap.endMinute < MINUTES_PER_DAY);

  const messages: ScheduleMessage[] = [];
  if (warned(REASON.vodContentExpired)) messages.push(SCHEDULE_MESSAGE.contentExpires);
  if (hasHole || warned(REASON.gapsPresent)) messages.push(SCHEDULE_MESSAGE.gaps);
  if (!reachesEndOfDay || warned(REASON.dayNotFilled)) messages.push(SCHEDULE_MESSAGE.dayNotFilled);
  return messages;
}
