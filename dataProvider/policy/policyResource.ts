import type { ConsoleDataProvider } from '../types';
import { draftElseLatest, withVersionedResource } from '../versionedResource';
import type { PolicyMethods, StoredPolicy } from './policyProvider';

/**
 * The react-admin resource of policies (the edit page's `EditBase`). Its react-query keys start
 * with it, as the policy pages' own reads do (usePolicies), so a write refreshes them all.
 */
export const POLICY_RESOURCE = 'policy.rules';

/** The service's methods by name: its provider loads at the first call (only a type here). */
const policies = (provider: ConsoleDataProvider) => provider as unknown as PolicyMethods;

/**
 * The policy resource over the policy service's calls (`getOne` by version, `update`); shown by
 * default: the draft, else the version written last.
 */
export function withPolicyResource(provider: ConsoleDataProvider): ConsoleDataProvider {
  return withVersionedResource<StoredPolicy>(provider, POLICY_RESOURCE, {
    current: (from, id, signal) => policies(from).getPolicy(id, signal),
    version: (from, id, key, signal) => policies(from).getPolicyVersion(id, key, signal),
    update: (from, id, body) => policies(from).updatePolicy(id, body),
    byDefault: draftElseLatest,
  });
}
