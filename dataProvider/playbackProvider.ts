import type { DataProvider } from 'react-admin';
import type {
  ClipSaveRequest,
  ClipSearchHit,
  MediaInfo,
  Mp4Job,
  Mp4Request,
  PlaybackAnswer,
  PlaybackRequest,
  ReadyForAirAnswer,
  SmilItem,
} from '../domain/media/api';
import { rowsOf } from './envelopeReader';
import type { HttpClient, TokenGetter } from './httpClient';
import { createHttpClient } from './httpClient';
import type { ProviderContext } from './providerContext';
import { createProviderContext, segment } from './providerContext';
import type { ServiceArea } from './runtimeConfig';
import { serviceOf, withService } from './serviceMethods';

/** The spec's MP4 fallback message (section 8): shown when a failed job says nothing better. */
export const MP4_FAILURE_MESSAGE = 'Error fetching MP4';

/**
 * The playback service's calls (spec sections 7 and 9; the contract is `domain/media/api.ts`),
 * under the `playback` service area: an item's media (made on first request, `processing` until
 * ready), a playback manifest for smil ranges (version 1.0, dash, TTML removed), MP4 jobs (start,
 * status, cancel), clip search and ready-for-air. Each rejects with `ConsoleHttpError` whose
 * message is the envelope's first error description, else the spec's fallback ('Request failed',
 * 'Error fetching MP4', 'Search Operation Failed'); a cancelled call rejects with the AbortError.
 */
export interface PlaybackMethods {
  getMedia(type: string, id: string, signal?: AbortSignal): Promise<MediaInfo>;
  /** A manifest that plays exactly the smil ranges, in order. */
  requestPlayback(smil: readonly SmilItem[]): Promise<PlaybackAnswer>;
  /** Starts an MP4 job (`sType` download, `subtitle` false are added here). */
  requestMp4(request: Omit<Mp4Request, 'sType' | 'subtitle'>): Promise<Mp4Job>;
  getMp4Job(id: string, signal?: AbortSignal): Promise<Mp4Job>;
  cancelMp4Job(id: string): Promise<Mp4Job>;
  /** Saved clips whose names, descriptions or segment notes match, best first. */
  searchClips(query: string, signal?: AbortSignal): Promise<ClipSearchHit[]>;
  /** Saves the editor's clip (an item of CLIP_TYPE, a draft); answers the stored clip. */
  saveClip(clip: ClipSaveRequest): Promise<{ id: string }>;
  /** Makes a short video item from a saved clip (ready-for-air). */
  readyForAir(clipId: string): Promise<ReadyForAirAnswer>;
}

/** The playback request's fixed parts (spec section 9). */
export function playbackRequestOf(smil: readonly SmilItem[]): PlaybackRequest {
  return {
    dp: { p: 'none', v: '1.0' },
    filter: { pipeline: 'ttml_removal' },
    sType: 'dash',
    smil: [...smil],
  };
}

export function createPlaybackMethods(ctx: ProviderContext): PlaybackMethods {
  const url = (path: string) => `${ctx.base('playback')}${path}`;
  return {
    async getMedia(type, id, signal) {
      const response = await ctx.http<MediaInfo>(url(`/media/${segment(type)}/${segment(id)}`), {
        fallback: 'Request failed',
        signal,
      });
      return response.data;
    },

    async requestPlayback(smil) {
      const response = await ctx.http<PlaybackAnswer>(url('/playback'), {
        method: 'POST',
        body: playbackRequestOf(smil),
        fallback: 'Request failed',
      });
      return response.data;
    },

    async requestMp4(request) {
      const body: Mp4Request = { sType: 'download', subtitle: false, ...request };
      const response = await ctx.http<Mp4Job>(url('/download/mp4'), {
        method: 'POST',
        body,
        fallback: MP4_FAILURE_MESSAGE,
      });
      return response.data;
    },

    async getMp4Job(id, signal) {
      const response = await ctx.http<Mp4Job>(url(`/download/mp4/${segment(id)}`), {
        fallback: MP4_FAILURE_MESSAGE,
        signal,
      });
      return response.data;
    },

    async cancelMp4Job(id) {
      const response = await ctx.http<Mp4Job>(url(`/download/mp4/${segment(id)}`), {
        method: 'DELETE',
        fallback: 'Cancel operation failed!',
      });
      return response.data;
    },

    async searchClips(query, signal) {
      const response = await ctx.http<ClipSearchHit[]>(url('/query_stc'), {
        query: { query: query.trim(), embedding_type: 'text' },
        fallback: 'Search Operation Failed',
        signal,
      });
      return rowsOf<ClipSearchHit>(response);
    },

    async saveClip(clip) {
      const response = await ctx.http<{ id: string }>(url('/clips'), {
        method: 'POST',
        body: clip,
        fallback: 'Create operation failed!',
      });
      return response.data;
    },

    async readyForAir(clipId) {
      const response = await ctx.http<ReadyForAirAnswer>(url('/clip'), {
        method: 'POST',
        body: { id: clipId },
        fallback: 'Create operation failed!',
      });
      return response.data;
    },
  };
}

export interface PlaybackProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The playback methods with their own envelope client, for the composition root. */
export function createPlaybackProvider(options: PlaybackProviderOptions): PlaybackMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createPlaybackMethods(createProviderContext(http, options.services, options.origin));
}

/** The console's data provider with the playback methods added. */
export function withPlaybackService<P extends DataProvider>(
  provider: P,
  methods: PlaybackMethods,
): P & PlaybackMethods {
  return withService(provider, methods);
}

const METHOD_NAMES: readonly (keyof PlaybackMethods)[] = [
  'getMedia',
  'requestPlayback',
  'requestMp4',
  'getMp4Job',
  'cancelMp4Job',
  'searchClips',
  'saveClip',
  'readyForAir',
];

/** The playback methods of the console's data provider; a clear Error when missing. */
export function playbackServiceOf(provider: DataProvider): PlaybackMethods {
  return serviceOf<PlaybackMethods>(
    provider,
    METHOD_NAMES,
    'playback',
    'withPlaybackService (dataProvider/playbackProvider.ts)',
  );
}
