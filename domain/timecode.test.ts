import { describe, expect, it } from 'vitest';
import {
  TIMECODE_FPS,
  formatDuration,
  formatTimecode,
  framesToTimecode,
  parseTimecode,
  secondsToTimecode,
  timecodeToFrames,
  timecodeToSeconds,
} from './timecode';

describe('timecodes at 30 fps', () => {
  it('uses the frame rate of the spec', () => {
    expect(TIMECODE_FPS).toBe(30);
  });

  it("reads 'HH:MM:SS;FF' into parts, frames and seconds", () => {
    expect(parseTimecode('01:02:03;04')).toEqual({ hours: 1, minutes: 2, seconds: 3, frames: 4 });
    expect(timecodeToFrames('00:00:00;00')).toBe(0);
    expect(timecodeToFrames('00:00:00;29')).toBe(29);
    expect(timecodeToFrames('00:00:01;00')).toBe(30);
    expect(timecodeToFrames('00:01:00;00')).toBe(1800);
    expect(timecodeToFrames('01:00:00;00')).toBe(108000);
    expect(timecodeToFrames('01:02:03;04')).toBe(111694);
    expect(timecodeToSeconds('00:00:10;15')).toBe(10.5);
    expect(timecodeToFrames('100:00:00;00')).toBe(10_800_000);
  });

  it.each([
    ['frames at 30', '00:00:00;30'],
    ['seconds at 60', '00:00:60;00'],
    ['minutes at 60', '00:60:00;00'],
    ['a colon before the frames', '00:00:10:15'],
    ['one-digit fields', '0:0:1;2'],
    ['letters', 'aa:bb:cc;dd'],
    ['nothing', ''],
    ['a sign', '-00:00:01;00'],
  ])('refuses %s', (_why, text) => {
    expect(parseTimecode(text)).toBeNull();
    expect(timecodeToFrames(text)).toBeNull();
    expect(timecodeToSeconds(text)).toBeNull();
  });

  it('accepts the last valid value of each field', () => {
    expect(timecodeToFrames('23:59:59;29')).toBe(24 * 3600 * 30 - 1);
  });

  it('writes frames and seconds as timecodes', () => {
    expect(framesToTimecode(0)).toBe('00:00:00;00');
    expect(framesToTimecode(29)).toBe('00:00:00;29');
    expect(framesToTimecode(30)).toBe('00:00:01;00');
    expect(framesToTimecode(108000)).toBe('01:00:00;00');
    expect(framesToTimecode(10_800_000)).toBe('100:00:00;00');
    expect(secondsToTimecode(10.5)).toBe('00:00:10;15');
    // 1/60 s is half a frame: it rounds to the next frame; just under rounds down.
    expect(secondsToTimecode(1 / 60)).toBe('00:00:00;01');
    expect(secondsToTimecode(0.016)).toBe('00:00:00;00');
    expect(secondsToTimecode(59.999)).toBe('00:01:00;00');
  });

  it('refuses frame counts and times that are not whole and positive', () => {
    expect(() => framesToTimecode(-1)).toThrow(RangeError);
    expect(() => framesToTimecode(1.5)).toThrow(RangeError);
    expect(() => secondsToTimecode(-0.1)).toThrow(RangeError);
    expect(() => secondsToTimecode(Number.NaN)).toThrow(RangeError);
    expect(() => formatTimecode({ hours: 0, minutes: 0, seconds: 0, frames: 30 })).toThrow(
      RangeError,
    );
    expect(() => formatTimecode({ hours: 0, minutes: 60, seconds: 0, frames: 0 })).toThrow(
      RangeError,
    );
  });

  it('round-trips frames through text and back over many values', () => {
    // A deterministic spread: every frame of the first 2 seconds, then large strides with odd offsets.
    const samples = [...Array.from({ length: 60 }, (_, i) => i)];
    for (let frames = 61; frames < 30 * 3600 * 30; frames += 7919) samples.push(frames);
    for (const frames of samples) {
      const text = framesToTimecode(frames);
      expect(text).toMatch(/^\d{2,}:[0-5]\d:[0-5]\d;([0-2]\d)$/);
      expect(timecodeToFrames(text)).toBe(frames);
      expect(formatTimecode(parseTimecode(text)!)).toBe(text);
      expect(secondsToTimecode(timecodeToSeconds(text)!)).toBe(text);
    }
    expect(samples.length).toBeGreaterThan(400);
  });
});

describe('formatDuration', () => {
  it("writes seconds as 'HH:mm:ss'", () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(60)).toBe('00:01:00');
    expect(formatDuration(3599)).toBe('00:59:59');
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(5025)).toBe('01:23:45');
  });

  it('drops fractions, keeps counting past a day and keeps a sign', () => {
    expect(formatDuration(59.999)).toBe('00:00:59');
    expect(formatDuration(86400)).toBe('24:00:00');
    expect(formatDuration(360000)).toBe('100:00:00');
    expect(formatDuration(-65)).toBe('-00:01:05');
    expect(formatDuration(-0.5)).toBe('00:00:00');
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
  });
});
