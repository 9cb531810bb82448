import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { MEDIA_FPS } from '../../domain/media/api';
import { insertMetaIfAbsent, readMeta } from '../store/metaRepository';
import type { Database } from '../store/schema';
import {
  aacEncodeArgs,
  dashPackageArgs,
  h264EncodeArgs,
  runFfmpeg,
  testPatternInputs,
} from './ffmpeg';
import { fixManifestDuration } from './mpdDuration';
import { placeMade, READY_FILE } from './readyFolder';
import { burntInFont, SOURCE_BITRATES } from './sourceMedia';
import type { MediaLayout } from './sourceMedia';

/*
 * Live-to-VOD media (issue 14). The demo has no live recorder, so the recording of a live event is
 * synthesised when a conversion runs: ffmpeg renders what the channel "recorded" around the window
 * (a moving test pattern with the window's wall-clock time `YYYY-MM-DD HH:MM:SS;FF UTC` burnt in,
 * a 660 Hz tone, SD, a keyframe every 2 s), starting on the 10 s boundary at least 10 s before the
 * window, as a recorder writing 10 s files would have it. The conversion then cuts the window out
 * of that recording frame-accurately (by frame count, like the playback cuts) and packages it for
 * DASH in the layout of the demo source (2 s segments), under MEDIA_DIR/vod/{item id}/: the VOD
 * item has media of its own, played, cut and downloaded through the same playback service.
 *
 * A recorded window may be 24 h; rendering that would hold the CPU for hours, so at most
 * `maxSeconds` of the window are rendered (default LIVE_RECORDING_MAX_SECONDS): the VOD item holds
 * the window's first `maxSeconds` and the job says so.
 */

/** The default of how much of a window is rendered (L2V_RECORDING_MAX_SECONDS). */
export const LIVE_RECORDING_MAX_SECONDS = 300;
/** The recorder's files start on these boundaries (ms). */
const RECORDER_FILE_MS = 10_000;

/** Where a live-to-VOD item's own media lies (relative to MEDIA_DIR). */
export const recordedMediaPrefix = (itemId: string) => `vod/${itemId}/`;
/** The meta row naming an item's own media (its layout), read by the playback service. */
export const recordedMediaKey = (itemId: string) => `recorded_media:${itemId}`;

/** A recorded item's layout: SD video (representation 0) and the tone (1). */
export function recordedLayout(itemId: string, frames: number): MediaLayout {
  return { prefix: recordedMediaPrefix(itemId), frames, video: { SD: 0 }, audio: 1 };
}

export interface RecordingPlan {
  /** When the synthesised recording starts (ms since the epoch; a 10 s boundary). */
  recordingStartMs: number;
  /** Its length in frames (covers the part of the window kept, and a little after). */
  recordingFrames: number;
  /** The window's first frame in the recording. */
  offsetFrames: number;
  /** The frames the VOD item keeps. */
  frames: number;
  /** The window's own length in seconds. */
  windowSeconds: number;
  /** Whether the window was longer than the limit (the item holds its first part). */
  capped: boolean;
}

/** What to render and cut for a window (ISO instants) with at most `maxSeconds` kept. */
export function planRecording(stDt: string, edDt: string, maxSeconds: number): RecordingPlan {
  const start = Date.parse(stDt);
  const end = Date.parse(edDt);
  const windowMs = Math.max(0, end - start);
  const keptMs = Math.min(windowMs, maxSeconds * 1000);
  const recordingStartMs =
    Math.floor(start / RECORDER_FILE_MS) * RECORDER_FILE_MS - RECORDER_FILE_MS;
  const offsetFrames = Math.round(((start - recordingStartMs) * MEDIA_FPS) / 1000);
  const frames = Math.max(1, Math.round((keptMs * MEDIA_FPS) / 1000));
  return {
    recordingStartMs,
    recordingFrames: offsetFrames + frames + MEDIA_FPS,
    offsetFrames,
    frames,
    windowSeconds: windowMs / 1000,
    capped: windowMs > keptMs,
  };
}

/** The wall-clock text drawn on the recording (drawtext; no font on the machine: none). */
function wallClockText(recordingStartMs: number): string | undefined {
  const font = burntInFont();
  if (!font) return undefined;
  const epoch = Math.round(recordingStartMs / 1000);
  // drawtext expansions: the frame's wall-clock second (pts + the recording's start, in UTC), and
  // its frame within that second (the recording starts on a whole second).
  const clock = `%{pts\\:gmtime\\:${epoch}\\:%Y-%m-%d %H\\\\\\:%M\\\\\\:%S}`;
  const frame = `%{eif\\:mod(n\\,${MEDIA_FPS})\\:d\\:2}`;
  return `drawtext=fontfile=${font}:fontsize=26:fontcolor=white:box=1:boxcolor=black@0.85:boxborderw=8:x=16:y=h-th-24:text='REC ${clock};${frame} UTC'`;
}

/** ffmpeg's arguments for the synthesised recording: SD, the wall clock burnt in, the tone. */
export function recordingArguments(plan: RecordingPlan, file: string): string[] {
  const seconds = (plan.recordingFrames / MEDIA_FPS).toFixed(3);
  const text = wallClockText(plan.recordingStartMs);
  return [
    ...testPatternInputs(seconds, 660),
    ...(text ? ['-vf', text] : []),
    '-map',
    '0:v',
    '-map',
    '1:a',
    ...h264EncodeArgs({ bitrate: SOURCE_BITRATES.SD }),
    ...aacEncodeArgs(),
    '-f',
    'mp4',
    '-y',
    file,
  ];
}

/**
 * ffmpeg's arguments for the window cut from the recording: the window's frames by count (its
 * first frame is the one at the window's start), the tone trimmed to the same instants, encoded
 * as SD and packaged for DASH like the demo source (2 s segments; video stream 0, audio 1).
 */
export function windowCutArguments(plan: RecordingPlan, recording: string, dir: string): string[] {
  const from = plan.offsetFrames;
  const to = plan.offsetFrames + plan.frames;
  const graph = [
    `[0:v]trim=start_frame=${from}:end_frame=${to},setpts=PTS-STARTPTS[v]`,
    `[0:a]atrim=start=${(from / MEDIA_FPS).toFixed(6)}:end=${(to / MEDIA_FPS).toFixed(6)},asetpts=PTS-STARTPTS[a]`,
  ].join(';');
  return [
    '-i',
    recording,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    '[a]',
    ...h264EncodeArgs({ bitrate: SOURCE_BITRATES.SD }),
    ...aacEncodeArgs(),
    '-ar',
    '48000',
    ...dashPackageArgs(join(dir, 'manifest.mpd')),
  ];
}

export interface RecordedVod {
  layout: MediaLayout;
  plan: RecordingPlan;
}

/**
 * Makes a live-to-VOD item's media (unless an earlier run of the same job made it): renders the
 * recording, cuts the window from it, places the DASH folder under MEDIA_DIR/vod/{item id}/
 * (written to a temporary folder, then renamed; the recording is dropped after the cut) and
 * records the item's layout in the database. Both ffmpeg runs share `timeoutMs`; aborting stops
 * them.
 */
export async function makeRecordedVod(
  deps: { db: Kysely<Database>; mediaDir: string; ffmpeg: string; timeoutMs: number },
  input: { itemId: string; stDt: string; edDt: string; maxSeconds: number; signal?: AbortSignal },
): Promise<RecordedVod> {
  const plan = planRecording(input.stDt, input.edDt, input.maxSeconds);
  const layout = recordedLayout(input.itemId, plan.frames);
  const final = join(deps.mediaDir, layout.prefix);
  if (!existsSync(join(final, READY_FILE))) {
    const deadline = Date.now() + deps.timeoutMs;
    const run = (args: string[]) =>
      runFfmpeg(deps.ffmpeg, args, {
        timeoutMs: Math.max(1, deadline - Date.now()),
        ...(input.signal ? { signal: input.signal } : {}),
      });
    const token = randomUUID();
    const recordingDir = join(deps.mediaDir, 'live', `${input.itemId}.${token}`);
    const temp = `${final.replace(/\/$/, '')}.tmp-${token}`;
    mkdirSync(recordingDir, { recursive: true });
    mkdirSync(temp, { recursive: true });
    try {
      const recording = join(recordingDir, 'recording.mp4');
      await run(recordingArguments(plan, recording));
      await run(windowCutArguments(plan, recording, temp));
      // ffmpeg declares the duration in tenths: the timeline's instead (server/media/mpdDuration).
      fixManifestDuration(join(temp, 'manifest.mpd'));
      writeFileSync(join(temp, READY_FILE), JSON.stringify({ layout, plan }));
      placeMade(temp, final);
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      throw error;
    } finally {
      rmSync(recordingDir, { recursive: true, force: true });
    }
  }
  const made = JSON.parse(readFileSync(join(final, READY_FILE), 'utf8')) as RecordedVod;
  await insertMetaIfAbsent(deps.db, recordedMediaKey(input.itemId), JSON.stringify(made.layout));
  return made;
}

/** An item's own media (a live-to-VOD item's), if it has any. */
export async function recordedMediaOf(
  db: Kysely<Database>,
  itemId: string,
): Promise<MediaLayout | undefined> {
  const value = await readMeta(db, recordedMediaKey(itemId));
  return value ? (JSON.parse(value) as MediaLayout) : undefined;
}
