/**
 * The platform's service areas: `/config.json` publishes one base URL per area, and the console
 * calls each API under its area's base (spec section 7).
 */
export const SERVICE_AREAS = [
  'catalog',
  'live',
  'vll',
  'epg',
  'cmsstore',
  'syndication',
  'policy',
  'ads',
  'config',
  'user',
  'storefront',
  'geo',
  'audit',
  'image',
  'search',
  'playback',
] as const;

/** One service area, e.g. `catalog`. */
export type ServiceArea = (typeof SERVICE_AREAS)[number];
