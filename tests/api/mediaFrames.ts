import { spawn } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/**
 * Decoding frames for the media tests: ffmpeg turns a video into small grey pictures (64x36, one
 * byte a pixel), so tests compare what a frame shows (the moving pattern and the burnt-in frame
 * number) rather than trusting durations or metadata.
 */
export const FRAME_WIDTH = 64;
export const FRAME_HEIGHT = 36;
const FRAME_BYTES = FRAME_WIDTH * FRAME_HEIGHT;

/** Every frame of `input` (a file, or ffmpeg's `concat:a|b|c` of fragmented MP4 pieces). */
export function decodeFrames(input: string): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegInstaller.path,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        input,
        '-map',
        '0:v:0',
        '-vsync',
        'passthrough',
        '-vf',
        `scale=${FRAME_WIDTH}:${FRAME_HEIGHT}:flags=area,format=gray`,
        '-f',
        'rawvideo',
        'pipe:1',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg decode failed: ${stderr}`));
      const all = Buffer.concat(chunks);
      const frames: Buffer[] = [];
      for (let at = 0; at + FRAME_BYTES <= all.length; at += FRAME_BYTES)
        frames.push(all.subarray(at, at + FRAME_BYTES));
      resolve(frames);
    });
  });
}

/** Mean absolute difference of two grey frames (0: identical, 255: opposite). */
export function frameDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < FRAME_BYTES; i += 1) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / FRAME_BYTES;
}

/**
 * Which of `candidates` (frame number to picture) `frame` is: the nearest by difference. The
 * pattern moves and the burnt-in number changes every frame, so neighbours differ visibly.
 */
export function closestFrame(frame: Buffer, candidates: Map<number, Buffer>): number {
  let best = -1;
  let bestDifference = Infinity;
  for (const [n, picture] of candidates) {
    const difference = frameDifference(frame, picture);
    if (difference < bestDifference) {
      best = n;
      bestDifference = difference;
    }
  }
  return best;
}
