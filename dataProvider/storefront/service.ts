import { lazyMethodsOf } from '../serviceMethods';
import { STOREFRONT_METHOD_NAMES } from './methodNames';

/**
 * The storefront service's registration in the console's data provider (`CONSOLE_SERVICES`): its methods
 * by their names, its provider a chunk of its own, loaded at the first call of any of them.
 */
export const storefrontService = lazyMethodsOf(STOREFRONT_METHOD_NAMES, () =>
  import('./storefrontProvider').then((m) => m.createStorefrontProvider),
);
