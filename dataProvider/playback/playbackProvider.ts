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
} from '../../domain/media/api';
import { rowsOf } from '../envelopeReader';
import { ConsoleHttpError } from '../errors';
import type { HttpClient, TokenGetter } from '../httpClient';
import { createHttpClient } from '../httpClient';
import type { ProviderContext } from '../providerContext';
import { createProviderContext, segment } from '../providerContext';
import type { ServiceArea } from '../runtimeConfig';
import { serviceOf, withService } from '../serviceMethods';
import { PLAYBACK_METHOD_NAMES } from './methodNames';

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
  /**
   * A manifest that plays exactly the smil ranges, in order: the browser's device registered
   * (once), each item authorized for it, then `POST /playback` (or `/remix` for a clip the user
   * composes, which takes the right to change items). Rejects with the service's reason, status
   * 403, when an item is not authorized.
   */
  requestPlayback(
    smil: readonly SmilItem[],
    options?: { remix?: boolean },
  ): Promise<PlaybackAnswer>;
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

/** Where the browser keeps its playback device id between visits. */
export interface DeviceStore {
  get(): string | undefined;
  set(deviceId: string): void;
}

/** The localStorage key of the browser's playback device id. */
export const DEVICE_ID_STORAGE_KEY = 'console.playbackDevice';

/** A device store in memory (tests; a browser without storage). */
export function memoryDeviceStore(): DeviceStore {
  let kept: string | undefined;
  return {
    get: () => kept,
    set: (deviceId) => {
      kept = deviceId;
    },
  };
}

/** The browser's localStorage, else memory. */
function browserDeviceStore(): DeviceStore {
  const storage = globalThis.localStorage as Storage | undefined;
  if (storage === undefined) return memoryDeviceStore();
  return {
    get: () => storage.getItem(DEVICE_ID_STORAGE_KEY) ?? undefined,
    set: (deviceId) => storage.setItem(DEVICE_ID_STORAGE_KEY, deviceId),
  };
}

/** A new device id the service accepts (letters, digits, '-' and '_', at most 64). */
function newDeviceId(): string {
  return `console-${globalThis.crypto.randomUUID()}`;
}

interface Authorization {
  authorized: boolean;
  reason?: string;
}

export function createPlaybackMethods(
  ctx: ProviderContext,
  devices: DeviceStore = browserDeviceStore(),
): PlaybackMethods {
  const url = (path: string) => `${ctx.base('playback')}${path}`;
  // The browser registers as a playback device once per console start (registering again is
  // harmless: the service keeps the first registration); a failed registration is tried again.
  let registered: Promise<string> | undefined;
  const device = (): Promise<string> => {
    registered ??= (async () => {
      const deviceId = devices.get() ?? newDeviceId();
      devices.set(deviceId);
      await ctx.http(url('/device/register'), {
        method: 'POST',
        body: { deviceId, platform: 'web', name: 'Console' },
        fallback: 'Request failed',
      });
      return deviceId;
    })().catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
    return registered;
  };
  const authorize = async (keys: readonly string[]): Promise<void> => {
    const deviceId = await device();
    const answers = await Promise.all(
      [...new Set(keys)].map(async (key) => {
        const response = await ctx.http<Authorization>(url('/authorize'), {
          method: 'POST',
          body: { deviceId, key },
          fallback: 'Request failed',
        });
        return response.data;
      }),
    );
    const refused = answers.find((answer) => !answer.authorized);
    if (refused) throw new ConsoleHttpError(refused.reason ?? 'Request failed', 403);
  };
  return {
    async getMedia(type, id, signal) {
      const response = await ctx.http<MediaInfo>(url(`/media/${segment(type)}/${segment(id)}`), {
        fallback: 'Request failed',
        signal,
      });
      return response.data;
    },

    async requestPlayback(smil, options = {}) {
      await authorize(smil.map((item) => item.key));
      const response = await ctx.http<PlaybackAnswer>(
        url(options.remix === true ? '/remix' : '/playback'),
        {
          method: 'POST',
          body: options.remix === true ? { smil: [...smil] } : playbackRequestOf(smil),
          fallback: 'Request failed',
        },
      );
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

/** The playback methods of the console's data provider; a clear Error when missing. */
export function playbackServiceOf(provider: DataProvider): PlaybackMethods {
  return serviceOf<PlaybackMethods>(
    provider,
    PLAYBACK_METHOD_NAMES,
    'playback',
    'withPlaybackService (dataProvider/playback/playbackProvider.ts)',
  );
}
