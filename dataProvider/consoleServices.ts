import type { ServiceArea } from './runtimeConfig';
import { createCatalogProvider } from './catalogProvider';
import { createGeoProvider, withGeoService } from './geoProvider';
import { createNotificationProvider } from './notificationProvider';
import { createSearchProvider } from './searchProvider';
import { createSeriesProvider } from './seriesProvider';
import { lazyService, withService } from './serviceMethods';
import { withVersionedResources } from './versionedResources';
import { createTypeDesignerProvider } from './typeDesignerProvider';
import type { ConsoleDataProvider } from './types';
import { AD_SERVER_METHOD_NAMES } from './adServer/methodNames';
import { AD_TAG_METHOD_NAMES } from './adTag/methodNames';
import { APP_CONFIG_METHOD_NAMES } from './appConfig/methodNames';
import { ATTRIBUTE_METHOD_NAMES } from './attribute/methodNames';
import { MEDIA_OPS_METHOD_NAMES } from './mediaOps/methodNames';
import { PLAYBACK_METHOD_NAMES } from './playback/methodNames';
import { POLICY_METHOD_NAMES } from './policy/methodNames';
import { SCHEDULE_METHOD_NAMES } from './schedule/methodNames';
import { STOREFRONT_METHOD_NAMES } from './storefront/methodNames';
import { VLL_METHOD_NAMES } from './vll/methodNames';

/** What every service is made from: the base URL of each service area. */
export interface ConsoleServiceOptions {
  services: Record<ServiceArea, string>;
}

/** One service of the console's data provider: what it adds to the provider built so far. */
export type ConsoleService = (
  provider: ConsoleDataProvider,
  options: ConsoleServiceOptions,
) => ConsoleDataProvider;

/** A service that adds its own methods (made from the options) to the data provider. */
const methodsOf =
  (create: (options: ConsoleServiceOptions) => object): ConsoleService =>
  (provider, options) =>
    withService(provider, create(options));

/**
 * A service no part of the sign-in → dashboard path calls: its methods (by their names, from its
 * folder's `methodNames.ts`) load its provider, a chunk of its own, at the first call of any of
 * them. Every method of such a service answers a Promise.
 */
const lazyMethodsOf =
  <M extends { [K in keyof M]: (...args: never[]) => Promise<unknown> }>(
    names: readonly (keyof M & string)[],
    load: () => Promise<(options: ConsoleServiceOptions) => M>,
  ): ConsoleService =>
  (provider, options) =>
    withService(
      provider,
      lazyService(names, () => load().then((create) => create(options))),
    );

/**
 * Every service of the console's data provider, registered once, in the order each is added over
 * the catalogue provider (a later one's method of the same name wins). A new service is one entry
 * here; one loaded at its first call is a folder of its own, its provider beside its method names
 * (`methodNames.ts`, apart so that naming them costs the main bundle nothing). Its pages reach
 * its methods with its `…ServiceOf(dataProvider)`.
 */
export const CONSOLE_SERVICES: readonly ConsoleService[] = [
  // The geo overrides' resource goes to the plain REST provider (react-admin's CRUD methods).
  (provider, options) => withGeoService(provider, createGeoProvider(options)),
  lazyMethodsOf(ATTRIBUTE_METHOD_NAMES, () =>
    import('./attribute/attributeProvider').then((m) => m.createAttributeProvider),
  ),
  lazyMethodsOf(POLICY_METHOD_NAMES, () =>
    import('./policy/policyProvider').then((m) => m.createPolicyProvider),
  ),
  lazyMethodsOf(APP_CONFIG_METHOD_NAMES, () =>
    import('./appConfig/appConfigProvider').then((m) => m.createAppConfigProvider),
  ),
  lazyMethodsOf(AD_TAG_METHOD_NAMES, () =>
    import('./adTag/adTagProvider').then((m) => m.createAdTagProvider),
  ),
  lazyMethodsOf(AD_SERVER_METHOD_NAMES, () =>
    import('./adServer/adServerProvider').then((m) => m.createAdServerProvider),
  ),
  lazyMethodsOf(STOREFRONT_METHOD_NAMES, () =>
    import('./storefront/storefrontProvider').then((m) => m.createStorefrontProvider),
  ),
  methodsOf(createSearchProvider),
  lazyMethodsOf(SCHEDULE_METHOD_NAMES, () =>
    import('./schedule/scheduleProvider').then((m) => m.createScheduleProvider),
  ),
  lazyMethodsOf(VLL_METHOD_NAMES, () =>
    import('./vll/vllProvider').then((m) => m.createVllProvider),
  ),
  lazyMethodsOf(MEDIA_OPS_METHOD_NAMES, () =>
    import('./mediaOps/mediaOpsProvider').then((m) => m.createMediaOpsProvider),
  ),
  methodsOf(createNotificationProvider),
  lazyMethodsOf(PLAYBACK_METHOD_NAMES, () =>
    import('./playback/playbackProvider').then((m) => m.createPlaybackProvider),
  ),
  methodsOf(createSeriesProvider),
  methodsOf(createTypeDesignerProvider),
  // The versioned services' items as react-admin resources too, over the methods above.
  withVersionedResources,
];

/** The console's data provider: the catalogue provider with every registered service added. */
export function createConsoleDataProvider(options: ConsoleServiceOptions): ConsoleDataProvider {
  return CONSOLE_SERVICES.reduce(
    (provider, add) => add(provider, options),
    createCatalogProvider(options),
  );
}
