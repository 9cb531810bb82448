import { lazyMethodsOf } from '../serviceMethods';
import { AD_TAG_METHOD_NAMES } from './methodNames';

/**
 * The adTag service's registration in the console's data provider (`CONSOLE_SERVICES`): its methods
 * by their names, its provider a chunk of its own, loaded at the first call of any of them.
 */
export const adTagService = lazyMethodsOf(AD_TAG_METHOD_NAMES, () =>
  import('./adTagProvider').then((m) => m.createAdTagProvider),
);
