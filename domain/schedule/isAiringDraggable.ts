import type { Airing } from './airing';
import { parseUtcInstant } from './utcTime';

/**
 * Whether an airing may be dragged on the schedule grid. Past airings (started at or
 * before `now`) never move, whatever the schedule's status: what has aired cannot be
 * rescheduled. Otherwise a draft schedule lets everything move, and a published one
 * lets only airings that start in the future move. Other statuses (archived,
 * processing...) are read-only. An airing with an unreadable start does not move.
 */
export function isAiringDraggable(
  airing: Pick<Airing, 'a_st_dt'>,
  scheduleStatus: string,
  now: Date,
): boolean {
  const startMs = parseUtcInstant(airing.a_st_dt);
  if (startMs === undefined || startMs <= now.getTime()) return false;
  return scheduleStatus === 'draft' || scheduleStatus === 'published';
}
