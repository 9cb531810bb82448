import type { ConsoleDataProvider } from '../types';
import { withVersionedResource } from '../versionedResource';
import type { AdTagMethods, StoredAdTag } from './adTagProvider';

/**
 * The react-admin resource of ad tags (the edit page's `EditBase`). Its react-query keys start
 * with it, as the ad tag pages' own reads do (useAdTags), so a write refreshes them all.
 */
export const AD_TAG_RESOURCE = 'adtag';

/** The service's methods by name: its provider loads at the first call (only a type here). */
const adTags = (provider: ConsoleDataProvider) => provider as unknown as AdTagMethods;

/** The ad tag resource over the ads service's tag calls (`getOne` by version, `update`). */
export function withAdTagResource(provider: ConsoleDataProvider): ConsoleDataProvider {
  return withVersionedResource<StoredAdTag>(provider, AD_TAG_RESOURCE, {
    current: (from, id, signal) => adTags(from).getAdTag(id, signal),
    version: (from, id, key, signal) => adTags(from).getAdTagVersion(id, key, signal),
    update: (from, id, body) => adTags(from).updateAdTag(id, body),
  });
}
