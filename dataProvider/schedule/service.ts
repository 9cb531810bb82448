import { lazyMethodsOf } from '../serviceMethods';
import { SCHEDULE_METHOD_NAMES } from './methodNames';

/**
 * The schedule service's registration in the console's data provider (`CONSOLE_SERVICES`): its methods
 * by their names, its provider a chunk of its own, loaded at the first call of any of them.
 */
export const scheduleService = lazyMethodsOf(SCHEDULE_METHOD_NAMES, () =>
  import('./scheduleProvider').then((m) => m.createScheduleProvider),
);
