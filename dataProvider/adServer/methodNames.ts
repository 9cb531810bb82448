import type { AdServerMethods } from './adServerProvider';

/*
 * The service's method names, apart from its provider so that naming them costs the main bundle
 * nothing (only a type is imported from it): the data provider's list (`CONSOLE_SERVICES`) exposes
 * them, loading the provider at the first call; its provider's `…ServiceOf` checks them.
 */

export const AD_SERVER_METHOD_NAMES: readonly (keyof AdServerMethods)[] = [
  'listAdAttributes',
  'getAdAttribute',
  'putAdAttribute',
  'deleteAdAttribute',
  'listAdLoadPolicies',
  'createAdLoadPolicy',
  'deleteAdLoadPolicy',
];
