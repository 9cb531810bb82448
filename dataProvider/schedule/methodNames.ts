import type { ScheduleMethods } from './scheduleProvider';

/*
 * The service's method names, apart from its provider so that naming them costs the main bundle
 * nothing (only a type is imported from it): the data provider's list (`CONSOLE_SERVICES`) exposes
 * them, loading the provider at the first call; its provider's `…ServiceOf` checks them.
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
