import type { DataProvider } from 'react-admin';
import type { AdServerMethods, AdServerProviderOptions } from './adServerProvider';
import type { AdTagMethods, AdTagProviderOptions } from './adTagProvider';
import type { AttributeMethods, AttributeProviderOptions } from './attributeProvider';
import type { AppConfigMethods, AppConfigProviderOptions } from './appConfigProvider';
import type { MediaOpsMethods, MediaOpsProviderOptions } from './mediaOpsProvider';
import type { PlaybackMethods, PlaybackProviderOptions } from './playbackProvider';
import type { PolicyMethods, PolicyProviderOptions } from './policyProvider';
import type { ScheduleMethods, ScheduleProviderOptions } from './scheduleProvider';
import type { StorefrontMethods, StorefrontProviderOptions } from './storefrontProvider';
import type { VllMethods, VllProviderOptions } from './vllProvider';
import { lazyService, withService } from './serviceMethods';
import {
  AD_SERVER_METHOD_NAMES,
  AD_TAG_METHOD_NAMES,
  ATTRIBUTE_METHOD_NAMES,
  APP_CONFIG_METHOD_NAMES,
  MEDIA_OPS_METHOD_NAMES,
  PLAYBACK_METHOD_NAMES,
  POLICY_METHOD_NAMES,
  SCHEDULE_METHOD_NAMES,
  STOREFRONT_METHOD_NAMES,
  VLL_METHOD_NAMES,
} from './serviceMethodNames';

/*
 * The services of the console's data provider that no part of the sign-in → dashboard path
 * calls, loaded at their first call (App.tsx takes them from here): the same `create…Provider`
 * and `with…Service` as each service's own module, but the module is a chunk of its own that a
 * page's first call fetches (`lazyService`). Every method of these services answers a Promise.
 */

/** AdServer's methods, its module (`adServerProvider.ts`) loaded at the first call. */
export function createAdServerProvider(options: AdServerProviderOptions): AdServerMethods {
  return lazyService(AD_SERVER_METHOD_NAMES, () =>
    import('./adServerProvider').then((module) => module.createAdServerProvider(options)),
  );
}

export function withAdServerService<P extends DataProvider>(
  provider: P,
  methods: AdServerMethods,
): P & AdServerMethods {
  return withService(provider, methods);
}

/** AdTag's methods, its module (`adTagProvider.ts`) loaded at the first call. */
export function createAdTagProvider(options: AdTagProviderOptions): AdTagMethods {
  return lazyService(AD_TAG_METHOD_NAMES, () =>
    import('./adTagProvider').then((module) => module.createAdTagProvider(options)),
  );
}

export function withAdTagService<P extends DataProvider>(
  provider: P,
  methods: AdTagMethods,
): P & AdTagMethods {
  return withService(provider, methods);
}

/** AppConfig's methods, its module (`appConfigProvider.ts`) loaded at the first call. */
export function createAppConfigProvider(options: AppConfigProviderOptions): AppConfigMethods {
  return lazyService(APP_CONFIG_METHOD_NAMES, () =>
    import('./appConfigProvider').then((module) => module.createAppConfigProvider(options)),
  );
}

export function withAppConfigService<P extends DataProvider>(
  provider: P,
  methods: AppConfigMethods,
): P & AppConfigMethods {
  return withService(provider, methods);
}

/** MediaOps's methods, its module (`mediaOpsProvider.ts`) loaded at the first call. */
export function createMediaOpsProvider(options: MediaOpsProviderOptions): MediaOpsMethods {
  return lazyService(MEDIA_OPS_METHOD_NAMES, () =>
    import('./mediaOpsProvider').then((module) => module.createMediaOpsProvider(options)),
  );
}

export function withMediaOpsService<P extends DataProvider>(
  provider: P,
  methods: MediaOpsMethods,
): P & MediaOpsMethods {
  return withService(provider, methods);
}

/** Playback's methods, its module (`playbackProvider.ts`) loaded at the first call. */
export function createPlaybackProvider(options: PlaybackProviderOptions): PlaybackMethods {
  return lazyService(PLAYBACK_METHOD_NAMES, () =>
    import('./playbackProvider').then((module) => module.createPlaybackProvider(options)),
  );
}

export function withPlaybackService<P extends DataProvider>(
  provider: P,
  methods: PlaybackMethods,
): P & PlaybackMethods {
  return withService(provider, methods);
}

/** Policy's methods, its module (`policyProvider.ts`) loaded at the first call. */
export function createPolicyProvider(options: PolicyProviderOptions): PolicyMethods {
  return lazyService(POLICY_METHOD_NAMES, () =>
    import('./policyProvider').then((module) => module.createPolicyProvider(options)),
  );
}

export function withPolicyService<P extends DataProvider>(
  provider: P,
  methods: PolicyMethods,
): P & PolicyMethods {
  return withService(provider, methods);
}

/** Schedule's methods, its module (`scheduleProvider.ts`) loaded at the first call. */
export function createScheduleProvider(options: ScheduleProviderOptions): ScheduleMethods {
  return lazyService(SCHEDULE_METHOD_NAMES, () =>
    import('./scheduleProvider').then((module) => module.createScheduleProvider(options)),
  );
}

export function withScheduleService<P extends DataProvider>(
  provider: P,
  methods: ScheduleMethods,
): P & ScheduleMethods {
  return withService(provider, methods);
}

/** Storefront's methods, its module (`storefrontProvider.ts`) loaded at the first call. */
export function createStorefrontProvider(options: StorefrontProviderOptions): StorefrontMethods {
  return lazyService(STOREFRONT_METHOD_NAMES, () =>
    import('./storefrontProvider').then((module) => module.createStorefrontProvider(options)),
  );
}

export function withStorefrontService<P extends DataProvider>(
  provider: P,
  methods: StorefrontMethods,
): P & StorefrontMethods {
  return withService(provider, methods);
}

/** Vll's methods, its module (`vllProvider.ts`) loaded at the first call. */
export function createVllProvider(options: VllProviderOptions): VllMethods {
  return lazyService(VLL_METHOD_NAMES, () =>
    import('./vllProvider').then((module) => module.createVllProvider(options)),
  );
}

export function withVllService<P extends DataProvider>(
  provider: P,
  methods: VllMethods,
): P & VllMethods {
  return withService(provider, methods);
}

/** Attribute's methods (attributes, applications, personas), its module (`attributeProvider.ts`) loaded at the first call. */
export function createAttributeProvider(options: AttributeProviderOptions): AttributeMethods {
  return lazyService(ATTRIBUTE_METHOD_NAMES, () =>
    import('./attributeProvider').then((module) => module.createAttributeProvider(options)),
  );
}

export function withAttributeService<P extends DataProvider>(
  provider: P,
  methods: AttributeMethods,
): P & AttributeMethods {
  return withService(provider, methods);
}
