import type { AttributeMethods } from './attributeProvider';

/*
 * The service's method names, apart from its provider so that naming them costs the main bundle
 * nothing (only a type is imported from it): the data provider's list (`CONSOLE_SERVICES`) exposes
 * them, loading the provider at the first call; its provider's `…ServiceOf` checks them.
 */

export const ATTRIBUTE_METHOD_NAMES: readonly (keyof AttributeMethods)[] = [
  'listAttributes',
  'listAllAttributes',
  'countAttributes',
  'createAttribute',
  'updateAttribute',
  'deleteAttribute',
  'listApplications',
  'listAppSummaries',
  'listAppAttributes',
  'getAppDataMapping',
  'listPersonas',
  'createPersona',
  'updatePersona',
  'deletePersona',
];
