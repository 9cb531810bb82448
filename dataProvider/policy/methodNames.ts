import type { PolicyMethods } from './policyProvider';

/*
 * The service's method names, apart from its provider so that naming them costs the main bundle
 * nothing (only a type is imported from it): the data provider's list (`CONSOLE_SERVICES`) exposes
 * them, loading the provider at the first call; its provider's `…ServiceOf` checks them.
 */

export const POLICY_METHOD_NAMES: readonly (keyof PolicyMethods)[] = [
  'listPolicies',
  'getPolicy',
  'getPolicyVersion',
  'getPolicyVersions',
  'createPolicy',
  'updatePolicy',
  'decidePolicies',
  'policyImpact',
];
