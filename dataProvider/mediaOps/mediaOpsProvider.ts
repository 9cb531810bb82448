import type { DataProvider } from 'react-admin';
import type { LiveToVodJob, LiveToVodRequest, LiveToVodUpdate } from '../../domain/media/liveToVod';
import {
  CONVERTED_METADATA_FAILED,
  LIVE_TO_VOD_CANCEL_FAILED,
  LIVE_TO_VOD_FAILED,
  RESTORE_ORIGINAL_FAILURE,
} from '../../domain/media/mediaOps';
import type { RestoreOriginalRequest } from '../../domain/media/mediaOps';
import { rowsOf } from '../envelopeReader';
import type { HttpClient, TokenGetter } from '../httpClient';
import { createHttpClient } from '../httpClient';
import type { ProviderContext } from '../providerContext';
import { createProviderContext, segment } from '../providerContext';
import type { ServiceArea } from '../runtimeConfig';
import { serviceOf, withService } from '../serviceMethods';
import { MEDIA_OPS_METHOD_NAMES } from './methodNames';

/** An uploaded image and what its pixels showed (the service's answer to an upload). */
export interface UploadedItemImage {
  id: string;
  /** Where it is served (a gallery image's address names it: `?image=`). */
  u: string;
  type: string;
  size: number;
  width: number;
  height: number;
  /** The ratio recognised (spec section 5), else ''. */
  ar: string;
  /** The gallery ratio it matches, else the default 16x9. */
  r: string;
  ratioMatched: boolean;
}

export interface RestoreOriginalAnswer {
  id: string;
  key: string;
  st: string;
  restoredFrom: string;
}

export interface ReaggregateAnswer {
  id: string;
  au_ut: string;
}

/**
 * The media operations of issue 14 (spec section 7): restore original and re-aggregate (service
 * `catalog`), live-to-VOD convert, update, cancel and its list (service `live`), an item's image
 * upload and metadata (service `image`). Each rejects with ConsoleHttpError whose message is the
 * first error's description, else the spec's fallback ('Failed to submit Restore to Original
 * request', 'Live to VOD conversion failed!', 'Cancel operation failed!', 'Failed to retrieve
 * converted metadata' for the conversions list, 'Request failed').
 */
export interface MediaOpsMethods {
  restoreOriginal(request: RestoreOriginalRequest): Promise<RestoreOriginalAnswer>;
  reaggregate(type: string, id: string): Promise<ReaggregateAnswer>;
  listLiveToVod(eventId: string, signal?: AbortSignal): Promise<LiveToVodJob[]>;
  convertLiveToVod(request: LiveToVodRequest): Promise<LiveToVodJob>;
  updateLiveToVod(id: string, change: LiveToVodUpdate): Promise<LiveToVodJob>;
  cancelLiveToVod(id: string): Promise<LiveToVodJob>;
  /**
   * `POST /image/upload/{id}` (multipart, part 'file'): JPEG or PNG of an item; `onProgress` is
   * told how much of the file has been sent (0 to 1).
   */
  uploadItemImage(
    id: string,
    file: Blob,
    options?: { onProgress?: (fraction: number) => void },
  ): Promise<UploadedItemImage>;
  /** `GET /image/metadata/{id}` (`?image=` for a gallery image). */
  getImageMetadata(id: string, image?: string, signal?: AbortSignal): Promise<UploadedItemImage>;
}

export function createMediaOpsMethods(ctx: ProviderContext): MediaOpsMethods {
  const catalog = (path: string) => `${ctx.base('catalog')}${path}`;
  const l2v = (path: string) => `${ctx.base('live')}/l2v${path}`;
  const image = (path: string) => `${ctx.base('image')}/image${path}`;
  return {
    async restoreOriginal(request) {
      const response = await ctx.http<RestoreOriginalAnswer>(catalog('/restore/original'), {
        method: 'POST',
        body: { ...request },
        fallback: RESTORE_ORIGINAL_FAILURE,
      });
      return response.data;
    },
    async reaggregate(type, id) {
      const response = await ctx.http<ReaggregateAnswer>(
        catalog(`/aggregate/urn/resource/catalog/${segment(type)}/${segment(id)}`),
        { method: 'POST', fallback: 'Request failed' },
      );
      return response.data;
    },
    async listLiveToVod(eventId, signal) {
      const response = await ctx.http<LiveToVodJob[]>(l2v('/list'), {
        query: { eventId },
        fallback: CONVERTED_METADATA_FAILED,
        signal,
      });
      return rowsOf<LiveToVodJob>(response);
    },
    async convertLiveToVod(request) {
      const response = await ctx.http<LiveToVodJob>(l2v('/convert'), {
        method: 'POST',
        body: { ...request },
        fallback: LIVE_TO_VOD_FAILED,
      });
      return response.data;
    },
    async updateLiveToVod(id, change) {
      const response = await ctx.http<LiveToVodJob>(l2v(`/update/${segment(id)}`), {
        method: 'PUT',
        body: { ...change },
        fallback: 'Update operation failed',
      });
      return response.data;
    },
    async cancelLiveToVod(id) {
      const response = await ctx.http<LiveToVodJob>(l2v(`/cancel/${segment(id)}`), {
        method: 'PUT',
        fallback: LIVE_TO_VOD_CANCEL_FAILED,
      });
      return response.data;
    },
    async uploadItemImage(id, file, options) {
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : 'image');
      const response = await ctx.http<UploadedItemImage>(image(`/upload/${segment(id)}`), {
        method: 'POST',
        body: form,
        fallback: 'Request failed',
        onUploadProgress: options?.onProgress,
      });
      return response.data;
    },
    async getImageMetadata(id, imageName, signal) {
      const response = await ctx.http<UploadedItemImage>(image(`/metadata/${segment(id)}`), {
        query: { image: imageName },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return response.data;
    },
  };
}

export interface MediaOpsProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The media operations with their own envelope client, for the composition root. */
export function createMediaOpsProvider(options: MediaOpsProviderOptions): MediaOpsMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createMediaOpsMethods(createProviderContext(http, options.services, options.origin));
}

/** The console's data provider with the media operations added. */
export function withMediaOpsService<P extends DataProvider>(
  provider: P,
  methods: MediaOpsMethods,
): P & MediaOpsMethods {
  return withService(provider, methods);
}

/** The media operations of the console's data provider; a clear Error when missing. */
export function mediaOpsServiceOf(provider: DataProvider): MediaOpsMethods {
  return serviceOf<MediaOpsMethods>(
    provider,
    MEDIA_OPS_METHOD_NAMES,
    'media operations',
    'withMediaOpsService (dataProvider/mediaOps/mediaOpsProvider.ts)',
  );
}
