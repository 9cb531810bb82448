import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { successEnvelope } from '../../domain/envelope';
import { LOCALE_CODES } from '../../domain/languages';
import { CLIP_TYPE, MEDIA_FPS, MEDIA_QUALITIES, SHORT_TYPE } from '../../domain/media/api';
import type {
  MediaInfo,
  MediaQuality,
  Mp4Request,
  PlaybackAnswer,
  PlaybackRange,
  SmilItem,
} from '../../domain/media/api';
import type { FrameRange } from '../../domain/media/frames';
import {
  isRangeProblem,
  keyframeSeconds,
  mapToSource,
  resolveSmilRange,
  totalFrames,
} from '../../domain/media/frames';
import type { Action } from '../../domain/permissions/actions';
import type { PageResource } from '../../domain/permissions/pages';
import { can } from '../../domain/permissions/permissionsFor';
import { createContent } from '../content/contentService';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import { findOwnJob } from '../store/jobRepository';
import { MP4_JOB_KIND, cancelMp4Job } from '../store/mediaRepository';
import { insertMetaIfAbsent, readMeta } from '../store/metaRepository';
import { clipSmil, searchClips } from '../media/clips';
import { hasMedia, itemSeconds, loadMediaItem } from '../media/mediaItems';
import type { MediaService } from '../media/mediaService';
import { FILES_PATH } from '../media/mediaUrls';
import { createMp4Job, mp4Disposition, mp4View } from '../media/mp4Jobs';
import { DEMO_LAYOUT, layoutQualities } from '../media/sourceMedia';
import type { MediaLayout } from '../media/sourceMedia';
import type { ResourceType } from '../resourceCatalog';
import type { RouteDeps } from './context';
import { envelopeResponses, idParams, requestProduct, writeContext } from './context';

const MAX_RANGES = 50;
/** The page of every VOD type (movies, episodes, shorts...): playing needs view, cutting update. */
const VOD_PAGE: PageResource = 'cp_datastore';

/** The caller's permission on a page, checked before anything is looked up (403 first). */
function allow(request: FastifyRequest, action: Action, page: PageResource): void {
  if (!can(currentUser(request), action, page))
    throw forbidden(`You do not have permission to ${action} on ${page}`);
}
const smilItemSchema = {
  type: 'object',
  required: ['key', 'start', 'end'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 200 },
    start: { type: 'number', minimum: 0 },
    end: { type: 'number', minimum: 0 },
    vrt: { type: 'string', maxLength: 200 },
    fps: { type: 'number', exclusiveMinimum: 0, maximum: 120 },
  },
} as const;
const smilSchema = { type: 'array', minItems: 1, maxItems: MAX_RANGES, items: smilItemSchema };

const playbackBody = {
  type: 'object',
  required: ['dp', 'filter', 'sType', 'smil'],
  additionalProperties: false,
  properties: {
    dp: {
      type: 'object',
      required: ['p', 'v'],
      additionalProperties: false,
      properties: { p: { const: 'none' }, v: { const: '1.0' } },
    },
    filter: {
      type: 'object',
      required: ['pipeline'],
      additionalProperties: false,
      properties: { pipeline: { const: 'ttml_removal' } },
    },
    sType: { const: 'dash' },
    smil: smilSchema,
  },
} as const;

const localizedNames = {
  type: 'array',
  maxItems: 20,
  items: {
    type: 'object',
    required: ['lang', 'n'],
    additionalProperties: false,
    properties: {
      lang: { type: 'string', enum: ['en', 'zh', 'ms', 'ta'] },
      n: { type: 'string', minLength: 1, maxLength: 500 },
    },
  },
} as const;

const mp4Body = {
  type: 'object',
  required: ['sType', 'quality', 'smil'],
  additionalProperties: false,
  properties: {
    sType: { const: 'download' },
    bandwidth: {
      type: 'object',
      additionalProperties: false,
      properties: {
        audio: { type: 'integer', minimum: 0, maximum: 512_000 },
        video: { type: 'integer', minimum: 0, maximum: 50_000_000 },
      },
    },
    subtitle: { const: false },
    quality: { type: 'string', enum: [...MEDIA_QUALITIES] },
    lon: localizedNames,
    smil: smilSchema,
  },
} as const;

/**
 * A short's names: the clip's, in each of the console's four languages (a language the clip has
 * no name in takes its first name), so the short video lists show it named whatever the language.
 */
function namesInEveryLanguage(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const names = (value as { lang?: unknown; n?: unknown }[]).filter(
    (entry): entry is { lang: string; n: string } =>
      typeof entry.lang === 'string' && typeof entry.n === 'string' && entry.n.trim() !== '',
  );
  const first = names[0];
  if (!first) return value;
  return [
    ...names,
    ...LOCALE_CODES.filter((lang) => !names.some((entry) => entry.lang === lang)).map((lang) => ({
      lang,
      n: first.n,
    })),
  ];
}

/** Bit rates of an MP4 when the request's bandwidth leaves them at 0 (or out). */
const DEFAULT_VIDEO_BITRATE: Record<MediaQuality, number> = {
  'Full HD': 4_000_000,
  HD: 2_000_000,
  SD: 700_000,
};
const MIN_VIDEO_BITRATE = 100_000;
const MIN_AUDIO_BITRATE = 32_000;

/**
 * The frames of each smil item (items with media in the request's product, `action` allowed on
 * their type's page) as ranges of the demo source, in order; a problem is a 4xx naming the field.
 */
async function resolveSmil(
  deps: RouteDeps,
  request: FastifyRequest,
  smil: readonly SmilItem[],
  action: Action,
): Promise<{ ranges: PlaybackRange[]; source: FrameRange[]; layout: MediaLayout }> {
  const ranges: PlaybackRange[] = [];
  const source: FrameRange[] = [];
  let layout: MediaLayout | undefined;
  for (const [index, entry] of smil.entries()) {
    const item = await loadMediaItem(deps, request, entry.key, action, `/smil/${index}/key`);
    if (layout && layout.prefix !== item.layout.prefix) {
      const description = `/smil/${index}/key: ranges of a live-to-VOD recording cannot be joined with other media`;
      throw badRequest(description, [{ code: 400, field: `/smil/${index}/key`, description }]);
    }
    layout = item.layout;
    const range = resolveSmilRange(entry, item.frameCount, `/smil/${index}`);
    if (isRangeProblem(range))
      throw badRequest(range.message, [
        { code: 400, field: range.field, description: range.message },
      ]);
    ranges.push({ key: entry.key, ...range });
    source.push(...mapToSource(item.pieces, range));
  }
  return { ranges, source, layout: layout ?? DEMO_LAYOUT };
}

/**
 * The playback service (issue 14; spec sections 7 and 9; shapes in domain/media/api.ts), under
 * `/api/playback`: an item's media, playback and remix manifests of smil ranges, frame-accurate
 * MP4 jobs, clip search, ready-for-air, device registration and playback authorization, and the
 * media files themselves behind signed URLs.
 */
export function registerPlaybackRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  media: MediaService,
): void {
  const sourceReadyOr409 = async () => {
    const state = await media.source.ensure();
    if (state.status === 'failed') throw new ApiError(502, state.message);
    if (state.status === 'processing')
      throw conflict('The media is still being made; ask again in a few seconds');
  };

  const playbackAnswer = async (
    request: FastifyRequest,
    smil: readonly SmilItem[],
    action: Action,
  ): Promise<PlaybackAnswer> => {
    const { ranges, source, layout } = await resolveSmil(deps, request, smil, action);
    // A live-to-VOD item's own media exists with the item; the demo source may still be made.
    if (layout === DEMO_LAYOUT) await sourceReadyOr409();
    let prefix: string;
    try {
      prefix = await media.cuts.make(source, layout);
    } catch (error) {
      throw new ApiError(502, error instanceof Error ? error.message : 'Playback failed');
    }
    return {
      manifestUrl: await media.urls.url(prefix, 'manifest.mpd'),
      durationSeconds: totalFrames(source) / MEDIA_FPS,
      ranges,
    };
  };

  app.get<{ Params: { type: string; id: string } }>(
    '/media/:type/:id',
    {
      schema: {
        summary: "Reads an item's media: its status and, once ready, its manifest address.",
        response: envelopeResponses,
        params: {
          type: 'object',
          required: ['type', 'id'],
          properties: {
            type: { type: 'string', pattern: '^[a-z_][a-z0-9_]{0,63}$' },
            id: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const type = deps.catalog.get(request.params.type);
      if (!type || !hasMedia(type)) throw notFound(`Media of ${request.params.type}`);
      allow(request, 'view', type.list.resource);
      const item = await loadMediaItem(deps, request, request.params.id, 'view', '/id');
      if (item.type.type !== request.params.type)
        throw notFound(`${request.params.type} ${request.params.id}`);
      const whole =
        item.pieces.length === 1 &&
        item.pieces[0]?.startFrame === 0 &&
        item.pieces[0].endFrame === item.layout.frames - 1;
      const own = item.layout !== DEMO_LAYOUT;
      // A live-to-VOD item's own media is ready once the item exists (made before it).
      const state = own ? ({ status: 'ready' } as const) : await media.source.ensure();
      let status = state.status;
      let message = state.status === 'failed' ? state.message : undefined;
      let manifestUrl: string | undefined;
      if (status === 'ready' && whole) {
        manifestUrl = await media.urls.url(item.layout.prefix, 'manifest.mpd');
      } else if (status === 'ready') {
        // A clip or a short: its cut, made in the background on first request.
        if (media.cuts.isReady(item.pieces, item.layout)) {
          manifestUrl = await media.urls.url(
            media.cuts.prefixOf(item.pieces, item.layout),
            'manifest.mpd',
          );
        } else {
          const failure = media.cuts.failureOf(item.pieces, item.layout);
          media.cuts.make(item.pieces, item.layout).catch(() => undefined);
          status = failure ? 'failed' : 'processing';
          message = failure;
        }
      }
      const info: MediaInfo = {
        key: item.id,
        type: item.type.type,
        id: item.id,
        title: item.title,
        durationSeconds: itemSeconds(item),
        frameCount: item.frameCount,
        fps: MEDIA_FPS,
        qualities: layoutQualities(item.layout),
        keyframeSeconds: keyframeSeconds(item.frameCount),
        status,
        ...(message !== undefined ? { message } : {}),
        ...(manifestUrl !== undefined ? { manifestUrl } : {}),
        // The demo media's first making: how far it is, and about how long is left.
        ...(state.status === 'processing' && state.progress !== undefined
          ? { progress: state.progress }
          : {}),
        ...(state.status === 'processing' && state.etaSeconds !== undefined
          ? { etaSeconds: state.etaSeconds }
          : {}),
      };
      return successEnvelope(info);
    },
  );

  app.post<{ Body: { smil: SmilItem[] } }>(
    '/playback',
    {
      schema: {
        summary: "Makes a playback manifest from ranges of items' media.",
        response: envelopeResponses,
        body: playbackBody,
      },
    },
    async (request) => {
      allow(request, 'view', VOD_PAGE);
      return successEnvelope(await playbackAnswer(request, request.body.smil, 'view'));
    },
  );

  app.post<{ Body: { smil: SmilItem[] } }>(
    '/remix',
    {
      schema: {
        summary: "Makes a remix manifest from ranges of items' media.",
        response: envelopeResponses,
        body: {
          type: 'object',
          required: ['smil'],
          additionalProperties: false,
          properties: { smil: smilSchema },
        },
      },
    },
    async (request) => {
      allow(request, 'update', VOD_PAGE);
      return successEnvelope(await playbackAnswer(request, request.body.smil, 'update'));
    },
  );

  app.post<{ Body: Mp4Request }>(
    '/download/mp4',
    {
      schema: {
        summary: "Starts a frame-accurate MP4 job from ranges of items' media.",
        response: envelopeResponses,
        body: mp4Body,
      },
    },
    async (request, reply) => {
      allow(request, 'update', VOD_PAGE);
      const user = currentUser(request);
      const product = requestProduct(request, user);
      const body = request.body;
      const { source, layout } = await resolveSmil(deps, request, body.smil, 'update');
      if (!layoutQualities(layout).includes(body.quality)) {
        const description = `/quality: ${body.quality} is not offered for this media (${layoutQualities(layout).join(', ')})`;
        throw badRequest(description, [{ code: 400, field: '/quality', description }]);
      }
      const video = body.bandwidth?.video ?? 0;
      const audio = body.bandwidth?.audio ?? 0;
      if (video > 0 && video < MIN_VIDEO_BITRATE)
        throw badRequest(`/bandwidth/video must be 0 (default) or at least ${MIN_VIDEO_BITRATE}`, [
          {
            code: 400,
            field: '/bandwidth/video',
            description: `/bandwidth/video must be 0 (default) or at least ${MIN_VIDEO_BITRATE}`,
          },
        ]);
      if (audio > 0 && audio < MIN_AUDIO_BITRATE)
        throw badRequest(`/bandwidth/audio must be 0 (default) or at least ${MIN_AUDIO_BITRATE}`, [
          {
            code: 400,
            field: '/bandwidth/audio',
            description: `/bandwidth/audio must be 0 (default) or at least ${MIN_AUDIO_BITRATE}`,
          },
        ]);
      const job = await createMp4Job(deps.db, {
        user,
        product,
        quality: body.quality,
        ranges: source,
        ...(layout !== DEMO_LAYOUT ? { layout } : {}),
        videoBitrate: video || DEFAULT_VIDEO_BITRATE[body.quality],
        audioBitrate: audio || 128_000,
        lon: body.lon ?? [],
      });
      // Start making the source now if nobody has (the job waits for it).
      if (layout === DEMO_LAYOUT) await media.source.ensure();
      return reply.code(202).send(successEnvelope(await mp4View(job, media.urls, media.mediaDir)));
    },
  );

  const ownMp4Job = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    requestProduct(request);
    const job = await findOwnJob(deps.db, request.params.id, currentUser(request).uid);
    if (!job || job.kind !== MP4_JOB_KIND) throw notFound(`MP4 job ${request.params.id}`);
    return job;
  };

  app.get<{ Params: { id: string } }>(
    '/download/mp4/:id',
    {
      schema: {
        summary: "Reads one of the caller's MP4 jobs, with its download address once made.",
        response: envelopeResponses,
        params: idParams,
      },
    },
    async (request) => {
      allow(request, 'view', VOD_PAGE);
      return successEnvelope(await mp4View(await ownMp4Job(request), media.urls, media.mediaDir));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/download/mp4/:id',
    {
      schema: {
        summary: "Cancels one of the caller's MP4 jobs that has not ended.",
        response: envelopeResponses,
        params: idParams,
      },
    },
    async (request) => {
      allow(request, 'update', VOD_PAGE);
      const job = await ownMp4Job(request);
      if (!(await cancelMp4Job(deps.db, job.id, currentUser(request).uid)))
        throw conflict(
          `MP4 job ${job.id} is already ${job.status}`,
          await mp4View(job, media.urls, media.mediaDir),
        );
      return successEnvelope(await mp4View(await ownMp4Job(request), media.urls, media.mediaDir));
    },
  );

  app.get<{ Querystring: { query: string; embedding_type?: string } }>(
    '/query_stc',
    {
      schema: {
        summary: "Searches the product's clips by their names.",
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['query'],
          properties: {
            query: { type: 'string', minLength: 3, maxLength: 200 },
            // Both search the same text in the four languages (no embeddings here).
            embedding_type: { type: 'string', enum: ['text', 'multilingual'] },
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // Clips are the video editor's work: whoever may open the editor may search them.
      allow(request, 'view', VOD_PAGE);
      const query = request.query.query.trim();
      if (query.length < 3)
        throw badRequest('/query must be at least 3 characters', [
          { code: 400, field: '/query', description: '/query must be at least 3 characters' },
        ]);
      const hits = await searchClips(deps.db, requestProduct(request, user), query);
      return successEnvelope(hits, hits.length);
    },
  );

  // Saving the editor's clip: a clip (an item of CLIP_TYPE) is the video editor's work, so the
  // editor's page decides who may save it (create on cp_datastore), not the CMS store's page the
  // catalogue API checks clips on. Its ranges are checked as a playback request's (4xx, nothing
  // stored); the rest (names, segments and their kinds, notes, markers) as the catalogue's.
  app.post<{ Body: { lon: unknown; lod?: unknown; sg: unknown[] } }>(
    '/clips',
    {
      schema: {
        summary: 'Saves a clip made in the video editor.',
        response: envelopeResponses,
        body: {
          type: 'object',
          required: ['lon', 'sg'],
          additionalProperties: false,
          properties: {
            lon: { ...localizedNames, minItems: 1 },
            lod: localizedNames,
            sg: { type: 'array', minItems: 1, maxItems: MAX_RANGES, items: { type: 'object' } },
          },
        },
      },
    },
    async (request, reply) => {
      allow(request, 'create', VOD_PAGE);
      const clipType = deps.catalog.get(CLIP_TYPE);
      if (!clipType) throw notFound(`Resource type ${CLIP_TYPE}`);
      const body = { lon: request.body.lon, sg: request.body.sg } as Record<string, unknown>;
      if (request.body.lod !== undefined) body.lod = request.body.lod;
      const smil = clipSmil(body);
      if (smil.length === 0) {
        const description = '/sg: a clip needs at least one vod segment with ctkey, sp and ep';
        throw badRequest(description, [{ code: 400, field: '/sg', description }]);
      }
      await resolveSmil(deps, request, smil, 'view');
      const checkedOnEditor: ResourceType = {
        ...clipType,
        list: { ...clipType.list, resource: VOD_PAGE },
      };
      const doc = await createContent(writeContext(deps, request), checkedOnEditor, {
        cty: CLIP_TYPE,
        ...body,
      });
      return reply.code(201).send(successEnvelope(doc));
    },
  );

  for (const path of ['/clip', '/processShort']) {
    app.post<{ Body: { id: string } }>(
      path,
      {
        schema: {
          summary: "Makes a clip ready for air: a short made from the clip's ranges.",
          response: envelopeResponses,
          body: {
            type: 'object',
            required: ['id'],
            additionalProperties: false,
            properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
          },
        },
      },
      async (request, reply) => {
        allow(request, 'create', VOD_PAGE);
        requestProduct(request);
        const clip = await loadMediaItem(deps, request, request.body.id, 'view', '/id');
        if (clip.type.type !== CLIP_TYPE)
          throw badRequest(`/id: ${request.body.id} is a ${clip.type.type}, not a clip`, [
            {
              code: 400,
              field: '/id',
              description: `/id: ${request.body.id} is a ${clip.type.type}, not a clip`,
            },
          ]);
        const smil = clipSmil(clip.doc);
        if (smil.length === 0)
          throw badRequest(`/id: clip ${clip.id} has no ranges to make ready for air`, [
            {
              code: 400,
              field: '/id',
              description: `/id: clip ${clip.id} has no ranges to make ready for air`,
            },
          ]);
        const shortType = deps.catalog.get(SHORT_TYPE);
        if (!shortType) throw notFound(`Resource type ${SHORT_TYPE}`);
        const segments = (Array.isArray(clip.doc.sg) ? (clip.doc.sg as object[]) : []).filter(
          (segment) => (segment as { seg_ty?: unknown }).seg_ty === 'vod',
        );
        const doc = await createContent(writeContext(deps, request), shortType, {
          lon: namesInEveryLanguage(clip.doc.lon),
          ...(clip.doc.lod !== undefined ? { lod: clip.doc.lod } : {}),
          sg: segments,
          rt: Math.round(itemSeconds(clip)),
        });
        return reply.code(201).send(
          successEnvelope({
            id: doc.id,
            key: doc.key,
            cty: SHORT_TYPE,
            name: clip.title,
            durationSeconds: itemSeconds(clip),
          }),
        );
      },
    );
  }

  app.post<{ Body: { deviceId: string; platform: string; name?: string } }>(
    '/device/register',
    {
      schema: {
        summary: 'Registers a device of the signed-in user for playback.',
        response: envelopeResponses,
        body: {
          type: 'object',
          required: ['deviceId', 'platform'],
          additionalProperties: false,
          properties: {
            deviceId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
            platform: { type: 'string', enum: ['web', 'tv', 'mobile'] },
            name: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      allow(request, 'view', VOD_PAGE);
      const user = currentUser(request);
      requestProduct(request, user);
      const key = `playback_device:${user.uid}:${request.body.deviceId}`;
      const registration = {
        deviceId: request.body.deviceId,
        platform: request.body.platform,
        registeredAt: new Date().toISOString(),
      };
      // The first registration of a device stays (registering again is harmless).
      await insertMetaIfAbsent(deps.db, key, JSON.stringify(registration));
      return successEnvelope(JSON.parse((await readMeta(deps.db, key)) ?? '{}') as object);
    },
  );

  app.post<{ Body: { deviceId: string; key: string } }>(
    '/authorize',
    {
      schema: {
        summary: 'Tells whether a registered device may play an item.',
        response: envelopeResponses,
        body: {
          type: 'object',
          required: ['deviceId', 'key'],
          additionalProperties: false,
          properties: {
            deviceId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
            key: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      allow(request, 'view', VOD_PAGE);
      const user = currentUser(request);
      const item = await loadMediaItem(deps, request, request.body.key, 'view', '/key');
      const device = await readMeta(
        deps.db,
        `playback_device:${user.uid}:${request.body.deviceId}`,
      );
      if (!device)
        return successEnvelope({
          authorized: false,
          key: item.id,
          reason: `Device ${request.body.deviceId} is not registered`,
        });
      const whole =
        item.pieces.length === 1 &&
        item.pieces[0]?.startFrame === 0 &&
        item.pieces[0].endFrame === item.layout.frames - 1;
      const own = item.layout !== DEMO_LAYOUT;
      const ready = whole
        ? own || media.source.isReady()
        : media.cuts.isReady(item.pieces, item.layout);
      if (!ready && !own) await media.source.ensure();
      return successEnvelope({
        authorized: true,
        key: item.id,
        ...(ready
          ? {
              manifestUrl: await media.urls.url(
                whole ? item.layout.prefix : media.cuts.prefixOf(item.pieces, item.layout),
                'manifest.mpd',
              ),
            }
          : { reason: 'The media is still being made' }),
      });
    },
  );

  // The files: no bearer token (the player fetches them); the signed token in the path opens
  // one folder for a while. Range requests and content types come from @fastify/static.
  void app.register(async (files) => {
    await files.register(fastifyStatic, { root: media.mediaDir, serve: false });
    files.get<{ Params: { token: string; '*': string } }>(
      `${FILES_PATH}/:token/*`,
      {
        config: { public: true },
        schema: {
          summary: 'Serves a media file behind a signed address (no bearer token).',
          response: envelopeResponses,
          params: {
            type: 'object',
            required: ['token', '*'],
            properties: {
              token: { type: 'string', minLength: 1, maxLength: 1000 },
              '*': { type: 'string', pattern: '^[A-Za-z0-9_./-]{1,300}$' },
            },
          },
        },
      },
      async (request, reply) => {
        const path = request.params['*'];
        if (!(await media.urls.opens(request.params.token, path)))
          throw new ApiError(401, 'Invalid or expired media URL');
        if (path.endsWith('.mpd')) reply.type('application/dash+xml');
        // A download is saved, not played in the tab, under the name its request gave (lon).
        const mp4 = /^mp4\/([^/]+)\//.exec(path);
        if (mp4?.[1]) reply.header('content-disposition', await mp4Disposition(deps.db, mp4[1]));
        return reply.header('cache-control', 'private, max-age=3600').sendFile(path);
      },
    );
  });
}
