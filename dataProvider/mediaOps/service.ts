import { lazyMethodsOf } from '../serviceMethods';
import { MEDIA_OPS_METHOD_NAMES } from './methodNames';

/**
 * The mediaOps service's registration in the console's data provider (`CONSOLE_SERVICES`): its methods
 * by their names, its provider a chunk of its own, loaded at the first call of any of them.
 */
export const mediaOpsService = lazyMethodsOf(MEDIA_OPS_METHOD_NAMES, () =>
  import('./mediaOpsProvider').then((m) => m.createMediaOpsProvider),
);
