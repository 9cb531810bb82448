import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { KEYFRAME_INTERVAL_FRAMES, MEDIA_FPS } from '../../domain/media/api';

/**
 * The ffmpeg binary: FFMPEG_PATH when set, else the static build the npm package
 * @ffmpeg-installer/ffmpeg ships (ffmpeg 4.1 with libx264 and aac), so `npm ci` alone brings it.
 */
export function ffmpegBinary(configured: string | undefined): string {
  return configured ?? ffmpegInstaller.path;
}

export class FfmpegError extends Error {}

/** A run stopped because the server is shutting down ({@link stopAllFfmpeg}). */
export class FfmpegStopped extends FfmpegError {
  constructor() {
    super('ffmpeg was stopped: the server is shutting down');
  }
}

/**
 * The one way media is encoded here (the demo source, playback cuts, MP4 pieces, live-to-VOD
 * recordings): libx264 ultrafast, yuv420p, 30 fps, a keyframe every 2 s and nowhere else (so the
 * 2 s segments and GOPs line up). `size` scales to WxH; `bitrate` (bit/s) caps the rate with a
 * buffer of `bufferFactor` times it (the source sets its bit rates per output stream instead).
 */
export function h264EncodeArgs(
  options: {
    size?: { width: number; height: number };
    bitrate?: number;
    bufferFactor?: number;
  } = {},
): string[] {
  const { size, bitrate, bufferFactor = 2 } = options;
  return [
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(size ? ['-s', `${size.width}x${size.height}`] : []),
    '-r',
    String(MEDIA_FPS),
    '-g',
    String(KEYFRAME_INTERVAL_FRAMES),
    '-keyint_min',
    String(KEYFRAME_INTERVAL_FRAMES),
    '-sc_threshold',
    '0',
    ...(bitrate !== undefined
      ? [
          '-b:v',
          String(bitrate),
          '-maxrate',
          String(bitrate),
          '-bufsize',
          String(bitrate * bufferFactor),
        ]
      : []),
  ];
}

/**
 * The synthesised inputs of generated media (the demo source, live-to-VOD recordings): input 0 a
 * moving 640x360 test pattern at 30 fps, input 1 a sine tone of `toneHz` at 48 kHz, both
 * `seconds` long (a number or ffmpeg's duration text).
 */
export function testPatternInputs(seconds: number | string, toneHz: number): string[] {
  return [
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=640x360:rate=${MEDIA_FPS}:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${toneHz}:sample_rate=48000:duration=${seconds}`,
  ];
}

/** The one audio encoding: AAC in stereo at `bitrate` (ffmpeg's notation, e.g. '96k'). */
export function aacEncodeArgs(bitrate = '96k'): string[] {
  return ['-c:a', 'aac', '-b:a', bitrate, '-ac', '2'];
}

/**
 * The one way media is packaged for DASH playback (the demo source, playback cuts, live-to-VOD
 * items): ffmpeg's dash muxer, one 2 s segment per GOP, numbered templates with a timeline, the
 * video streams in adaptation set 0 and the audio in 1, the manifest at `manifest`.
 */
export function dashPackageArgs(manifest: string): string[] {
  return [
    '-f',
    'dash',
    '-seg_duration',
    String(KEYFRAME_INTERVAL_FRAMES / MEDIA_FPS),
    '-use_template',
    '1',
    '-use_timeline',
    '1',
    '-adaptation_sets',
    'id=0,streams=v id=1,streams=a',
    manifest,
  ];
}

export interface FfmpegRun {
  /** Stop after this long (the run fails with a message saying so). */
  timeoutMs: number;
  /** Called with each frame count ffmpeg reports (`-progress`). */
  onFrames?: (frames: number) => void;
  /** Aborting stops ffmpeg (the run fails with 'cancelled'). */
  signal?: AbortSignal;
  /**
   * The run's niceness (0 normal, up to 19 lowest): work nobody waits for yet, like the demo
   * media made at start, yields the CPU to the server's requests and other work.
   */
  niceness?: number;
}

const STDERR_KEPT = 4000;
const STOPPED = Symbol('stopped');

/** The ffmpeg processes this process started that have not exited yet, with their stop. */
const running = new Map<ChildProcess, () => void>();

function killAll(): void {
  for (const child of running.keys()) child.kill('SIGKILL');
}

/**
 * Stops every ffmpeg this process still runs (SIGKILL) and resolves once each has exited, so a
 * server shutting down leaves no ffmpeg behind writing into its media folder. Their runs reject
 * with {@link FfmpegStopped}. An exit without it (process.exit) still kills them.
 */
export async function stopAllFfmpeg(): Promise<void> {
  await Promise.all(
    [...running].map(
      ([child, stop]) =>
        new Promise<void>((resolve) => {
          child.once('close', () => resolve());
          stop();
        }),
    ),
  );
}

/**
 * Runs ffmpeg with `args` (no shell) and resolves when it exits 0. A failure rejects with an
 * FfmpegError whose message is ffmpeg's own last lines; a run past its time limit is killed
 * (SIGKILL) and rejects saying so, so a hung ffmpeg never holds a job.
 */
export function runFfmpeg(binary: string, args: string[], run: FfmpegRun): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!existsSync(binary)) {
      reject(new FfmpegError(`ffmpeg not found at ${binary} (FFMPEG_PATH)`));
      return;
    }
    const child = spawn(
      binary,
      [
        '-hide_banner',
        '-nostdin',
        '-nostats',
        '-loglevel',
        'error',
        '-progress',
        'pipe:1',
        ...args,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    if (running.size === 0) process.once('exit', killAll);
    running.set(child, () => stop(STOPPED));
    if (run.niceness !== undefined && child.pid !== undefined) {
      try {
        setPriority(child.pid, run.niceness);
      } catch {
        // Not allowed here (or ffmpeg already ended): it runs at the normal priority.
      }
    }
    let stderr = '';
    let progressText = '';
    let ended: string | typeof STOPPED | undefined;
    const stop = (why: string | typeof STOPPED) => {
      ended ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(`ffmpeg took longer than ${Math.round(run.timeoutMs / 1000)} s and was stopped`),
      run.timeoutMs,
    );
    const onAbort = () => stop('cancelled');
    run.signal?.addEventListener('abort', onAbort, { once: true });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      progressText += chunk;
      const lines = progressText.split('\n');
      progressText = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^frame=(\d+)/.exec(line.trim());
        if (match) run.onFrames?.(Number(match[1]));
      }
    });
    const finish = (error: Error | undefined) => {
      running.delete(child);
      if (running.size === 0) process.removeListener('exit', killAll);
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    child.on('error', (error) => finish(new FfmpegError(`ffmpeg could not run: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (ended === STOPPED) return finish(new FfmpegStopped());
      if (ended) return finish(new FfmpegError(ended));
      if (code === 0) return finish(undefined);
      const detail = stderr.trim().split('\n').slice(-3).join(' ').trim();
      finish(
        new FfmpegError(
          `ffmpeg failed (${code === null ? `signal ${signal ?? '?'}` : `exit ${code}`})${detail ? `: ${detail}` : ''}`,
        ),
      );
    });
  });
}
