/**
 * The runtime configuration the server publishes at `/config.json`: one build serves every
 * environment, so service bases, the identity provider and feature flags are read at boot.
 */

import { SERVICE_AREAS } from '../domain/serviceAreas';
import type { ServiceArea } from '../domain/serviceAreas';

export { SERVICE_AREAS };
export type { ServiceArea };

/** Sign-in through the embedded OpenID Connect provider (keycloak-js `oidcProvider` mode). */
export interface EmbeddedAuthConfig {
  mode: 'embedded';
  issuer: string;
  clientId: string;
  /** The API's audience: the resource server the console asks its user's permissions of (RPT). */
  audience?: string;
}

/** Sign-in through a Keycloak realm. */
export interface KeycloakAuthConfig {
  mode: 'keycloak';
  url: string;
  realm: string;
  clientId: string;
  /** The API's audience: the resource server the console asks its user's permissions of (RPT). */
  audience?: string;
}

export type AuthConfig = EmbeddedAuthConfig | KeycloakAuthConfig;

/** A feature flag or setting (e.g. `notification: true`, `operationsUrl: 'https://...'`). */
export type FeatureValue = boolean | string | number;

export interface RuntimeConfig {
  environment: string;
  buildVersion: string;
  auth: AuthConfig;
  services: Record<ServiceArea, string>;
  features: Record<string, FeatureValue>;
}

/**
 * `/config.json` could not be read or does not have the expected shape. `unreachable`: the
 * request got no answer at all (the network, not the file, failed).
 */
export class RuntimeConfigError extends Error {
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requiredString(source: Record<string, unknown>, field: string, where: string): string {
  const value = source[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new RuntimeConfigError(`${where}.${field} must be a non-empty string`);
  }
  return value;
}

function parseAuth(raw: unknown): AuthConfig {
  if (!isObject(raw)) throw new RuntimeConfigError('auth must be an object');
  const clientId = requiredString(raw, 'clientId', 'auth');
  const audience =
    typeof raw.audience === 'string' && raw.audience.trim() !== ''
      ? { audience: raw.audience }
      : {};
  if (raw.mode === 'embedded')
    return {
      mode: 'embedded',
      issuer: requiredString(raw, 'issuer', 'auth'),
      clientId,
      ...audience,
    };
  if (raw.mode === 'keycloak') {
    return {
      mode: 'keycloak',
      url: requiredString(raw, 'url', 'auth'),
      realm: requiredString(raw, 'realm', 'auth'),
      clientId,
      ...audience,
    };
  }
  throw new RuntimeConfigError(`auth.mode must be 'embedded' or 'keycloak'`);
}

function parseServices(raw: unknown): Record<ServiceArea, string> {
  if (!isObject(raw)) throw new RuntimeConfigError('services must be an object');
  const missing = SERVICE_AREAS.filter((area) => typeof raw[area] !== 'string');
  if (missing.length > 0)
    throw new RuntimeConfigError(`services lacks a base URL for: ${missing.join(', ')}`);
  const services = {} as Record<ServiceArea, string>;
  for (const area of SERVICE_AREAS) services[area] = String(raw[area]).replace(/\/+$/, '');
  return services;
}

/** Checks the shape of a parsed `/config.json`; throws `RuntimeConfigError` naming what is wrong. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isObject(raw)) throw new RuntimeConfigError('/config.json is not a JSON object');
  const features: Record<string, FeatureValue> = {};
  if (isObject(raw.features)) {
    for (const [name, value] of Object.entries(raw.features)) {
      if (typeof value === 'boolean' || typeof value === 'string' || typeof value === 'number')
        features[name] = value;
    }
  }
  return {
    environment: typeof raw.environment === 'string' ? raw.environment : 'local',
    buildVersion: typeof raw.buildVersion === 'string' ? raw.buildVersion : '',
    auth: parseAuth(raw.auth),
    services: parseServices(raw.services),
    features,
  };
}

/**
 * Loads the runtime configuration (GET `/config.json`, never cached) before anything renders.
 * Rejects with `RuntimeConfigError` when the file cannot be fetched or is malformed, so the boot
 * screen can say which.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // Against the page's address (what a browser's fetch does with a relative URL by itself).
  const address = globalThis.location ? new URL(url, globalThis.location.href).href : url;
  let response: Response;
  try {
    response = await fetch(address, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch (error) {
    throw new RuntimeConfigError(
      `Network error while loading ${url}: ${error instanceof Error ? error.message : String(error)}`,
      true,
    );
  }
  if (!response.ok) throw new RuntimeConfigError(`${url} answered HTTP ${response.status}`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new RuntimeConfigError(`${url} is not valid JSON`);
  }
  return parseRuntimeConfig(raw);
}
