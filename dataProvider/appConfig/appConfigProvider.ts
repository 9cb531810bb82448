import type { DataProvider } from 'react-admin';
import type { JsonSchemaObject } from '../../domain/jsonSchema';
import type { VersionEntry } from '../../domain/versions';
import { REASON } from '../../domain/envelope';
import { hasReasonCode, pageOf, readFailure, rowsOf } from '../envelopeReader';
import type { HttpClient, TokenGetter } from '../httpClient';
import { createHttpClient } from '../httpClient';
import type { ProviderContext } from '../providerContext';
import { createProviderContext, segment } from '../providerContext';
import type { ServiceArea } from '../runtimeConfig';
import { serviceOf, withService } from '../serviceMethods';
import { APP_CONFIG_METHOD_NAMES } from './methodNames';

/** A config type as the service declares it (resources/_appconfig/<type>/). */
export interface AppConfigType {
  type: string;
  schema: JsonSchemaObject;
  uischema: unknown;
}

/** One app configuration as stored: which app and config type, its name and value. */
export interface StoredConfig {
  id: string;
  key: string;
  st: string;
  ut: string;
  ct?: string;
  app: string;
  type: string;
  n: string;
  desc?: string;
  value: Record<string, unknown>;
  prd?: string[];
}

/** What a create sends. */
export type ConfigInput = Pick<StoredConfig, 'app' | 'type' | 'n' | 'value'> & { desc?: string };

/** The console's page of configurations (spec section 9: the default page size 25). */
export const CONFIG_PAGE_SIZE = 25;

export interface ConfigQuery {
  q?: string | undefined;
  app?: string | undefined;
  type?: string | undefined;
  /** Statuses, comma-joined; the service's default when absent. */
  st?: string | undefined;
  pageNumber?: number;
}

/**
 * The config service's app configuration calls (`/remote/config/...`); each rejects with
 * `ConsoleHttpError` (a 400 carries field errors like '/value/bufferSeconds', a 409 a conflict,
 * a 423 the lock holder).
 */
export interface AppConfigMethods {
  listConfigTypes(signal?: AbortSignal): Promise<AppConfigType[]>;
  listConfigs(
    query: ConfigQuery,
    signal?: AbortSignal,
  ): Promise<{ data: StoredConfig[]; total: number }>;
  /** The configuration's current versions (a draft over the published one, say). */
  getConfig(id: string, signal?: AbortSignal): Promise<StoredConfig[]>;
  /** One version by its key, current or not (the version picker and the diff). */
  getConfigVersion(id: string, key: string, signal?: AbortSignal): Promise<StoredConfig>;
  /** Oldest first; 'none' when the service says there are none yet. */
  getConfigVersions(id: string): Promise<VersionEntry[] | 'none'>;
  createConfig(config: ConfigInput): Promise<StoredConfig>;
  /** `body` names the version it is based on (`key`, `ut`); `st` moves the status. */
  updateConfig(id: string, body: Record<string, unknown>): Promise<StoredConfig>;
}

export function createAppConfigMethods(ctx: ProviderContext): AppConfigMethods {
  const url = (path: string) => `${ctx.base('config')}/remote/config${path}`;
  return {
    async listConfigTypes(signal) {
      const response = await ctx.http<AppConfigType[]>(url('/types'), {
        fallback: 'Failed to retrieve data',
        signal,
      });
      return rowsOf<AppConfigType>(response);
    },

    async listConfigs(query, signal) {
      const response = await ctx.http<StoredConfig[]>(url('/list'), {
        query: {
          q: query.q?.trim() || undefined,
          app: query.app || undefined,
          type: query.type || undefined,
          st: query.st || undefined,
          pageNumber: query.pageNumber ?? 1,
          pageSize: CONFIG_PAGE_SIZE,
        },
        fallback: 'Filter operation failed!',
        signal,
      });
      return pageOf<StoredConfig>(response);
    },

    async getConfig(id, signal) {
      const response = await ctx.http<StoredConfig[]>(url(`/${segment(id)}`), {
        fallback: `Failed to retrieve ${id}`,
        signal,
      });
      return rowsOf<StoredConfig>(response);
    },

    async getConfigVersion(id, key, signal) {
      const response = await ctx.http<StoredConfig[]>(url(`/${segment(id)}`), {
        query: { key },
        fallback: `Failed to retrieve ${id}`,
        signal,
      });
      const [version] = rowsOf<StoredConfig>(response);
      if (version === undefined) throw new Error(`Configuration ${id} has no version ${key}`);
      return version;
    },

    async getConfigVersions(id) {
      try {
        const response = await ctx.http<VersionEntry[]>(url(`/${segment(id)}/versions`), {
          fallback: 'Fetch Versions failed',
        });
        return rowsOf<VersionEntry>(response);
      } catch (error) {
        if (hasReasonCode(readFailure(error, 'Fetch Versions failed'), REASON.catalogNoVersions))
          return 'none';
        throw error;
      }
    },

    async createConfig(config) {
      const response = await ctx.http<StoredConfig>(url('/create'), {
        method: 'POST',
        body: { ...config },
        fallback: 'Create operation failed!',
      });
      return response.data;
    },

    async updateConfig(id, body) {
      const response = await ctx.http<StoredConfig>(url(`/update/${segment(id)}`), {
        method: 'PUT',
        body,
        fallback: 'Update operation failed',
      });
      return response.data;
    },
  };
}

export interface AppConfigProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The app configuration methods with their own envelope client, for the composition root. */
export function createAppConfigProvider(options: AppConfigProviderOptions): AppConfigMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createAppConfigMethods(createProviderContext(http, options.services, options.origin));
}

/** The console's data provider with the app configuration methods added. */
export function withAppConfigService<P extends DataProvider>(
  provider: P,
  methods: AppConfigMethods,
): P & AppConfigMethods {
  return withService(provider, methods);
}

/** The app configuration methods of the console's data provider; a clear Error when missing. */
export function appConfigServiceOf(provider: DataProvider): AppConfigMethods {
  return serviceOf<AppConfigMethods>(
    provider,
    APP_CONFIG_METHOD_NAMES,
    'app configuration',
    'withAppConfigService (dataProvider/appConfig/appConfigProvider.ts)',
  );
}
