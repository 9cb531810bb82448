import { lazyMethodsOf } from '../serviceMethods';
import { AD_SERVER_METHOD_NAMES } from './methodNames';

/**
 * The adServer service's registration in the console's data provider (`CONSOLE_SERVICES`): its methods
 * by their names, its provider a chunk of its own, loaded at the first call of any of them.
 */
export const adServerService = lazyMethodsOf(AD_SERVER_METHOD_NAMES, () =>
  import('./adServerProvider').then((m) => m.createAdServerProvider),
);
