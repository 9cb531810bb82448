import { join } from 'node:path';
import { KEYFRAME_INTERVAL_FRAMES, MEDIA_FPS, QUALITY_SIZES } from '../../domain/media/api';
import type { MediaQuality } from '../../domain/media/api';
import { framesInRange, segmentsForRange } from '../../domain/media/frames';
import { dashPackageArgs, h264EncodeArgs } from './ffmpeg';
import { layoutQualities, segmentFiles } from './sourceMedia';
import type { MediaLayout } from './sourceMedia';

/** An inclusive range of the source's frames. */
export interface SourceRange {
  startFrame: number;
  endFrame: number;
}

export type CutOutput =
  | { kind: 'mp4'; file: string; videoBitrate: number; audioBitrate: number }
  | { kind: 'dash'; dir: string };

/** The numbers of all of a layout's segments (from 1). */
export const allSegments = (layout: MediaLayout) =>
  Array.from({ length: Math.ceil(layout.frames / KEYFRAME_INTERVAL_FRAMES) }, (_, i) => i + 1);

/**
 * The representation a cut in `quality` decodes: the layout's own rendition of that quality, else
 * its best (a live-to-VOD recording has SD only; the output is scaled to the quality asked for).
 */
export function videoRepresentation(layout: MediaLayout, quality: MediaQuality): number {
  const own = layout.video[quality];
  if (own !== undefined) return own;
  const best = layoutQualities(layout)[0];
  const representation = best === undefined ? undefined : layout.video[best];
  if (representation === undefined) throw new Error(`${layout.prefix} has no video`);
  return representation;
}

/** ffmpeg's concat protocol: the init segment and media segments read as one fragmented MP4. */
const concatInput = (files: string[]) => `concat:${files.join('|')}`;

/**
 * ffmpeg's arguments for a frame-accurate cut of the source: each range is decoded from the 2 s
 * segments that hold it (read as one fragmented MP4) and trimmed by frame count — its first and
 * last frames are exactly the range's in and out frames — the tone trimmed to the same instants,
 * the ranges joined in order, and encoded again as an MP4 (a download) or DASH (a playback cut).
 */
export function cutArguments(
  mediaDir: string,
  layout: MediaLayout,
  ranges: readonly SourceRange[],
  quality: MediaQuality,
  output: CutOutput,
): string[] {
  const inputs: string[] = [];
  const filters: string[] = [];
  const joined: string[] = [];
  ranges.forEach((range, i) => {
    const { first, last, offsetFrames } = segmentsForRange(range);
    const numbers = Array.from({ length: last - first + 1 }, (_, n) => first + n);
    inputs.push(
      '-i',
      concatInput(segmentFiles(mediaDir, layout, videoRepresentation(layout, quality), numbers)),
    );
    filters.push(
      `[${i}:v]trim=start_frame=${offsetFrames}:end_frame=${offsetFrames + framesInRange(range)},setpts=PTS-STARTPTS[v${i}]`,
      `[au${i}]atrim=start=${(range.startFrame / MEDIA_FPS).toFixed(6)}:end=${((range.endFrame + 1) / MEDIA_FPS).toFixed(6)},asetpts=PTS-STARTPTS[a${i}]`,
    );
    joined.push(`[v${i}][a${i}]`);
  });
  const audioInput = ranges.length;
  inputs.push('-i', concatInput(segmentFiles(mediaDir, layout, layout.audio, allSegments(layout))));
  const split = `[${audioInput}:a]asplit=${ranges.length}${ranges.map((_, i) => `[au${i}]`).join('')}`;
  const graph = [
    split,
    ...filters,
    `${joined.join('')}concat=n=${ranges.length}:v=1:a=1[v][a]`,
  ].join(';');
  const { width, height } = QUALITY_SIZES[quality];
  const video = [
    '-map',
    '[v]',
    '-map',
    '[a]',
    ...h264EncodeArgs({
      size: { width, height },
      ...(output.kind === 'mp4' ? { bitrate: output.videoBitrate } : {}),
    }),
    '-c:a',
    'aac',
    '-ac',
    '2',
    '-ar',
    '48000',
  ];
  const tail =
    output.kind === 'mp4'
      ? [
          '-b:a',
          String(output.audioBitrate),
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
          '-y',
          output.file,
        ]
      : ['-b:v', '1200k', '-b:a', '96k', ...dashPackageArgs(join(output.dir, 'manifest.mpd'))];
  return [...inputs, '-filter_complex', graph, ...video, ...tail];
}
