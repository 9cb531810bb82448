import type { ServiceArea } from './runtimeConfig';
import { createCatalogProvider } from './catalogProvider';
import { createGeoProvider, withGeoService } from './geoProvider';
// The services the dashboard does not call: each loaded at its first call.
import {
  createAdServerProvider,
  createAdTagProvider,
  createAppConfigProvider,
  createAttributeProvider,
  createMediaOpsProvider,
  createPlaybackProvider,
  createPolicyProvider,
  createScheduleProvider,
  createStorefrontProvider,
  createVllProvider,
} from './lazyServices';
import { createNotificationProvider } from './notificationProvider';
import { createSearchProvider } from './searchProvider';
import { createSeriesProvider } from './seriesProvider';
import { withService } from './serviceMethods';
import { createTypeDesignerProvider } from './typeDesignerProvider';
import type { ConsoleDataProvider } from './types';

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
 * Every service of the console's data provider, registered once, in the order each is added over
 * the catalogue provider (a later one's method of the same name wins). A new service is one entry
 * here; its pages reach its methods with its `…ServiceOf(dataProvider)`.
 */
export const CONSOLE_SERVICES: readonly ConsoleService[] = [
  // The geo overrides' resource goes to the plain REST provider (react-admin's CRUD methods).
  (provider, options) => withGeoService(provider, createGeoProvider(options)),
  methodsOf(createAttributeProvider),
  methodsOf(createPolicyProvider),
  methodsOf(createAppConfigProvider),
  methodsOf(createAdTagProvider),
  methodsOf(createAdServerProvider),
  methodsOf(createStorefrontProvider),
  methodsOf(createSearchProvider),
  methodsOf(createScheduleProvider),
  methodsOf(createVllProvider),
  methodsOf(createMediaOpsProvider),
  methodsOf(createNotificationProvider),
  methodsOf(createPlaybackProvider),
  methodsOf(createSeriesProvider),
  methodsOf(createTypeDesignerProvider),
];

/** The console's data provider: the catalogue provider with every registered service added. */
export function createConsoleDataProvider(options: ConsoleServiceOptions): ConsoleDataProvider {
  return CONSOLE_SERVICES.reduce(
    (provider, add) => add(provider, options),
    createCatalogProvider(options),
  );
}
