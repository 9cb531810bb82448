import type { ConsoleDataProvider } from '../types';
import { withVersionedResource } from '../versionedResource';
import type { StoreType, StorefrontMethods, StoredStoreItem } from './storefrontProvider';

/** The react-admin resource of one storefront type (its edit page's `EditBase`). */
export const storeResourceOf = (type: StoreType): string => `storefront.${type}`;

const STORE_TYPES: readonly StoreType[] = ['storefront', 'collection', 'container'];

/** The service's methods by name: its provider loads at the first call (only a type here). */
const stores = (provider: ConsoleDataProvider) => provider as unknown as StorefrontMethods;

/** Storefronts, collections and containers as react-admin resources over the service's calls. */
export function withStorefrontResources(provider: ConsoleDataProvider): ConsoleDataProvider {
  return STORE_TYPES.reduce(
    (wrapped, type) =>
      withVersionedResource<StoredStoreItem>(wrapped, storeResourceOf(type), {
        current: (from, id, signal) => stores(from).getStoreItem(type, id, signal),
        version: (from, id, key, signal) => stores(from).getStoreItemVersion(type, id, key, signal),
        update: (from, id, body) => stores(from).updateStoreItem(type, id, body),
      }),
    provider,
  );
}
