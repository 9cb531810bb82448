import type { ConsoleDataProvider } from '../types';
import { withVersionedResource } from '../versionedResource';
import type { AppConfigMethods, StoredConfig } from './appConfigProvider';

/**
 * The react-admin resource of app configurations (the edit page's `EditBase`). Its react-query
 * keys start with it, as the configuration pages' own reads do (useConfigs), so a write
 * refreshes them all.
 */
export const APP_CONFIG_RESOURCE = 'appconfig';

/** The service's methods by name: its provider loads at the first call (only a type here). */
const configs = (provider: ConsoleDataProvider) => provider as unknown as AppConfigMethods;

/** The app configuration resource over the service's calls (`getOne` by version, `update`). */
export function withAppConfigResource(provider: ConsoleDataProvider): ConsoleDataProvider {
  return withVersionedResource<StoredConfig>(provider, APP_CONFIG_RESOURCE, {
    current: (from, id, signal) => configs(from).getConfig(id, signal),
    version: (from, id, key, signal) => configs(from).getConfigVersion(id, key, signal),
    update: (from, id, body) => configs(from).updateConfig(id, body),
  });
}
