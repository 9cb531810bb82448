import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../store/schema';
import { ffmpegBinary } from './ffmpeg';
import { createMediaUrls } from './mediaUrls';
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
}

export function createMediaService(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'mediaDir' | 'ffmpegPath' | 'mediaJobTimeoutSeconds' | 'jobPollMs'>,
  log: FastifyBaseLogger,
  base: string,
): MediaService {
  const ffmpeg = ffmpegBinary(config.ffmpegPath);
  const timeoutMs = config.mediaJobTimeoutSeconds * 1000;
  const source = new SourceMedia({ db, mediaDir: config.mediaDir, ffmpeg, timeoutMs, log });
  // Playback cuts; a list whose ranges repeat is put together from one cut of each range.
  const cuts: PlaybackCuts = new RepeatAwareCuts({ mediaDir: config.mediaDir, ffmpeg, timeoutMs });
  return {
    mediaDir: config.mediaDir,
    source,
    cuts,
    urls: createMediaUrls(db, base),
    startRunner: () =>
      startMp4Runner(
        { db, mediaDir: config.mediaDir, ffmpeg, timeoutMs, source, log },
        { pollMs: config.jobPollMs },
      ),
  };
}
