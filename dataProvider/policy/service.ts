import { lazyMethodsOf } from '../serviceMethods';
import { POLICY_METHOD_NAMES } from './methodNames';

/**
 * The policy service's registration in the console's data provider (`CONSOLE_SERVICES`): its methods
 * by their names, its provider a chunk of its own, loaded at the first call of any of them.
 */
export const policyService = lazyMethodsOf(POLICY_METHOD_NAMES, () =>
  import('./policyProvider').then((m) => m.createPolicyProvider),
);
