import type { ListDeclaration } from './types';
import type { HttpClient } from './httpClient';
import type { ServiceArea } from './runtimeConfig';

/** The service that serves a catalogue area's types. */
const AREA_SERVICE: Record<ListDeclaration['area'], ServiceArea> = {
  vod: 'catalog',
  live: 'live',
  assets: 'cmsstore',
  syndication: 'syndication',
};

/** What every group of provider methods shares: the HTTP client and the service bases. */
export interface ProviderContext {
  http: HttpClient;
  /** A service's base URL (absolute when the provider was given an origin). */
  base(area: ServiceArea): string;
  /** The base that serves a catalogue type: its area's service once types are known, else catalog. */
  baseForType(type: string): string;
  /** Remembers each type's area (from `getResourceTypes`). */
  rememberTypes(types: readonly { type: string; area: ListDeclaration['area'] }[]): void;
}

export function createProviderContext(
  http: HttpClient,
  services: Record<ServiceArea, string>,
  origin = '',
): ProviderContext {
  const areaOfType = new Map<string, ListDeclaration['area']>();
  const trimmedOrigin = origin.replace(/\/+$/, '');
  const base = (area: ServiceArea): string => {
    const value = services[area];
    return value.startsWith('/') ? `${trimmedOrigin}${value}` : value;
  };
  return {
    http,
    base,
    baseForType(type) {
      const area = areaOfType.get(type);
      return base(area ? AREA_SERVICE[area] : 'catalog');
    },
    rememberTypes(types) {
      for (const entry of types) areaOfType.set(entry.type, entry.area);
    },
  };
}

/** The urns of the built-in item types that are not catalogue types (the server's itemTypes). */
const BUILT_IN_URNS: Readonly<Record<string, string>> = {
  policy: 'urn:resource:policy',
  appconfig: 'urn:resource:config',
  adtag: 'urn:resource:adtag',
  storefront: 'urn:page',
  collection: 'urn:collection',
  container: 'urn:container',
};

/** The urn naming an item type (locks, audit): a catalogue type's, or a built-in type's own. */
export function urnOfType(type: string): string {
  return BUILT_IN_URNS[type] ?? `urn:resource:catalog:${type}`;
}

/** A path segment, escaped. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** Reads a string field of react-admin's untyped `meta`. */
export function metaString(meta: unknown, field: string): string | undefined {
  if (typeof meta !== 'object' || meta === null) return undefined;
  const value = (meta as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Reads a field of react-admin's untyped `meta`. */
export function metaValue(meta: unknown, field: string): unknown {
  if (typeof meta !== 'object' || meta === null) return undefined;
  return (meta as Record<string, unknown>)[field];
}
