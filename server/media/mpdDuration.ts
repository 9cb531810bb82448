import { readFileSync, writeFileSync } from 'node:fs';

/*
 * An MPD's declared length, made to match its media. ffmpeg's dash muxer (4.1) writes
 * `mediaPresentationDuration` truncated to tenths of a second (PT1.5S for a 1.5333 s cut, PT5.7S
 * for 5.7667 s), and a player that honours it stops before the last frames. The SegmentTimeline
 * it writes is exact, so the duration is taken from it.
 */

/** Each AdaptationSet's SegmentTimeline in seconds: the sum of d * (r + 1), in its timescale. */
export function segmentTimelineSeconds(mpd: string): { contentType: string; seconds: number }[] {
  return [...mpd.matchAll(/<AdaptationSet\b[^>]*>[\s\S]*?<\/AdaptationSet>/g)].flatMap(([set]) => {
    const timescale = Number(/<SegmentTemplate\b[^>]*\btimescale="(\d+)"/.exec(set)?.[1] ?? 1);
    const segments = [...set.matchAll(/<S\b[^>]*\bd="(\d+)"[^>]*>/g)];
    if (segments.length === 0 || !(timescale > 0)) return [];
    const units = segments.reduce((sum, [tag, d]) => {
      const repeat = Number(/\br="(\d+)"/.exec(tag)?.[1] ?? 0);
      return sum + Number(d) * (repeat + 1);
    }, 0);
    const contentType = /<AdaptationSet\b[^>]*\bcontentType="(\w+)"/.exec(set)?.[1] ?? '';
    return [{ contentType, seconds: units / timescale }];
  });
}

/** Seconds as an xs:duration, to the microsecond (`PT1.533333S`, `PT96S`). */
export function isoDuration(seconds: number): string {
  return `PT${Number(seconds.toFixed(6))}S`;
}

/**
 * The MPD with `mediaPresentationDuration` set to its video timeline's length (the frames it
 * plays; without video, the longest timeline). Unchanged when it has no timeline.
 */
export function withTimelineDuration(mpd: string): string {
  const timelines = segmentTimelineSeconds(mpd);
  const video = timelines.find((timeline) => timeline.contentType === 'video');
  const seconds = video?.seconds ?? Math.max(0, ...timelines.map((timeline) => timeline.seconds));
  if (!(seconds > 0)) return mpd;
  return mpd.replace(
    /\bmediaPresentationDuration="[^"]*"/,
    `mediaPresentationDuration="${isoDuration(seconds)}"`,
  );
}

/** Rewrites a manifest file ffmpeg's dash muxer wrote so its duration is its timeline's. */
export function fixManifestDuration(file: string): void {
  const mpd = readFileSync(file, 'utf8');
  const fixed = withTimelineDuration(mpd);
  if (fixed !== mpd) writeFileSync(file, fixed);
}
