import { lazyMethodsOf } from '../serviceMethods';
import { VLL_METHOD_NAMES } from './methodNames';

/**
 * The vll service's registration in the console's data provider (`CONSOLE_SERVICES`): its methods
 * by their names, its provider a chunk of its own, loaded at the first call of any of them.
 */
export const vllService = lazyMethodsOf(VLL_METHOD_NAMES, () =>
  import('./vllProvider').then((m) => m.createVllProvider),
);
