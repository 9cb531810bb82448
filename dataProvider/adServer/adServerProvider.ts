import type { DataProvider } from 'react-admin';
import type { AdAttribute } from '../../domain/ads/adAttribute';
import type { AdLoadPolicy } from '../../domain/ads/adLoad';
import { pageOf, rowsOf } from '../envelopeReader';
import type { HttpClient, TokenGetter } from '../httpClient';
import { createHttpClient } from '../httpClient';
import type { ProviderContext } from '../providerContext';
import { createProviderContext, segment } from '../providerContext';
import type { ServiceArea } from '../runtimeConfig';
import { serviceOf, withService } from '../serviceMethods';
import { AD_SERVER_METHOD_NAMES } from './methodNames';

/** An ad server attribute as stored: its fields and who changed it when. */
export interface StoredAdAttribute extends AdAttribute {
  ct: string;
  ut: string;
  changed_by: string;
}

/** An ad load policy as stored. */
export interface StoredAdLoadPolicy extends AdLoadPolicy {
  id: string;
  ct: string;
  ut: string;
  changed_by: string;
}

/** The console's page of attributes (the spec's default list page size). */
export const AD_ATTRIBUTE_PAGE_SIZE = 25;

export interface AdAttributeQuery {
  q?: string | undefined;
  src?: string | undefined;
  pageNumber?: number;
}

/**
 * The ads service's ad server attribute (`/attribute`) and ad load policy (`/loadpolicy`) calls;
 * each rejects with `ConsoleHttpError` (a 400 carries field errors like '/value', a 409 a
 * conflict: an id taken, a stale `ut`, a load policy a tag uses).
 */
export interface AdServerMethods {
  listAdAttributes(
    query: AdAttributeQuery,
    signal?: AbortSignal,
  ): Promise<{ data: StoredAdAttribute[]; total: number }>;
  getAdAttribute(id: string, signal?: AbortSignal): Promise<StoredAdAttribute>;
  /** Creates (`create`: refused when the id exists) or replaces, based on `ut` when given. */
  putAdAttribute(
    id: string,
    body: Omit<AdAttribute, 'id'> & { ut?: string },
    options?: { create?: boolean },
  ): Promise<StoredAdAttribute>;
  deleteAdAttribute(id: string): Promise<void>;
  listAdLoadPolicies(signal?: AbortSignal): Promise<StoredAdLoadPolicy[]>;
  createAdLoadPolicy(policy: AdLoadPolicy): Promise<StoredAdLoadPolicy>;
  deleteAdLoadPolicy(id: string): Promise<void>;
}

export function createAdServerMethods(ctx: ProviderContext): AdServerMethods {
  const url = (path: string) => `${ctx.base('ads')}${path}`;
  return {
    async listAdAttributes(query, signal) {
      const response = await ctx.http<StoredAdAttribute[]>(url('/attribute'), {
        query: {
          q: query.q?.trim() || undefined,
          src: query.src || undefined,
          pageNumber: query.pageNumber ?? 1,
          pageSize: AD_ATTRIBUTE_PAGE_SIZE,
        },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return pageOf<StoredAdAttribute>(response);
    },

    async getAdAttribute(id, signal) {
      const response = await ctx.http<StoredAdAttribute>(url(`/attribute/${segment(id)}`), {
        fallback: `Failed to retrieve ${id}`,
        signal,
      });
      return response.data;
    },

    async putAdAttribute(id, body, options = {}) {
      const response = await ctx.http<StoredAdAttribute>(url(`/attribute/${segment(id)}`), {
        method: 'PUT',
        query: options.create ? { create: true } : {},
        body,
        fallback: options.create ? 'Create operation failed!' : 'Save operation failed!',
      });
      return response.data;
    },

    async deleteAdAttribute(id) {
      await ctx.http(url(`/attribute/${segment(id)}`), {
        method: 'DELETE',
        fallback: 'Delete operation failed',
      });
    },

    async listAdLoadPolicies(signal) {
      const response = await ctx.http<StoredAdLoadPolicy[]>(url('/loadpolicy'), {
        fallback: 'Failed to retrieve data',
        signal,
      });
      return rowsOf<StoredAdLoadPolicy>(response);
    },

    async createAdLoadPolicy(policy) {
      const response = await ctx.http<StoredAdLoadPolicy>(url('/loadpolicy'), {
        method: 'POST',
        body: { ...policy },
        fallback: 'Create operation failed!',
      });
      return response.data;
    },

    async deleteAdLoadPolicy(id) {
      await ctx.http(url(`/loadpolicy/${segment(id)}`), {
        method: 'DELETE',
        fallback: 'Delete operation failed',
      });
    },
  };
}

export interface AdServerProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The ad server methods with their own envelope client, for the composition root. */
export function createAdServerProvider(options: AdServerProviderOptions): AdServerMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createAdServerMethods(createProviderContext(http, options.services, options.origin));
}

/** The console's data provider with the ad server methods added. */
export function withAdServerService<P extends DataProvider>(
  provider: P,
  methods: AdServerMethods,
): P & AdServerMethods {
  return withService(provider, methods);
}

/** The ad server methods of the console's data provider; a clear Error when missing. */
export function adServerServiceOf(provider: DataProvider): AdServerMethods {
  return serviceOf<AdServerMethods>(
    provider,
    AD_SERVER_METHOD_NAMES,
    'ad server',
    'withAdServerService (dataProvider/adServer/adServerProvider.ts)',
  );
}
