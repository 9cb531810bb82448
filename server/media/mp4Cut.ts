import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_FPS } from '../../domain/media/api';
import type { MediaQuality } from '../../domain/media/api';
import type { CutPiece, FrameRange } from '../../domain/media/frames';
import { cutPieces } from '../../domain/media/frames';
import { allSegments, cutArguments, videoRepresentation } from './cuts';
import { aacEncodeArgs, h264EncodeArgs, runFfmpeg } from './ffmpeg';
import { SOURCE_BITRATES, segmentFiles } from './sourceMedia';
import type { MediaLayout } from './sourceMedia';

export interface Mp4CutRequest {
  mediaDir: string;
  ffmpeg: string;
  /** The media the ranges are of (the demo source, or a live-to-VOD item's own). */
  layout: MediaLayout;
  ranges: readonly FrameRange[];
  quality: MediaQuality;
  videoBitrate: number;
  audioBitrate: number;
  /** The finished file. */
  file: string;
  /** A folder of its own for the pieces (removed at the end). */
  workDir: string;
  /** The whole cut's time limit, shared by its ffmpeg runs. */
  timeoutMs: number;
  signal: AbortSignal;
  /** Frames made so far (copied or encoded). */
  onFrames: (frames: number) => void;
}

const concatInput = (files: string[]) => `concat:${files.join('|')}`;

/**
 * A cut copies the source's video as it is only when the source's rendition fits within the
 * bandwidth asked for (0 asks for the default, which every rendition fits); else it is all encoded
 * again at the bandwidth asked for.
 */
export function copiesVideo(quality: MediaQuality, videoBitrate: number): boolean {
  return videoBitrate >= SOURCE_BITRATES[quality];
}

/** ffmpeg's arguments for one piece of video, written as raw H.264 (Annex B, its own SPS/PPS). */
export function pieceArguments(
  mediaDir: string,
  layout: MediaLayout,
  quality: MediaQuality,
  piece: CutPiece,
  output: string,
): string[] {
  const representation = videoRepresentation(layout, quality);
  if (piece.kind === 'copy') {
    const numbers = Array.from({ length: piece.last - piece.first + 1 }, (_, n) => piece.first + n);
    return [
      '-i',
      concatInput(segmentFiles(mediaDir, layout, representation, numbers)),
      '-map',
      '0:v:0',
      '-c:v',
      'copy',
      '-bsf:v',
      'h264_mp4toannexb',
      '-f',
      'h264',
      '-y',
      output,
    ];
  }
  // The GOP's frames in the range, encoded as the source was (same encoder, preset, size, rate).
  return [
    '-i',
    concatInput(segmentFiles(mediaDir, layout, representation, [piece.segment])),
    '-map',
    '0:v:0',
    '-vf',
    `trim=start_frame=${piece.from}:end_frame=${piece.to},setpts=PTS-STARTPTS`,
    ...h264EncodeArgs({ bitrate: SOURCE_BITRATES[quality], bufferFactor: 10 }),
    '-f',
    'h264',
    '-y',
    output,
  ];
}

/**
 * The last run: the joined video (raw H.264 at 30 fps) copied into the MP4, and the tone of each
 * range trimmed to the same instants, joined and encoded as AAC.
 */
export function muxArguments(
  mediaDir: string,
  layout: MediaLayout,
  ranges: readonly FrameRange[],
  video: string,
  audioBitrate: number,
  output: string,
): string[] {
  const trims = ranges.map(
    (range, i) =>
      `[au${i}]atrim=start=${(range.startFrame / MEDIA_FPS).toFixed(6)}:end=${((range.endFrame + 1) / MEDIA_FPS).toFixed(6)},asetpts=PTS-STARTPTS[a${i}]`,
  );
  const graph = [
    `[1:a]asplit=${ranges.length}${ranges.map((_, i) => `[au${i}]`).join('')}`,
    ...trims,
    `${ranges.map((_, i) => `[a${i}]`).join('')}concat=n=${ranges.length}:v=0:a=1[a]`,
  ].join(';');
  return [
    '-fflags',
    '+genpts',
    '-framerate',
    String(MEDIA_FPS),
    '-f',
    'h264',
    '-i',
    video,
    '-i',
    concatInput(segmentFiles(mediaDir, layout, layout.audio, allSegments(layout))),
    '-filter_complex',
    graph,
    '-map',
    '0:v:0',
    '-map',
    '[a]',
    '-c:v',
    'copy',
    ...aacEncodeArgs(String(audioBitrate)),
    '-ar',
    '48000',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-y',
    output,
  ];
}

/**
 * Makes a frame-accurate MP4 of the ranges. When the source's rendition fits the bandwidth, only
 * the GOPs the in and out points cut through are decoded and encoded again (at most two per
 * range, 2 s each); the GOPs between are copied from the source's segments as they are, so a
 * 60 s cut costs a few seconds of ffmpeg instead of encoding 1800 frames. Otherwise the whole cut
 * is encoded at the bandwidth asked for. The first and last frames are the ranges' in and out
 * frames either way.
 */
export async function makeMp4Cut(request: Mp4CutRequest): Promise<void> {
  const deadline = Date.now() + request.timeoutMs;
  const run = (args: string[], onFrames?: (frames: number) => void) => {
    const left = deadline - Date.now();
    return runFfmpeg(request.ffmpeg, args, {
      timeoutMs: Math.max(1, left),
      signal: request.signal,
      ...(onFrames ? { onFrames } : {}),
    });
  };
  if (!copiesVideo(request.quality, request.videoBitrate)) {
    await run(
      cutArguments(request.mediaDir, request.layout, request.ranges, request.quality, {
        kind: 'mp4',
        file: request.file,
        videoBitrate: request.videoBitrate,
        audioBitrate: request.audioBitrate,
      }),
      request.onFrames,
    );
    return;
  }
  mkdirSync(request.workDir, { recursive: true });
  try {
    const video = join(request.workDir, 'video.h264');
    writeFileSync(video, '');
    const pieces = request.ranges.flatMap((range) => cutPieces(range, request.layout.frames));
    let done = 0;
    for (const [i, piece] of pieces.entries()) {
      const file = join(request.workDir, `piece-${i}.h264`);
      await run(
        pieceArguments(request.mediaDir, request.layout, request.quality, piece, file),
        piece.kind === 'encode'
          ? (n) => request.onFrames(done + Math.min(n, piece.frames))
          : undefined,
      );
      appendFileSync(video, readFileSync(file));
      rmSync(file, { force: true });
      done += piece.frames;
      request.onFrames(done);
    }
    await run(
      muxArguments(
        request.mediaDir,
        request.layout,
        request.ranges,
        video,
        request.audioBitrate,
        request.file,
      ),
    );
  } finally {
    rmSync(request.workDir, { recursive: true, force: true });
  }
}
