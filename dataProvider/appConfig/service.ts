import { lazyMethodsOf } from '../serviceMethods';
import { APP_CONFIG_METHOD_NAMES } from './methodNames';

/**
 * The appConfig service's registration in the console's data provider (`CONSOLE_SERVICES`): its methods
 * by their names, its provider a chunk of its own, loaded at the first call of any of them.
 */
export const appConfigService = lazyMethodsOf(APP_CONFIG_METHOD_NAMES, () =>
  import('./appConfigProvider').then((m) => m.createAppConfigProvider),
);
