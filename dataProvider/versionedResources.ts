import { withAdTagResource } from './adTag/adTagResource';
import { withAppConfigResource } from './appConfig/appConfigResource';
import { withPolicyResource } from './policy/policyResource';
import { withStorefrontResources } from './storefront/storefrontResource';
import type { ConsoleDataProvider } from './types';

/**
 * Every versioned service's item as a react-admin resource (versionedResource.ts), over the
 * service's own methods on the provider: what the editor core's `EditBase` reads and writes. The
 * console's data provider has them (CONSOLE_SERVICES), and so has the page tests' harness.
 */
export function withVersionedResources(provider: ConsoleDataProvider): ConsoleDataProvider {
  return [
    withAdTagResource,
    withAppConfigResource,
    withPolicyResource,
    withStorefrontResources,
  ].reduce((wrapped, add) => add(wrapped), provider);
}
