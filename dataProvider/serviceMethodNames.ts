import type { AdServerMethods } from './adServerProvider';
import type { AttributeMethods } from './attributeProvider';
import type { AdTagMethods } from './adTagProvider';
import type { AppConfigMethods } from './appConfigProvider';
import type { MediaOpsMethods } from './mediaOpsProvider';
import type { PlaybackMethods } from './playbackProvider';
import type { PolicyMethods } from './policyProvider';
import type { ScheduleMethods } from './scheduleProvider';
import type { StorefrontMethods } from './storefrontProvider';
import type { VllMethods } from './vllProvider';

/*
 * The method names of the services the console's data provider loads lazily (App.tsx: each
 * service's module is a chunk of its own, fetched at its first call), apart from the modules so
 * that naming them costs the main bundle nothing: `serviceOf` checks them, `lazyService` exposes
 * them. Only types are imported here.
 */

export const AD_SERVER_METHOD_NAMES: readonly (keyof AdServerMethods)[] = [
  'listAdAttributes',
  'getAdAttribute',
  'putAdAttribute',
  'deleteAdAttribute',
  'listAdLoadPolicies',
  'createAdLoadPolicy',
  'deleteAdLoadPolicy',
];

export const AD_TAG_METHOD_NAMES: readonly (keyof AdTagMethods)[] = [
  'listAdTags',
  'getAdTagSchema',
  'getAdTag',
  'getAdTagVersion',
  'getAdTagVersions',
  'createAdTag',
  'updateAdTag',
  'deleteAdTag',
  'listAdLoadPolicyOptions',
];

export const APP_CONFIG_METHOD_NAMES: readonly (keyof AppConfigMethods)[] = [
  'listConfigTypes',
  'listConfigs',
  'getConfig',
  'getConfigVersion',
  'getConfigVersions',
  'createConfig',
  'updateConfig',
];

export const MEDIA_OPS_METHOD_NAMES: readonly (keyof MediaOpsMethods)[] = [
  'restoreOriginal',
  'reaggregate',
  'listLiveToVod',
  'convertLiveToVod',
  'updateLiveToVod',
  'cancelLiveToVod',
  'uploadItemImage',
  'getImageMetadata',
];

export const PLAYBACK_METHOD_NAMES: readonly (keyof PlaybackMethods)[] = [
  'getMedia',
  'requestPlayback',
  'requestMp4',
  'getMp4Job',
  'cancelMp4Job',
  'searchClips',
  'saveClip',
  'readyForAir',
];

export const POLICY_METHOD_NAMES: readonly (keyof PolicyMethods)[] = [
  'listPolicies',
  'getPolicy',
  'getPolicyVersion',
  'getPolicyVersions',
  'createPolicy',
  'updatePolicy',
  'decidePolicies',
  'policyImpact',
];

export const SCHEDULE_METHOD_NAMES: readonly (keyof ScheduleMethods)[] = [
  'getScheduleDays',
  'saveScheduleDay',
  'confirmPin',
  'loopSchedule',
  'getUsageReport',
  'getUsageReportCsv',
  'getGuide',
  'getGuideXmltv',
];

export const STOREFRONT_METHOD_NAMES: readonly (keyof StorefrontMethods)[] = [
  'listStoreItems',
  'getStoreItem',
  'getStoreItemVersion',
  'getStoreItemVersions',
  'createStoreItem',
  'updateStoreItem',
  'getContainerUsage',
  'getContainerAudit',
  'searchCollections',
  'searchTitles',
  'viewStorefront',
  'readSlideContent',
  'uploadStoreImage',
];

export const VLL_METHOD_NAMES: readonly (keyof VllMethods)[] = [
  'changeChannelNumber',
  'getProgramUsage',
  'getEpgGuide',
  'getEpgLiveEvents',
  'startIngestion',
  'getIngestionStatus',
  'getLatestIngestion',
  'resetIngestion',
  'updateAiring',
  'getAiring',
  'listPlayoutChannels',
  'getChannelEvents',
  'setChannelStartTime',
  'addDynamicInterstitial',
  'uploadChannelImage',
];

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
