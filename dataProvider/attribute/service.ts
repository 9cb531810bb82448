import { lazyMethodsOf } from '../serviceMethods';
import { ATTRIBUTE_METHOD_NAMES } from './methodNames';

/**
 * The attribute service's registration in the console's data provider (`CONSOLE_SERVICES`): its methods
 * by their names, its provider a chunk of its own, loaded at the first call of any of them.
 */
export const attributeService = lazyMethodsOf(ATTRIBUTE_METHOD_NAMES, () =>
  import('./attributeProvider').then((m) => m.createAttributeProvider),
);
