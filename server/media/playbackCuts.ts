import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameRange } from '../../domain/media/frames';
import { cutArguments } from './cuts';
import { runFfmpeg } from './ffmpeg';
import { fixManifestDuration } from './mpdDuration';
import { placeMade, READY_FILE } from './readyFolder';
import { DEMO_LAYOUT, layoutQualities } from './sourceMedia';
import type { MediaLayout } from './sourceMedia';

/**
 * Bump when the way cuts are made changes: older cuts are then made again (c2: the manifest's
 * duration is its timeline's, not ffmpeg's tenths).
 */
const CUT_VERSION = 'c2';

/**
 * Playback cuts: the ranges of a playback request (or a clip's, a short's) packaged for DASH on
 * demand, frame-accurate, in HD (a live-to-VOD item's in its own best quality, SD), and kept
 * under MEDIA_DIR/cuts/{hash of the media and the ranges}: the same
 * ranges asked again (by anyone, on any instance sharing MEDIA_DIR) are served from there. One
 * request makes a cut; others asking for it meanwhile wait for the same run.
 */
export class PlaybackCuts {
  private readonly making = new Map<string, Promise<void>>();
  private readonly failures = new Map<string, string>();

  constructor(
    private readonly deps: {
      mediaDir: string;
      ffmpeg: string;
      timeoutMs: number;
      /** Called after a cut is made (the media cache prunes then: server/media/mediaCache.ts). */
      onMade?: () => void;
    },
  ) {}

  /** The folder (relative to MEDIA_DIR, ending in '/') of the cut of these ranges. */
  prefixOf(ranges: readonly FrameRange[], layout: MediaLayout = DEMO_LAYOUT): string {
    // The demo source's cuts keep the hash they had before other media existed.
    const key: unknown[] = [CUT_VERSION, ranges.map((r) => [r.startFrame, r.endFrame])];
    if (layout.prefix !== DEMO_LAYOUT.prefix) key.push(layout.prefix);
    const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 32);
    return `cuts/${hash}/`;
  }

  /**
   * Whether the cut is made. A made cut asked for is marked as used now (its ready file's time):
   * the media cache keeps cuts for a signed URL's lifetime after their last use.
   */
  isReady(ranges: readonly FrameRange[], layout: MediaLayout = DEMO_LAYOUT): boolean {
    const ready = join(this.deps.mediaDir, this.prefixOf(ranges, layout), READY_FILE);
    if (!existsSync(ready)) return false;
    try {
      const now = new Date();
      utimesSync(ready, now, now);
    } catch {
      // removed meanwhile: made again on request
    }
    return true;
  }

  /** The last failure making these ranges, if the last attempt failed. */
  failureOf(ranges: readonly FrameRange[], layout: MediaLayout = DEMO_LAYOUT): string | undefined {
    return this.failures.get(this.prefixOf(ranges, layout));
  }

  /** Makes the cut unless it exists (or joins the run making it); resolves with its prefix. */
  async make(ranges: readonly FrameRange[], layout: MediaLayout = DEMO_LAYOUT): Promise<string> {
    const prefix = this.prefixOf(ranges, layout);
    if (this.isReady(ranges, layout)) return prefix;
    let run = this.making.get(prefix);
    if (!run) {
      run = this.run(prefix, ranges, layout).finally(() => this.making.delete(prefix));
      this.making.set(prefix, run);
    }
    await run;
    return prefix;
  }

  private async run(
    prefix: string,
    ranges: readonly FrameRange[],
    layout: MediaLayout,
  ): Promise<void> {
    const final = join(this.deps.mediaDir, prefix);
    const temp = `${final.replace(/\/$/, '')}.tmp-${randomUUID()}`;
    mkdirSync(temp, { recursive: true });
    try {
      await runFfmpeg(
        this.deps.ffmpeg,
        cutArguments(
          this.deps.mediaDir,
          layout,
          ranges,
          layout.video.HD !== undefined ? 'HD' : (layoutQualities(layout)[0] ?? 'HD'),
          { kind: 'dash', dir: temp },
        ),
        { timeoutMs: this.deps.timeoutMs },
      );
      // ffmpeg declares the duration in tenths (PT1.5S for 1.5333 s): the timeline's instead.
      fixManifestDuration(join(temp, 'manifest.mpd'));
      writeFileSync(join(temp, READY_FILE), JSON.stringify({ ranges }));
      this.failures.delete(prefix);
      placeMade(temp, final);
      this.deps.onMade?.();
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      const message = error instanceof Error ? error.message : String(error);
      this.failures.set(prefix, message);
      throw error;
    }
  }
}
