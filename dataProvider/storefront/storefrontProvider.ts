import type { DataProvider } from 'react-admin';
import type { AuditEntry } from '../../domain/audit';
import type { VersionEntry } from '../../domain/versions';
import type { HiddenReason, StorefrontDevice } from '../../domain/storefront/viewerView';
import type { PickableTitle } from '../../domain/storefront/titlePicker';
import { REASON } from '../../domain/envelope';
import {
  SLIDE_PAGE_SIZE,
  readAllPages,
  slideContentQuery,
} from '../../domain/storefront/contentUrl';
import { hasReasonCode, pageOf, readFailure, rowsOf } from '../envelopeReader';
import type { HttpClient, TokenGetter } from '../httpClient';
import { createHttpClient } from '../httpClient';
import type { ProviderContext } from '../providerContext';
import { createProviderContext, segment } from '../providerContext';
import type { ServiceArea } from '../runtimeConfig';
import { serviceOf, withService } from '../serviceMethods';
import { STOREFRONT_METHOD_NAMES } from './methodNames';

/** The storefront service's item types (spec section 3): pages, collections, containers. */
export type StoreType = 'storefront' | 'collection' | 'container';

/** A localized name (`lon`) or description (`lod`) entry. */
export interface LocalizedName {
  lang: string;
  n: string;
}

/** A page tab: its id, names and its containers' ids in order. */
export interface StorefrontTab {
  id: string;
  lon: LocalizedName[];
  c: string[];
}

/** One version of a storefront item as stored; the type's own fields are open. */
export interface StoredStoreItem {
  id: string;
  key: string;
  st: string;
  ut: string;
  ct?: string;
  /** The list name (the English `lon` entry, else the first), set by the service. */
  n: string;
  lon?: LocalizedName[];
  [field: string]: unknown;
}

/** The console's page of storefront items (the spec's default list page size). */
export const STORE_PAGE_SIZE = 25;

export interface StoreQuery {
  q?: string | undefined;
  /** Statuses, comma-joined ('all' for every one); the service's default when absent. */
  st?: string | undefined;
  pageNumber?: number;
  pageSize?: number;
}

/** Where a container is used: the pages and their tabs holding it. */
export interface ContainerUsage {
  id: string;
  n: string;
  st: string;
  tabs: string[];
  /** The page's policies: a container's own are narrowed to them on that page. */
  appliesif?: string[];
}

/** Who the preview shows a page to. */
export interface ViewerRequest {
  /** The moment viewed (ISO 8601); now when absent. */
  at?: string;
  device: StorefrontDevice;
  /** User attributes policies read (age, country, subscription...). */
  context?: Record<string, unknown>;
  /** The published page (what the apps get) or the draft being edited. */
  version?: 'published' | 'draft';
}

/** What one viewer gets of a page: the tabs' visible containers, and each hidden one with why. */
export interface ViewerAnswer {
  page: { id: string; key: string; st: string; n: string; lon?: LocalizedName[]; ty?: string };
  pageHidden?: HiddenReason;
  tabs: { id: string; lon?: LocalizedName[]; containers: StoredStoreItem[] }[];
  hidden: { tabId: string; id: string; n?: string; reason: HiddenReason }[];
  /** Containers the page names that the product does not have (deleted, say). */
  missing: string[];
}

/** One row of a slide's content: a title (a slide's address) or a container (a page's). */
export interface SlideRow {
  id: string;
  type?: string;
  n?: string;
  [field: string]: unknown;
}

/** A slide's content read whole: its rows, `header.count`, and the pages read. */
export type SlideContent =
  | { external: false; rows: SlideRow[]; count: number; pages: number }
  /** An address outside the storefront service: not read (the console's token stays home). */
  | { external: true };

/**
 * The storefront service's calls (`/storefront/...`); each rejects with `ConsoleHttpError` (a
 * 400 carries field errors like '/lon' or '/st_dt', a 409 a conflict, a 423 the lock holder).
 */
export interface StorefrontMethods {
  listStoreItems(
    type: StoreType,
    query: StoreQuery,
    signal?: AbortSignal,
  ): Promise<{ data: StoredStoreItem[]; total: number }>;
  /** The item's current versions (a draft over the published one, say). */
  getStoreItem(type: StoreType, id: string, signal?: AbortSignal): Promise<StoredStoreItem[]>;
  /** One version by its key, current or not (the version picker). */
  getStoreItemVersion(
    type: StoreType,
    id: string,
    key: string,
    signal?: AbortSignal,
  ): Promise<StoredStoreItem>;
  /** Oldest first; 'none' when the service says there are none yet. */
  getStoreItemVersions(type: StoreType, id: string): Promise<VersionEntry[] | 'none'>;
  createStoreItem(type: StoreType, body: Record<string, unknown>): Promise<StoredStoreItem>;
  /** `body` names the version it is based on (`key`, `ut`); `st` moves the status. */
  updateStoreItem(
    type: StoreType,
    id: string,
    body: Record<string, unknown>,
  ): Promise<StoredStoreItem>;
  /** The pages (and tabs) a container is on. */
  getContainerUsage(id: string, signal?: AbortSignal): Promise<ContainerUsage[]>;
  /**
   * A container's audit within one page (`/audit/container` with `s_id` and `c_id`): its own
   * changes and the page's that placed, moved or removed it, newest first; pages count from 1.
   */
  getContainerAudit(
    storefrontId: string,
    containerId: string,
    page: { pageNumber: number; pageSize: number },
    signal?: AbortSignal,
  ): Promise<{ data: AuditEntry[]; total: number }>;
  /** Published collections whose name holds `q`. */
  searchCollections(q: string, signal?: AbortSignal): Promise<StoredStoreItem[]>;
  /**
   * The product's published titles whose name holds the term (at least 3 characters), for a
   * manual rail's picker: storefront editors may not read the catalogue itself.
   */
  searchTitles(term: string, language: string, signal?: AbortSignal): Promise<PickableTitle[]>;
  /**
   * The names of chosen titles and collections (a rail stores their ids), in the language asked
   * for; ids that are no title or collection of the product are left out. At most 200 ids.
   */
  chosenNames(
    ids: readonly string[],
    language: string,
    signal?: AbortSignal,
  ): Promise<PickableTitle[]>;
  /** The page as one viewer gets it (the same read the apps make). */
  viewStorefront(id: string, viewer: ViewerRequest, signal?: AbortSignal): Promise<ViewerAnswer>;
  /**
   * A slide's content address (`cu`) read whole (domain/storefront/contentUrl): page after page
   * with `policy_evaluate=false`, `pageNumber` and `pageSize` (a page-style address once, with
   * `policy_evaluate` only), `data` and `header.count` read, until a short page or the reason
   * code 40250806. Addresses are the service's paths (`/storefront/content/...`).
   */
  readSlideContent(cu: string, signal?: AbortSignal): Promise<SlideContent>;
  /**
   * Uploads a JPEG or PNG to a container's gallery through the image service (multipart form
   * data, the file in the part 'file'): answers the address it is served at, for the
   * container's `ex_ia`. A refusal (400 wrong type, 413 too large) names the field 'file'.
   */
  uploadStoreImage(id: string, file: Blob): Promise<UploadedImage>;
}

/** An uploaded image: where it is served, its bytes and type. */
export interface UploadedImage {
  id: string;
  u: string;
  size: number;
  type: string;
}

export function createStorefrontMethods(ctx: ProviderContext): StorefrontMethods {
  const url = (path: string) => `${ctx.base('storefront')}/storefront${path}`;
  const itemUrl = (type: StoreType, id: string) => url(`/${type}/${segment(id)}`);
  return {
    async listStoreItems(type, query, signal) {
      const response = await ctx.http<StoredStoreItem[]>(url(`/${type}/list`), {
        query: {
          q: query.q?.trim() || undefined,
          st: query.st || undefined,
          pageNumber: query.pageNumber ?? 1,
          pageSize: query.pageSize ?? STORE_PAGE_SIZE,
        },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return pageOf<StoredStoreItem>(response);
    },

    async getStoreItem(type, id, signal) {
      const response = await ctx.http<StoredStoreItem[]>(itemUrl(type, id), {
        fallback: `Failed to retrieve ${id}`,
        signal,
      });
      return rowsOf<StoredStoreItem>(response);
    },

    async getStoreItemVersion(type, id, key, signal) {
      const response = await ctx.http<StoredStoreItem[]>(itemUrl(type, id), {
        query: { key },
        fallback: `Failed to retrieve ${id}`,
        signal,
      });
      const [version] = rowsOf<StoredStoreItem>(response);
      if (version === undefined) throw new Error(`${type} ${id} has no version ${key}`);
      return version;
    },

    async getStoreItemVersions(type, id) {
      try {
        const response = await ctx.http<VersionEntry[]>(`${itemUrl(type, id)}/versions`, {
          fallback: 'Fetch Versions failed',
        });
        return rowsOf<VersionEntry>(response);
      } catch (error) {
        if (hasReasonCode(readFailure(error, 'Fetch Versions failed'), REASON.catalogNoVersions))
          return 'none';
        throw error;
      }
    },

    async createStoreItem(type, body) {
      const response = await ctx.http<StoredStoreItem>(url(`/${type}`), {
        method: 'POST',
        body,
        fallback: 'Create operation failed!',
      });
      return response.data;
    },

    async updateStoreItem(type, id, body) {
      const response = await ctx.http<StoredStoreItem>(itemUrl(type, id), {
        method: 'PUT',
        body,
        fallback: 'Save operation failed!',
      });
      return response.data;
    },

    async getContainerUsage(id, signal) {
      const response = await ctx.http<ContainerUsage[]>(url(`/usage/${segment(id)}`), {
        fallback: 'Fetch storefront usage failed',
        signal,
      });
      return rowsOf<ContainerUsage>(response);
    },

    async getContainerAudit(storefrontId, containerId, page, signal) {
      const response = await ctx.http<AuditEntry[]>(`${ctx.base('audit')}/audit/container`, {
        query: {
          s_id: storefrontId,
          c_id: containerId,
          pageNumber: page.pageNumber,
          pageSize: page.pageSize,
        },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return pageOf<AuditEntry>(response);
    },

    async searchCollections(q, signal) {
      const response = await ctx.http<StoredStoreItem[]>(url('/collection/search'), {
        query: { q: q.trim() || undefined, pageNumber: 1, pageSize: STORE_PAGE_SIZE },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return rowsOf<StoredStoreItem>(response);
    },

    async searchTitles(term, language, signal) {
      const response = await ctx.http<PickableTitle[]>(url('/titles'), {
        query: { term: term.trim(), lang: language },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return rowsOf<PickableTitle>(response);
    },

    async chosenNames(ids, language, signal) {
      if (ids.length === 0) return [];
      const response = await ctx.http<PickableTitle[]>(url('/names'), {
        query: { ids: ids.join(','), lang: language },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return rowsOf<PickableTitle>(response);
    },

    async uploadStoreImage(id, file) {
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : 'image');
      const response = await ctx.http<UploadedImage>(
        `${ctx.base('image')}/image/upload/${segment(id)}`,
        { method: 'POST', body: form, fallback: 'Request failed' },
      );
      return response.data;
    },

    async readSlideContent(cu, signal) {
      // A service path, or an absolute address under the storefront service's own base.
      const base = ctx.base('storefront');
      const address = cu.startsWith('/') && !cu.startsWith('//') ? `${base}${cu}` : undefined;
      const own = /^https?:\/\//i.test(base) && cu.startsWith(`${base}/`) ? cu : undefined;
      const url = address ?? own;
      if (url === undefined) return { external: true };
      const read = await readAllPages<SlideRow>(cu, SLIDE_PAGE_SIZE, async (pageNumber) => {
        try {
          const response = await ctx.http<SlideRow[]>(url, {
            query: slideContentQuery(cu, pageNumber, SLIDE_PAGE_SIZE),
            fallback: 'Failed to retrieve data',
            signal,
          });
          return { end: false, rows: rowsOf<SlideRow>(response), count: response.count };
        } catch (error) {
          // Past the last page: the service's end-of-pages reason stops the pagination.
          if (hasReasonCode(readFailure(error, ''), REASON.containerPageEnd)) return { end: true };
          throw error;
        }
      });
      return { external: false, ...read };
    },

    async viewStorefront(id, viewer, signal) {
      const response = await ctx.http<ViewerAnswer>(url(`/view/${segment(id)}`), {
        method: 'POST',
        body: { ...viewer },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return response.data;
    },
  };
}

export interface StorefrontProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The storefront methods with their own envelope client, for the composition root. */
export function createStorefrontProvider(options: StorefrontProviderOptions): StorefrontMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createStorefrontMethods(createProviderContext(http, options.services, options.origin));
}

/** The console's data provider with the storefront methods added. */
export function withStorefrontService<P extends DataProvider>(
  provider: P,
  methods: StorefrontMethods,
): P & StorefrontMethods {
  return withService(provider, methods);
}

/** The storefront methods of the console's data provider; a clear Error when missing. */
export function storefrontServiceOf(provider: DataProvider): StorefrontMethods {
  return serviceOf<StorefrontMethods>(
    provider,
    STOREFRONT_METHOD_NAMES,
    'storefront',
    'withStorefrontService (dataProvider/storefront/storefrontProvider.ts)',
  );
}
