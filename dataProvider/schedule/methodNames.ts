import type { ScheduleMethods } from './scheduleProvider';

/*
 * The schedule service's method names, apart from its provider so that naming them costs the main
 * bundle nothing (only a type is imported from it): its registration (`service.ts`) exposes them,
 * its provider's `…ServiceOf` checks them.
 */

export const SCHEDULE_METHOD_NAMES: readonly (keyof ScheduleMethods)[] = [
  'getScheduleDays',
  'saveScheduleDay',
  'confirmPin',
  'loopSchedule',
  'getUsageReport',
  'getUsageReportCsv',
  'getGuide',
  'getGuideXmltv',
];
