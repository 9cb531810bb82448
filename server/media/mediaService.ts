import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../store/schema';
import { runningMp4JobIds } from '../store/mediaRepository';
import { ffmpegBinary } from './ffmpeg';
import { pruneDerivedMedia } from './mediaCache';
import { MEDIA_URL_TTL_MS, createMediaUrls } from './mediaUrls';
import type { MediaUrls } from './mediaUrls';
import { startMp4Runner } from './mp4Jobs';
import type { PlaybackCuts } from './playbackCuts';
import { RepeatAwareCuts } from './repeatedCuts';
import { SourceMedia } from './sourceMedia';

/** The media service's parts, shared by its routes and its MP4 runner. */
export interface MediaService {
  mediaDir: string;
  source: SourceMedia;
  cuts: PlaybackCuts;
  urls: MediaUrls;
  /** Starts the MP4 runner; returns its stop function. */
  startRunner(): () => void;
  /** Keeps derived media (cuts, MP4s) within MEDIA_CACHE_MAX_MB (server/media/mediaCache.ts). */
  prune(): Promise<void>;
}

export function createMediaService(
  db: Kysely<Database>,
  config: Pick<
    ServerConfig,
    'mediaDir' | 'ffmpegPath' | 'mediaJobTimeoutSeconds' | 'jobPollMs' | 'mediaCacheMaxMb'
  >,
  log: FastifyBaseLogger,
  base: string,
): MediaService {
  const ffmpeg = ffmpegBinary(config.ffmpegPath);
  const timeoutMs = config.mediaJobTimeoutSeconds * 1000;
  const source = new SourceMedia({ db, mediaDir: config.mediaDir, ffmpeg, timeoutMs, log });
  // One pruning at a time; one more asked for meanwhile runs after it.
  let pruning: Promise<void> | undefined;
  let again = false;
  const pruneOnce = async () => {
    const busy = await runningMp4JobIds(db);
    const result = pruneDerivedMedia({
      mediaDir: config.mediaDir,
      maxBytes: config.mediaCacheMaxMb * 1024 * 1024,
      keepMs: MEDIA_URL_TTL_MS,
      busyJobs: new Set(busy),
    });
    if (result.removed.length > 0)
      log.info(
        `Media cache: removed ${result.removed.length} cuts/MP4s (${Math.round(result.before / 1e6)} MB -> ${Math.round(result.after / 1e6)} MB)`,
      );
  };
  const prune = (): Promise<void> => {
    if (pruning) {
      again = true;
      return pruning;
    }
    pruning = pruneOnce()
      .catch((error: unknown) => log.error({ err: error }, 'Media cache pruning failed'))
      .finally(() => {
        pruning = undefined;
        if (again) {
          again = false;
          void prune();
        }
      });
    return pruning;
  };
  // Playback cuts; a list whose ranges repeat is put together from one cut of each range.
  const cuts: PlaybackCuts = new RepeatAwareCuts({
    mediaDir: config.mediaDir,
    ffmpeg,
    timeoutMs,
    onMade: () => void prune(),
  });
  return {
    mediaDir: config.mediaDir,
    source,
    cuts,
    urls: createMediaUrls(db, base),
    prune,
    startRunner: () => {
      void prune();
      return startMp4Runner(
        {
          db,
          mediaDir: config.mediaDir,
          ffmpeg,
          timeoutMs,
          source,
          log,
          afterJob: () => void prune(),
        },
        { pollMs: config.jobPollMs },
      );
    },
  };
}
