import type { DataProvider } from 'react-admin';
import {
  AD_TAG_DEVICES,
  AD_TAG_KINDS,
  AD_TAG_POSITIONS,
  AD_TAG_TIMEOUT,
} from '../../domain/ads/adTag';
import type { AdMacro, AdTagDevice, AdTagKind, AdTagPosition } from '../../domain/ads/adTag';
import type { AdLoadBand } from '../../domain/ads/adLoad';
import type { VersionEntry } from '../../domain/versions';
import { REASON } from '../../domain/envelope';
import { hasReasonCode, pageOf, readFailure, rowsOf } from '../envelopeReader';
import type { HttpClient, TokenGetter } from '../httpClient';
import { createHttpClient } from '../httpClient';
import type { ProviderContext } from '../providerContext';
import { createProviderContext, segment } from '../providerContext';
import type { ServiceArea } from '../runtimeConfig';
import { serviceOf, withService } from '../serviceMethods';
import { AD_TAG_METHOD_NAMES } from './methodNames';

// The tag vocabulary is the service's (domain/ads/adTag.ts), re-exported for the pages.
export { AD_TAG_DEVICES, AD_TAG_KINDS, AD_TAG_POSITIONS, AD_TAG_TIMEOUT };
export type { AdTagDevice, AdTagKind, AdTagPosition };

/** An ad tag's own fields, as a create sends them. */
export interface AdTagInput {
  n: string;
  ty: AdTagKind;
  url: string;
  pos: AdTagPosition[];
  dev?: AdTagDevice[];
  /** The id of one of the product's ad load policies; '' or absent: none. */
  lp?: string;
  to?: number;
  desc?: string;
}

/** One ad tag version as stored. */
export interface StoredAdTag extends AdTagInput {
  id: string;
  key: string;
  st: string;
  ut: string;
  ct?: string;
  prd?: string[];
}

/** The ad tag type as the service declares it, with the macros a URL may use. */
export interface AdTagSchema {
  schema: unknown;
  uischema: unknown;
  macros: AdMacro[];
}

/** An ad load policy of the product (the tag's `lp` names one by id). */
export interface AdLoadPolicyOption {
  id: string;
  n: string;
  dropFirst?: boolean;
  dropLast?: boolean;
  bands?: AdLoadBand[];
}

/** The console's page of ad tags (spec section 9: 10 a page). */
export const AD_TAG_PAGE_SIZE = 10;

export interface AdTagQuery {
  /** A case-insensitive part of the name. */
  q?: string | undefined;
  ty?: string | undefined;
  /** Statuses, comma-joined; the service's default when absent. */
  st?: string | undefined;
  dev?: string | undefined;
  pageNumber?: number;
}

/**
 * The ads service's ad tag calls (`/tag/...`) and the load policies a tag may follow
 * (`/loadpolicy`); each rejects with `ConsoleHttpError` (a 400 carries field errors like '/url',
 * a 409 a conflict, a 423 the lock holder).
 */
export interface AdTagMethods {
  /** One page (10) of the product's tags through `POST /tag/filter`, empty filters left out. */
  listAdTags(
    query: AdTagQuery,
    signal?: AbortSignal,
  ): Promise<{ data: StoredAdTag[]; total: number }>;
  /** The tag type's schema and the macros a URL may use. */
  getAdTagSchema(signal?: AbortSignal): Promise<AdTagSchema>;
  /** The tag's current versions (a draft over the published one, say). */
  getAdTag(id: string, signal?: AbortSignal): Promise<StoredAdTag[]>;
  /** One version by its key, current or not (the version picker). */
  getAdTagVersion(id: string, key: string, signal?: AbortSignal): Promise<StoredAdTag>;
  /** Oldest first; 'none' when the service says there are none yet. */
  getAdTagVersions(id: string): Promise<VersionEntry[] | 'none'>;
  createAdTag(tag: AdTagInput): Promise<StoredAdTag>;
  /** `body` names the version it is based on (`key`, `ut`); `st` moves the status. */
  updateAdTag(id: string, body: Record<string, unknown>): Promise<StoredAdTag>;
  /** Deletes the tag's newest current version (it becomes 'deleted'). */
  deleteAdTag(id: string): Promise<StoredAdTag>;
  /** Every ad load policy of the product, by name. */
  listAdLoadPolicyOptions(signal?: AbortSignal): Promise<AdLoadPolicyOption[]>;
}

export function createAdTagMethods(ctx: ProviderContext): AdTagMethods {
  const url = (path: string) => `${ctx.base('ads')}${path}`;
  const tagUrl = (path: string) => url(`/tag${path}`);
  return {
    async listAdTags(query, signal) {
      const terms: [string, string | undefined][] = [
        ['n', query.q?.trim()],
        ['ty', query.ty],
        ['st', query.st],
        ['dev', query.dev],
      ];
      const filters = terms
        .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
        .map(([field, term]) => ({ field, term }));
      const response = await ctx.http<StoredAdTag[]>(tagUrl('/filter'), {
        method: 'POST',
        body: { filters, pageNumber: query.pageNumber ?? 1, pageSize: AD_TAG_PAGE_SIZE },
        fallback: 'Filter operation failed!',
        signal,
      });
      return pageOf<StoredAdTag>(response);
    },

    async getAdTagSchema(signal) {
      const response = await ctx.http<AdTagSchema>(tagUrl('/schema'), {
        fallback: 'Failed to retrieve data',
        signal,
      });
      return response.data;
    },

    async getAdTag(id, signal) {
      const response = await ctx.http<StoredAdTag[]>(tagUrl(`/${segment(id)}`), {
        fallback: `Failed to retrieve ${id}`,
        signal,
      });
      return rowsOf<StoredAdTag>(response);
    },

    async getAdTagVersion(id, key, signal) {
      const response = await ctx.http<StoredAdTag[]>(tagUrl(`/${segment(id)}`), {
        query: { key },
        fallback: `Failed to retrieve ${id}`,
        signal,
      });
      const [version] = rowsOf<StoredAdTag>(response);
      if (version === undefined) throw new Error(`Ad tag ${id} has no version ${key}`);
      return version;
    },

    async getAdTagVersions(id) {
      try {
        const response = await ctx.http<VersionEntry[]>(tagUrl(`/${segment(id)}/versions`), {
          fallback: 'Fetch Versions failed',
        });
        return rowsOf<VersionEntry>(response);
      } catch (error) {
        if (hasReasonCode(readFailure(error, 'Fetch Versions failed'), REASON.catalogNoVersions))
          return 'none';
        throw error;
      }
    },

    async createAdTag(tag) {
      const response = await ctx.http<StoredAdTag>(tagUrl('/create'), {
        method: 'POST',
        body: { ...tag },
        fallback: 'Create operation failed!',
      });
      return response.data;
    },

    async updateAdTag(id, body) {
      const response = await ctx.http<StoredAdTag>(tagUrl(`/update/${segment(id)}`), {
        method: 'PUT',
        body,
        fallback: 'Save operation failed!',
      });
      return response.data;
    },

    async deleteAdTag(id) {
      const response = await ctx.http<StoredAdTag>(tagUrl(`/delete/${segment(id)}`), {
        method: 'DELETE',
        fallback: 'Delete operation failed!',
      });
      return response.data;
    },

    async listAdLoadPolicyOptions(signal) {
      const response = await ctx.http<AdLoadPolicyOption[]>(url('/loadpolicy'), {
        fallback: 'Failed to retrieve data',
        signal,
      });
      return rowsOf<AdLoadPolicyOption>(response);
    },
  };
}

export interface AdTagProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The ad tag methods with their own envelope client, for the composition root. */
export function createAdTagProvider(options: AdTagProviderOptions): AdTagMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createAdTagMethods(createProviderContext(http, options.services, options.origin));
}

/** The console's data provider with the ad tag methods added. */
export function withAdTagService<P extends DataProvider>(
  provider: P,
  methods: AdTagMethods,
): P & AdTagMethods {
  return withService(provider, methods);
}

/** The ad tag methods of the console's data provider; a clear Error when missing. */
export function adTagServiceOf(provider: DataProvider): AdTagMethods {
  return serviceOf<AdTagMethods>(
    provider,
    AD_TAG_METHOD_NAMES,
    'ad tag',
    'withAdTagService (dataProvider/adTag/adTagProvider.ts)',
  );
}
