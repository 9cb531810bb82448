import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { MEDIA_FPS, QUALITY_SIZES } from '../../domain/media/api';
import type { MediaQuality } from '../../domain/media/api';
import { insertMetaIfAbsent, readMeta } from '../store/metaRepository';
import { replaceMetaIf } from '../store/mediaRepository';
import type { Database } from '../store/schema';
import {
  aacEncodeArgs,
  dashPackageArgs,
  FfmpegStopped,
  h264EncodeArgs,
  runFfmpeg,
  testPatternInputs,
} from './ffmpeg';
import { placeMade, READY_FILE } from './readyFolder';

/**
 * The demo media every VOD item plays (issue 14): one rendering, made with ffmpeg on first use
 * and kept under MEDIA_DIR/source/v1 — a moving test pattern (testsrc2) with the timecode
 * `HH:MM:SS;FF` and the frame number burnt in, a 440 Hz tone, 30 fps, a keyframe every 2 s, in
 * Full HD, HD and SD, packaged for DASH by ffmpeg's dash muxer (one 2 s segment per GOP).
 * Every item shares it (96 s, about 30 MB on disk), so a product's demo media stays far under
 * 200 MB however many items are opened; a cut of any item is a range of it.
 */
export const SOURCE_SECONDS = 96;
export const SOURCE_FRAMES = SOURCE_SECONDS * MEDIA_FPS;
const SOURCE_VERSION = 'v1';
const META_KEY = `media_source_${SOURCE_VERSION}`;

/** The DASH representation id of each quality, and of the audio, in the source's manifest. */
export const REPRESENTATION: Record<MediaQuality | 'audio', number> = {
  'Full HD': 0,
  HD: 1,
  SD: 2,
  audio: 3,
};
const BITRATES: Record<MediaQuality, string> = { 'Full HD': '1500k', HD: '800k', SD: '300k' };
/** The video bit rate of each rendition, in bit/s. */
export const SOURCE_BITRATES: Record<MediaQuality, number> = {
  'Full HD': 1_500_000,
  HD: 800_000,
  SD: 300_000,
};

/** Fonts tried for the burnt-in text (Debian's, then one that npm ships); none: no text. */
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSansMono-Bold.ttf',
  'node_modules/node-polyglot/docs/public/fonts/aller-bold.ttf',
];

export function sourceDir(mediaDir: string): string {
  return join(mediaDir, 'source', SOURCE_VERSION);
}

/** The path of the source, relative to MEDIA_DIR (signed URLs name it). */
export const SOURCE_PREFIX = `source/${SOURCE_VERSION}/`;

/**
 * Where a rendering packaged by ffmpeg's dash muxer (2 s segments, one per GOP) lies and what it
 * holds: the demo source, or a live-to-VOD item's own media (server/media/liveRecording.ts).
 * Cuts and MP4s read their segments through it.
 */
export interface MediaLayout {
  /** Its folder, relative to MEDIA_DIR, ending in '/'. */
  prefix: string;
  frames: number;
  /** The DASH representation id of each video quality it has. */
  video: Partial<Record<MediaQuality, number>>;
  /** The representation id of its audio. */
  audio: number;
}

/** The demo source's layout. */
export const DEMO_LAYOUT: MediaLayout = {
  prefix: SOURCE_PREFIX,
  frames: SOURCE_FRAMES,
  video: { 'Full HD': REPRESENTATION['Full HD'], HD: REPRESENTATION.HD, SD: REPRESENTATION.SD },
  audio: REPRESENTATION.audio,
};

/** The qualities a layout offers, best first. */
export function layoutQualities(layout: MediaLayout): MediaQuality[] {
  return (Object.keys(QUALITY_SIZES) as MediaQuality[]).filter(
    (quality) => layout.video[quality] !== undefined,
  );
}

/** The init segment and numbered segments of one representation (numbers from 1). */
export function segmentFiles(
  mediaDir: string,
  layout: MediaLayout,
  representation: number,
  numbers: number[],
): string[] {
  const dir = join(mediaDir, layout.prefix);
  return [
    join(dir, `init-stream${representation}.mp4`),
    ...numbers.map((n) =>
      join(dir, `chunk-stream${representation}-${String(n).padStart(5, '0')}.mp4`),
    ),
  ];
}

/** The font for burnt-in text: the first of the candidates the machine has, else none. */
export function burntInFont(): string | undefined {
  return FONT_CANDIDATES.find((candidate) => existsSync(candidate));
}

function burntInText(): string | undefined {
  const font = burntInFont();
  if (!font) return undefined;
  const two = (expr: string) => `%{eif\\:${expr}\\:d\\:2}`;
  const timecode = `${two('trunc(n/108000)')}\\:${two('mod(trunc(n/1800)\\,60)')}\\:${two('mod(trunc(n/30)\\,60)')};${two('mod(n\\,30)')}`;
  return `drawtext=fontfile=${font}:fontsize=28:fontcolor=white:box=1:boxcolor=black@0.85:boxborderw=8:x=16:y=h-th-24:text='${timecode}  frame %{eif\\:n\\:d\\:5}'`;
}

/** ffmpeg's arguments for the whole source (all qualities and the tone in one run). */
export function sourceArguments(outputDir: string): string[] {
  const text = burntInText();
  const qualities = Object.keys(QUALITY_SIZES) as MediaQuality[];
  const scaled = qualities
    .map((quality, i) => {
      const { width, height } = QUALITY_SIZES[quality];
      return `[s${i}]scale=${width}:${height}[q${i}]`;
    })
    .join(';');
  const filter = `[0:v]${text ? `${text},` : ''}split=${qualities.length}${qualities.map((_, i) => `[s${i}]`).join('')};${scaled}`;
  const perQuality = qualities.flatMap((quality, i) => [
    `-b:v:${i}`,
    BITRATES[quality],
    `-maxrate:v:${i}`,
    BITRATES[quality],
    `-bufsize:v:${i}`,
    BITRATES[quality].replace('k', '0k'),
  ]);
  return [
    ...testPatternInputs(SOURCE_SECONDS, 440),
    '-filter_complex',
    filter,
    ...qualities.flatMap((_, i) => ['-map', `[q${i}]`]),
    '-map',
    '1:a',
    ...h264EncodeArgs(),
    ...perQuality,
    ...aacEncodeArgs(),
    ...dashPackageArgs(join(outputDir, 'manifest.mpd')),
  ];
}

export type SourceState =
  | { status: 'ready' }
  | {
      status: 'processing';
      /** Share made so far (0..1), when this instance is making it. */
      progress?: number;
      /** Seconds left, estimated from the rate so far (once ffmpeg has reported some frames). */
      etaSeconds?: number;
    }
  | { status: 'failed'; message: string };

/** Niceness of the demo media made at start, before anybody asks for it (server/main.ts). */
export const BACKGROUND_NICENESS = 10;

/** A failed attempt is reported this long before another is made. */
const RETRY_AFTER_MS = 60_000;
const NO_CLAIM = JSON.stringify({ state: 'none', by: '', until: 0 });

interface Claim {
  state: 'processing' | 'ready' | 'failed';
  by: string;
  until: number;
  message?: string;
}

/**
 * Makes sure the source exists: ready when its files are here; otherwise one instance (claimed
 * through the database by compare-and-set, so two requests or two instances never run ffmpeg
 * twice) makes it in the background while the others answer `processing`.
 */
export class SourceMedia {
  private running: Promise<void> | undefined;
  private readonly runnerId = randomUUID();
  /** While this instance makes the source: when it started and the frames ffmpeg reported. */
  private made: { startedAt: number; frames: number } | undefined;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      mediaDir: string;
      ffmpeg: string;
      timeoutMs: number;
      log: { info(message: string): void; error(obj: object, message: string): void };
    },
  ) {}

  isReady(): boolean {
    return existsSync(join(sourceDir(this.deps.mediaDir), READY_FILE));
  }

  /** 'processing', with the share made and an estimate of the time left when they are known. */
  private processing(now = Date.now()): SourceState {
    const made = this.made;
    if (!made || made.frames <= 0) return { status: 'processing' };
    const done = Math.min(made.frames, SOURCE_FRAMES);
    const perFrameMs = (now - made.startedAt) / done;
    return {
      status: 'processing',
      progress: done / SOURCE_FRAMES,
      etaSeconds: Math.max(1, Math.ceil(((SOURCE_FRAMES - done) * perFrameMs) / 1000)),
    };
  }

  /**
   * Starts making the source in the background unless it is made or being made (`npm start`
   * after seeding, DEMO_MEDIA_AT_START), at a low priority: the console answers meanwhile.
   */
  async prepareInBackground(): Promise<SourceState> {
    return this.ensure(Date.now(), BACKGROUND_NICENESS);
  }

  /** The source's state now; starts making it when nobody is. */
  async ensure(now = Date.now(), niceness?: number): Promise<SourceState> {
    if (this.isReady()) return { status: 'ready' };
    if (this.running) return this.processing();
    await insertMetaIfAbsent(this.deps.db, META_KEY, NO_CLAIM);
    const current = (await readMeta(this.deps.db, META_KEY)) ?? '';
    const claim = JSON.parse(current) as Claim;
    if (claim.state === 'processing' && claim.until > now) return { status: 'processing' };
    if (claim.state === 'failed' && claim.until > now)
      return { status: 'failed', message: claim.message ?? 'Media generation failed' };
    const mine: Claim = {
      state: 'processing',
      by: this.runnerId,
      until: now + this.deps.timeoutMs + 30_000,
    };
    if (!(await replaceMetaIf(this.deps.db, META_KEY, current, JSON.stringify(mine))))
      return { status: 'processing' };
    this.made = { startedAt: Date.now(), frames: 0 };
    this.running = this.make(JSON.stringify(mine), niceness).finally(() => {
      this.running = undefined;
      this.made = undefined;
    });
    return { status: 'processing' };
  }

  /** Waits until the source is ready (making it if needed); rejects with the failure's message. */
  async whenReady(pollMs = 500): Promise<void> {
    for (;;) {
      const state = await this.ensure();
      if (state.status === 'ready') return;
      if (state.status === 'failed') throw new Error(state.message);
      await (this.running ?? new Promise((resolve) => setTimeout(resolve, pollMs)));
    }
  }

  private async make(claimed: string, niceness: number | undefined): Promise<void> {
    const final = sourceDir(this.deps.mediaDir);
    const temp = `${final}.tmp-${randomUUID()}`;
    mkdirSync(temp, { recursive: true });
    const started = Date.now();
    this.deps.log.info(`Making the demo media with ffmpeg into ${final}`);
    try {
      await runFfmpeg(this.deps.ffmpeg, sourceArguments(temp), {
        timeoutMs: this.deps.timeoutMs,
        ...(niceness !== undefined ? { niceness } : {}),
        onFrames: (frames) => {
          if (this.made) this.made.frames = frames;
        },
      });
      writeFileSync(
        join(temp, READY_FILE),
        JSON.stringify({ seconds: SOURCE_SECONDS, madeIn: Date.now() - started }),
      );
      placeMade(temp, final);
      await replaceMetaIf(
        this.deps.db,
        META_KEY,
        claimed,
        JSON.stringify({ state: 'ready', by: this.runnerId, until: 0 }),
      );
      this.deps.log.info(`Demo media ready in ${Math.round((Date.now() - started) / 1000)} s`);
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      if (error instanceof FfmpegStopped) {
        // The server is shutting down: the next start makes the media again, without waiting
        // for this claim to lapse. The database may already be closing; then the claim lapses.
        this.deps.log.info('Making the demo media stopped: the server is shutting down');
        await replaceMetaIf(this.deps.db, META_KEY, claimed, NO_CLAIM).catch(() => undefined);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.deps.log.error({ err: error }, 'making the demo media failed');
      await replaceMetaIf(
        this.deps.db,
        META_KEY,
        claimed,
        JSON.stringify({
          state: 'failed',
          by: this.runnerId,
          until: Date.now() + RETRY_AFTER_MS,
          message,
        }),
      );
    }
  }
}
