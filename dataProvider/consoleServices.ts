import { createCatalogProvider } from './catalogProvider';
import { createGeoProvider, withGeoService } from './geoProvider';
import { createNotificationProvider } from './notificationProvider';
import { createSearchProvider } from './searchProvider';
import { createSeriesProvider } from './seriesProvider';
import { methodsOf } from './serviceMethods';
import type { ConsoleService, ConsoleServiceOptions } from './serviceMethods';
export type { ConsoleService, ConsoleServiceOptions } from './serviceMethods';
import { createTypeDesignerProvider } from './typeDesignerProvider';
import type { ConsoleDataProvider } from './types';
import { adServerService } from './adServer/service';
import { adTagService } from './adTag/service';
import { appConfigService } from './appConfig/service';
import { attributeService } from './attribute/service';
import { mediaOpsService } from './mediaOps/service';
import { playbackService } from './playback/service';
import { policyService } from './policy/service';
import { scheduleService } from './schedule/service';
import { storefrontService } from './storefront/service';
import { vllService } from './vll/service';

/**
 * Every service of the console's data provider, registered once, in the order each is added over
 * the catalogue provider (a later one's method of the same name wins). A new service is a folder
 * of its own (its provider; `methodNames.ts`, its method names, apart so that naming them costs
 * the main bundle nothing; `service.ts`, its registration, which loads the provider at the first
 * call of a method) and one entry here; its pages reach its
 * methods with its `…ServiceOf(dataProvider)`. The services on the sign-in → dashboard path are
 * added whole (`methodsOf`).
 */
export const CONSOLE_SERVICES: readonly ConsoleService[] = [
  // The geo overrides' resource goes to the plain REST provider (react-admin's CRUD methods).
  (provider, options) => withGeoService(provider, createGeoProvider(options)),
  attributeService,
  policyService,
  appConfigService,
  adTagService,
  adServerService,
  storefrontService,
  methodsOf(createSearchProvider),
  scheduleService,
  vllService,
  mediaOpsService,
  methodsOf(createNotificationProvider),
  playbackService,
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
