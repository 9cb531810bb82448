import { createHash, randomUUID } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { MEDIA_FPS } from '../../domain/media/api';
import type { FrameRange } from '../../domain/media/frames';
import { framesInRange, totalFrames } from '../../domain/media/frames';
import { PlaybackCuts } from './playbackCuts';
import { placeMade, READY_FILE } from './readyFolder';

const MANIFEST = 'manifest.mpd';
/** Bump when the way repeated cuts are put together changes. */
const REPEATED_VERSION = 'r1';

/** Makes (or finds) the playback cut of some ranges; resolves with its folder under MEDIA_DIR. */
export type MakeCut = (ranges: readonly FrameRange[]) => Promise<string>;

/** Whether a range appears more than once in the list. */
export function hasRepeats(ranges: readonly FrameRange[]): boolean {
  return distinctRanges(ranges).length < ranges.length;
}

/** The distinct ranges of a list, in the order they first appear. */
export function distinctRanges(ranges: readonly FrameRange[]): FrameRange[] {
  const seen = new Map<string, FrameRange>();
  for (const range of ranges) {
    const key = `${range.startFrame}-${range.endFrame}`;
    if (!seen.has(key)) seen.set(key, { startFrame: range.startFrame, endFrame: range.endFrame });
  }
  return [...seen.values()];
}

/** The folder of the cut of a list with repeats: a hash of the list and its pieces' folders. */
function repeatedPrefix(
  ranges: readonly FrameRange[],
  piecePrefix: (range: FrameRange) => string,
): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        REPEATED_VERSION,
        ranges.map((r) => [r.startFrame, r.endFrame]),
        distinctRanges(ranges).map(piecePrefix),
      ]),
    )
    .digest('hex')
    .slice(0, 32);
  return `cuts/${hash}/`;
}

const seconds = (frames: number) => `PT${(frames / MEDIA_FPS).toFixed(3)}S`;

/**
 * A playback cut of ranges of which some repeat (the demo's 30- and 60-minute programs show their
 * film's 96 s media part after part: server/seed/scheduleSeed.ts). Encoding the whole list would
 * make an hour of HD video per program (some 500 MB, minutes of a busy machine); instead each
 * distinct range is cut once (frame-accurate, as any playback cut: `makeCut` of that range
 * alone) and the manifest plays the list in order as one DASH Period per range, each naming the
 * files of its range's cut. Those files are hard links in this cut's one folder (a signed URL
 * opens one folder; a link takes no space), so the media on disk is the distinct ranges only.
 * The player gets exactly the listed ranges, in order, with the list's total duration.
 */
export async function makeRepeatedCut(
  mediaDir: string,
  ranges: readonly FrameRange[],
  piecePrefix: (range: FrameRange) => string,
  makeCut: MakeCut,
): Promise<string> {
  const distinct = distinctRanges(ranges);
  const prefix = repeatedPrefix(ranges, piecePrefix);
  const final = join(mediaDir, prefix);
  if (existsSync(join(final, READY_FILE))) return prefix;
  // One after the other: two cuts at once would only share the same two cores.
  const pieces: string[] = [];
  for (const range of distinct) pieces.push(await makeCut([range]));
  const temp = `${final.replace(/\/$/, '')}.tmp-${randomUUID()}`;
  mkdirSync(temp, { recursive: true });
  try {
    const periods = pieces.map((piece, p) => {
      const dir = join(mediaDir, piece);
      for (const file of readdirSync(dir)) {
        if (file === MANIFEST || file === READY_FILE) continue;
        try {
          linkSync(join(dir, file), join(temp, `p${p}-${file}`));
        } catch {
          copyFileSync(join(dir, file), join(temp, `p${p}-${file}`));
        }
      }
      const manifest = readFileSync(join(dir, MANIFEST), 'utf8');
      const period = /<Period[^>]*>([\s\S]*)<\/Period>/.exec(manifest);
      if (!period?.[1]) throw new Error(`No Period in the manifest of ${piece}`);
      return {
        head: manifest.slice(0, manifest.indexOf('<Period')),
        body: period[1]
          .replaceAll('initialization="', `initialization="p${p}-`)
          .replaceAll('media="', `media="p${p}-`),
      };
    });
    const head = periods[0]?.head ?? '';
    const total = totalFrames(ranges);
    let start = 0;
    const body = ranges.map((range, i) => {
      const p = distinct.findIndex(
        (d) => d.startFrame === range.startFrame && d.endFrame === range.endFrame,
      );
      const frames = framesInRange(range);
      const xml = `\t<Period id="${i}" start="${seconds(start)}" duration="${seconds(frames)}">${periods[p]?.body ?? ''}</Period>\n`;
      start += frames;
      return xml;
    });
    const mpd = `${head.replace(/mediaPresentationDuration="[^"]*"/, `mediaPresentationDuration="${seconds(total)}"`)}${body.join('')}</MPD>\n`;
    writeFileSync(join(temp, MANIFEST), mpd);
    writeFileSync(join(temp, READY_FILE), JSON.stringify({ ranges, pieces }));
    placeMade(temp, final);
    return prefix;
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

/** PlaybackCuts' arguments after the ranges (none, or the media the ranges are of). */
type After<F> = F extends (ranges: readonly FrameRange[], ...rest: infer R) => unknown ? R : never;

/**
 * The playback cuts the media service uses: as PlaybackCuts, except that a list with repeated
 * ranges is put together from one cut of each distinct range (makeRepeatedCut). Its folder,
 * readiness and failure are those of that whole, so `GET media` and `POST playback` agree.
 */
export class RepeatAwareCuts extends PlaybackCuts {
  private readonly mediaDir: string;

  constructor(deps: ConstructorParameters<typeof PlaybackCuts>[0]) {
    super(deps);
    this.mediaDir = deps.mediaDir;
  }

  override prefixOf(ranges: readonly FrameRange[], ...rest: After<PlaybackCuts['prefixOf']>) {
    if (!hasRepeats(ranges)) return super.prefixOf(ranges, ...rest);
    return repeatedPrefix(ranges, (range) => super.prefixOf([range], ...rest));
  }

  override failureOf(ranges: readonly FrameRange[], ...rest: After<PlaybackCuts['failureOf']>) {
    if (!hasRepeats(ranges)) return super.failureOf(ranges, ...rest);
    return distinctRanges(ranges)
      .map((range) => super.failureOf([range], ...rest))
      .find((failure) => failure !== undefined);
  }

  override async make(ranges: readonly FrameRange[], ...rest: After<PlaybackCuts['make']>) {
    if (!hasRepeats(ranges)) return super.make(ranges, ...rest);
    return makeRepeatedCut(
      this.mediaDir,
      ranges,
      (range) => super.prefixOf([range], ...rest),
      (piece) => super.make(piece, ...rest),
    );
  }
}
