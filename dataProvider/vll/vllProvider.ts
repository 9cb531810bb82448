import type { DataProvider } from 'react-admin';
import type { GuideAiring, Ingestion } from '../../domain/epg/api';
import type { IngestionKind, OnDemandRequest } from '../../domain/epg/ingestion';
import { PLAYOUT_PATHS } from '../../domain/programs/playout';
import type {
  ChannelEvents,
  DynamicInterstitial,
  DynamicInterstitialRequest,
  PlayoutChannel,
} from '../../domain/programs/playout';
import { rowsOf } from '../envelopeReader';
import type { HttpClient, TokenGetter } from '../httpClient';
import { createHttpClient } from '../httpClient';
import type { ProviderContext } from '../providerContext';
import { createProviderContext, segment } from '../providerContext';
import type { ServiceArea } from '../runtimeConfig';
import { serviceOf, withService } from '../serviceMethods';
import { VLL_METHOD_NAMES } from './methodNames';

export type { GuideAiring, Ingestion };
export type { ChannelEvents, DynamicInterstitial, DynamicInterstitialRequest, PlayoutChannel };

/** An uploaded image as the image service answers it. */
export interface UploadedChannelImage {
  id: string;
  u: string;
  size: number;
  type: string;
}

/** A virtual channel version as the number change answers it. */
export interface NumberedChannel {
  id: string;
  key: string;
  ut: string;
  st: string;
  cn?: number;
  lon?: { lang?: string; n?: string }[];
}

/** One channel day on which a program airs (GET /program/{id}/usage). */
export interface ProgramUsageRow {
  channelId: string;
  channelName: string;
  dt: string;
  st: string;
  airings: number;
  firstStart: string;
}

/** A live channel's guide for a day: its latest ingestion and the airings. */
/** One live event of the EPG page (`GET /epg/events`): its names, live window and teams. */
export interface EpgLiveEvent {
  id: string;
  type: string;
  /** The name in the asked language, else English, else the first. */
  title: string;
  lon: { lang: string; n: string }[];
  status: string;
  lws: string;
  lwe: string;
  tms: { id: string; name: string; lon: { lang: string; n: string }[] }[];
}

export interface GuideChannel {
  channelId: string;
  name: string;
  cn: number | null;
  ingestion: Ingestion | null;
  airings: GuideAiring[];
}

/** One guide airing with its channel, day, the guide's ingestion status and whether it started. */
export interface AiringDetail {
  airing: GuideAiring;
  channelId: string;
  channelName: string;
  day: string;
  status: string;
  /** Started at or before now (the server's clock): shown read-only. */
  past: boolean;
}

export interface AiringChange {
  mode: 'edit' | 'lock' | 'unlock';
  title?: string;
  a_st_dt?: string;
  a_ed_dt?: string;
}

/**
 * The virtual channel and EPG calls of issue 10 (spec section 7): a virtual channel's number
 * change and a program's usage (service `vll`), the channels' guide of a day, on-demand
 * ingestion (EPG, or event with teamId), its status, cancelling it, and an airing's edit by mode
 * (service `epg`). Each rejects with ConsoleHttpError whose message is the first error's
 * description, else the spec's fallback ('Fetch program usage failed', 'EPG re-process failed',
 * 'Event re-process failed', 'Cancel operation failed!', 'Update operation failed').
 */
export interface VllMethods {
  changeChannelNumber(
    id: string,
    change: { cn: number; key: string; ut: string },
  ): Promise<NumberedChannel>;
  getProgramUsage(id: string, signal?: AbortSignal): Promise<ProgramUsageRow[]>;
  getEpgGuide(day: string, signal?: AbortSignal): Promise<GuideChannel[]>;
  getEpgLiveEvents(day: string, lang: string, signal?: AbortSignal): Promise<EpgLiveEvent[]>;
  startIngestion(kind: IngestionKind, request: OnDemandRequest): Promise<Ingestion>;
  getIngestionStatus(
    kind: IngestionKind,
    ids: readonly string[],
    signal?: AbortSignal,
  ): Promise<Ingestion[]>;
  resetIngestion(kind: IngestionKind, id: string): Promise<Ingestion>;
  /** `GET status?channelId=`: a channel's or event's latest ingestion (any day); null when none. */
  getLatestIngestion(
    kind: IngestionKind,
    channelId: string,
    signal?: AbortSignal,
  ): Promise<Ingestion | null>;
  updateAiring(id: string, change: AiringChange): Promise<GuideAiring>;
  /** `GET airing/{id}`: one guide airing for its editor. */
  getAiring(id: string, signal?: AbortSignal): Promise<AiringDetail>;
  /** `GET channels`: the product's virtual channels with their playout state. */
  listPlayoutChannels(signal?: AbortSignal): Promise<PlayoutChannel[]>;
  /** `GET channels/{id}/events?start=&end=`: what plays on a channel between two instants. */
  getChannelEvents(
    id: string,
    range: { start: string; end: string },
    signal?: AbortSignal,
  ): Promise<ChannelEvents>;
  /** `POST channels/{id}` `{channel_start_time}`. */
  setChannelStartTime(id: string, channelStartTime: string): Promise<PlayoutChannel>;
  /** `POST dynamic-interstitials`. */
  addDynamicInterstitial(request: DynamicInterstitialRequest): Promise<DynamicInterstitial>;
  /** `POST /image/upload/{id}` (multipart): a channel's image, JPEG or PNG. */
  uploadChannelImage(id: string, file: Blob): Promise<UploadedChannelImage>;
}

export function createVllMethods(ctx: ProviderContext): VllMethods {
  const vll = (path: string) => `${ctx.base('vll')}${path}`;
  const epg = (path: string) => `${ctx.base('epg')}/epg${path}`;
  const ingestion = (kind: IngestionKind) => (kind === 'epg' ? '/ingestion' : '/event/ingestion');
  const failed = (kind: IngestionKind) =>
    kind === 'epg' ? 'EPG re-process failed' : 'Event re-process failed';
  return {
    async changeChannelNumber(id, change) {
      const response = await ctx.http<NumberedChannel>(
        vll(`/virtuallivechannel/${segment(id)}/channelnumber`),
        { method: 'PUT', body: change, fallback: 'Update operation failed' },
      );
      return response.data;
    },
    async getProgramUsage(id, signal) {
      const response = await ctx.http<ProgramUsageRow[]>(vll(`/program/${segment(id)}/usage`), {
        fallback: 'Fetch program usage failed',
        signal,
      });
      return rowsOf<ProgramUsageRow>(response);
    },
    async getEpgGuide(day, signal) {
      const response = await ctx.http<GuideChannel[]>(epg('/guide'), {
        query: { day },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return rowsOf<GuideChannel>(response);
    },
    async getEpgLiveEvents(day, lang, signal) {
      const response = await ctx.http<EpgLiveEvent[]>(epg('/events'), {
        query: { day, lang },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return rowsOf<EpgLiveEvent>(response);
    },
    async startIngestion(kind, request) {
      const response = await ctx.http<Ingestion>(epg(`${ingestion(kind)}/ondemand`), {
        method: 'POST',
        body: request,
        fallback: failed(kind),
      });
      return response.data;
    },
    async getIngestionStatus(kind, ids, signal) {
      const response = await ctx.http<Ingestion[]>(epg(`${ingestion(kind)}/status`), {
        query: { ids: ids.join(',') },
        fallback: 'Request failed',
        signal,
      });
      return rowsOf<Ingestion>(response);
    },
    async getLatestIngestion(kind, channelId, signal) {
      const response = await ctx.http<Ingestion[]>(epg(`${ingestion(kind)}/status`), {
        query: { channelId },
        fallback: 'Request failed',
        signal,
      });
      return rowsOf<Ingestion>(response)[0] ?? null;
    },
    async resetIngestion(kind, id) {
      const response = await ctx.http<Ingestion>(epg(`${ingestion(kind)}/reset/${segment(id)}`), {
        method: 'DELETE',
        fallback: 'Cancel operation failed!',
      });
      return response.data;
    },
    async getAiring(id, signal) {
      const response = await ctx.http<AiringDetail>(epg(`/airing/${segment(id)}`), {
        fallback: 'Failed to retrieve data',
        signal,
      });
      return response.data;
    },
    async listPlayoutChannels(signal) {
      const response = await ctx.http<PlayoutChannel[]>(vll(PLAYOUT_PATHS.channels), {
        fallback: 'Failed to retrieve data',
        signal,
      });
      return rowsOf<PlayoutChannel>(response);
    },
    async getChannelEvents(id, range, signal) {
      const response = await ctx.http<ChannelEvents>(vll(PLAYOUT_PATHS.events(id)), {
        query: range,
        fallback: 'Failed to retrieve data',
        signal,
      });
      return response.data;
    },
    async setChannelStartTime(id, channelStartTime) {
      const response = await ctx.http<PlayoutChannel>(vll(PLAYOUT_PATHS.channel(id)), {
        method: 'POST',
        body: { channel_start_time: channelStartTime },
        fallback: 'Update operation failed',
      });
      return response.data;
    },
    async addDynamicInterstitial(request) {
      const response = await ctx.http<DynamicInterstitial>(vll(PLAYOUT_PATHS.interstitials), {
        method: 'POST',
        body: { ...request },
        fallback: 'Create operation failed!',
      });
      return response.data;
    },
    async uploadChannelImage(id, file) {
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : 'image');
      const response = await ctx.http<UploadedChannelImage>(
        `${ctx.base('image')}/image/upload/${segment(id)}`,
        { method: 'POST', body: form, fallback: 'Request failed' },
      );
      return response.data;
    },
    async updateAiring(id, change) {
      const response = await ctx.http<GuideAiring>(epg(`/airing/${segment(id)}`), {
        method: 'PUT',
        body: change,
        fallback: 'Update operation failed',
      });
      return response.data;
    },
  };
}

export interface VllProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The virtual channel and EPG methods with their own envelope client, for the composition root. */
export function createVllProvider(options: VllProviderOptions): VllMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createVllMethods(createProviderContext(http, options.services, options.origin));
}

/** The console's data provider with the virtual channel and EPG methods added. */
export function withVllService<P extends DataProvider>(
  provider: P,
  methods: VllMethods,
): P & VllMethods {
  return withService(provider, methods);
}

/** The virtual channel and EPG methods of the console's data provider; a clear Error when missing. */
export function vllServiceOf(provider: DataProvider): VllMethods {
  return serviceOf<VllMethods>(
    provider,
    VLL_METHOD_NAMES,
    'virtual channel and EPG',
    'withVllService (dataProvider/vll/vllProvider.ts)',
  );
}
