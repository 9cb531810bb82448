// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { adServerServiceOf } from './adServer/adServerProvider';
import { adTagServiceOf } from './adTag/adTagProvider';
import { appConfigServiceOf } from './appConfig/appConfigProvider';
import { attributeServiceOf } from './attribute/attributeProvider';
import { createConsoleDataProvider } from './consoleServices';
import { mediaOpsServiceOf } from './mediaOps/mediaOpsProvider';
import { notificationServiceOf } from './notificationProvider';
import { playbackServiceOf } from './playback/playbackProvider';
import { policyServiceOf } from './policy/policyProvider';
import { SERVICE_AREAS } from './runtimeConfig';
import { scheduleServiceOf } from './schedule/scheduleProvider';
import { searchServiceOf } from './searchProvider';
import { seriesServiceOf } from './seriesProvider';
import { storefrontServiceOf } from './storefront/storefrontProvider';
import { typeDesignerServiceOf } from './typeDesignerProvider';
import { vllServiceOf } from './vll/vllProvider';

const services = Object.fromEntries(SERVICE_AREAS.map((area) => [area, `/api/${area}`])) as Record<
  (typeof SERVICE_AREAS)[number],
  string
>;

describe('the console data provider, composed from the service registry', () => {
  it("carries every registered service's methods beside the catalogue's", () => {
    const provider = createConsoleDataProvider({ services });
    const lookups: ((provider: DataProvider) => unknown)[] = [
      adServerServiceOf,
      adTagServiceOf,
      appConfigServiceOf,
      attributeServiceOf,
      mediaOpsServiceOf,
      notificationServiceOf,
      playbackServiceOf,
      policyServiceOf,
      scheduleServiceOf,
      searchServiceOf,
      seriesServiceOf,
      storefrontServiceOf,
      typeDesignerServiceOf,
      vllServiceOf,
    ];
    for (const lookup of lookups) expect(() => lookup(provider), lookup.name).not.toThrow();
    expect(typeof provider.getVersions).toBe('function');
    expect(typeof provider.getList).toBe('function');
  });
});
