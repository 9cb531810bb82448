/**
 * Frames per second of every timecode on the platform (spec sections 5 and 9).
 * The ';' before the frames is how the platform writes timecodes; arithmetic is
 * plain 30 fps (no drop-frame counting), as the spec gives no 29.97 rate.
 */
export const TIMECODE_FPS = 30;

/** A timecode 'HH:MM:SS;FF' taken apart; every field is a whole number within its range. */
export interface TimecodeParts {
  hours: number;
  minutes: number;
  seconds: number;
  frames: number;
}

// Hours take two or more digits so that programmes over 99 hours still have a timecode.
const TIMECODE = /^(\d{2,}):(\d{2}):(\d{2});(\d{2})$/;

/**
 * Reads a timecode 'HH:MM:SS;FF' into its parts, or null when the text is not
 * one: minutes and seconds must be below 60 and frames below 30.
 */
export function parseTimecode(text: string): TimecodeParts | null {
  const match = TIMECODE.exec(text.trim());
  if (!match) return null;
  const [, h, m, s, f] = match;
  const parts = { hours: Number(h), minutes: Number(m), seconds: Number(s), frames: Number(f) };
  return isValidParts(parts) ? parts : null;
}

function isValidParts(parts: TimecodeParts): boolean {
  const { hours, minutes, seconds, frames } = parts;
  const whole = [hours, minutes, seconds, frames].every((n) => Number.isSafeInteger(n) && n >= 0);
  return whole && minutes < 60 && seconds < 60 && frames < TIMECODE_FPS;
}

/**
 * Writes timecode parts as 'HH:MM:SS;FF'. Parts out of range are a programming
 * error (they would silently mean another time), so they throw a RangeError.
 */
export function formatTimecode(parts: TimecodeParts): string {
  if (!isValidParts(parts)) throw new RangeError(`Not a timecode: ${JSON.stringify(parts)}`);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)};${two(parts.frames)}`;
}

/** The frame count of a timecode at 30 fps, or null when the text is not a timecode. */
export function timecodeToFrames(text: string): number | null {
  const parts = parseTimecode(text);
  if (parts === null) return null;
  return ((parts.hours * 60 + parts.minutes) * 60 + parts.seconds) * TIMECODE_FPS + parts.frames;
}

/**
 * The timecode of a frame count at 30 fps. Frame counts are whole and not
 * negative; anything else throws a RangeError rather than guess.
 */
export function framesToTimecode(frames: number): string {
  if (!Number.isSafeInteger(frames) || frames < 0)
    throw new RangeError(`Not a frame count: ${frames}`);
  const totalSeconds = Math.floor(frames / TIMECODE_FPS);
  return formatTimecode({
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    frames: frames % TIMECODE_FPS,
  });
}

/** The time a timecode names, in seconds with a fraction for the frames; null when it is not a timecode. */
export function timecodeToSeconds(text: string): number | null {
  const frames = timecodeToFrames(text);
  return frames === null ? null : frames / TIMECODE_FPS;
}

/**
 * The timecode of a time in seconds, rounded to the nearest frame: player
 * positions and segment points are fractional seconds that rarely fall on a frame.
 */
export function secondsToTimecode(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new RangeError(`Not a time in seconds: ${seconds}`);
  return framesToTimecode(Math.round(seconds * TIMECODE_FPS));
}

/**
 * A duration in seconds as 'HH:mm:ss' (spec section 9), as shown for a program's
 * content duration. Fractions are dropped, so a duration never reads longer than
 * it is; hours keep counting past 24; a negative duration keeps its sign.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) throw new RangeError(`Not a duration: ${seconds}`);
  const whole = Math.floor(Math.abs(seconds));
  const two = (n: number): string => String(n).padStart(2, '0');
  const text = `${two(Math.floor(whole / 3600))}:${two(Math.floor(whole / 60) % 60)}:${two(whole % 60)}`;
  return seconds <= -1 ? `-${text}` : text;
}
