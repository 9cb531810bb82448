/**
 * A virtual channel's playout (spec section 7: `GET channels`, `GET channels/{id}/events`,
 * `POST channels/{id}` with `channel_start_time`, `POST dynamic-interstitials`): the shapes the
 * service answers and the console shows, and the rules both apply. Paths are under the `vll`
 * service base.
 */

export const PLAYOUT_PATHS = {
  channels: '/channels',
  channel: (id: string) => `/channels/${encodeURIComponent(id)}`,
  events: (id: string) => `/channels/${encodeURIComponent(id)}/events`,
  interstitials: '/dynamic-interstitials',
} as const;

/** The lengths of a dynamic interstitial, in seconds (the spec's ad intervals). */
export const INTERSTITIAL_DURATIONS = [15, 30, 60, 90, 120] as const;

/** How far ahead the events of a channel are read at most, in days (the weekly window). */
export const MAX_EVENT_DAYS = 9;

/** How many interstitials a channel keeps (older ones that have ended drop first). */
export const MAX_INTERSTITIALS = 200;

/** The service's English messages (the console shows them in the UI language by field). */
export const PLAYOUT_MESSAGES = {
  startInPast: 'The channel start time must be in the future',
  startBeforeWindow: 'The channel start time is before the channel becomes available',
  notInstant: 'Not an ISO 8601 time with a zone',
  interstitialInPast: 'A dynamic interstitial must start in the future',
  interstitialBeforeStart: 'A dynamic interstitial cannot start before the channel starts',
  interstitialOverlap: 'The dynamic interstitial would overlap the one at {start}',
  eventsRange: 'end must be after start, at most 9 days later',
} as const;

/** A virtual channel as `GET channels` lists it (its published version, else its draft). */
export interface PlayoutChannel {
  id: string;
  name: string;
  cn: number | null;
  tz: string;
  st: string;
  channel_start_time: string | null;
  /** Whether the channel has a start time at or before now. */
  onAir: boolean;
  /** How many dynamic interstitials are still to come. */
  upcomingInterstitials: number;
}

/** A dynamic interstitial as stored on the channel (`dyi`) and answered by the POST. */
export interface DynamicInterstitial {
  id: string;
  start: string;
  end: string;
  dur: number;
  title: string;
  by: string;
  at: string;
}

/** The body of `POST dynamic-interstitials`. */
export interface DynamicInterstitialRequest {
  channelId: string;
  start: string;
  dur: (typeof INTERSTITIAL_DURATIONS)[number];
  title?: string;
}

/** One thing that plays on a channel: a program airing of the published schedule, or an interstitial. */
export interface ChannelEvent {
  kind: 'program' | 'interstitial';
  id: string;
  title: string;
  a_st_dt: string;
  a_ed_dt: string;
  dur: number;
}

/** `GET channels/{id}/events?start=&end=`: the channel and what plays between the two instants. */
export interface ChannelEvents {
  channel: string;
  name: string;
  tz: string;
  channel_start_time: string | null;
  events: ChannelEvent[];
}

/** Two ranges overlap when each starts before the other ends (touching ones do not). */
export function rangesOverlap(
  a: { startMs: number; endMs: number },
  b: { startMs: number; endMs: number },
): boolean {
  return a.startMs < b.endMs && b.startMs < a.endMs;
}

/**
 * Why an interstitial cannot be added at `startMs` for `dur` seconds (undefined when it can): it
 * must start after now and not before the channel's start time, and not overlap another one.
 */
export function interstitialProblem(
  request: { startMs: number; dur: number },
  context: {
    nowMs: number;
    channelStartMs: number | undefined;
    existing: readonly DynamicInterstitial[];
  },
): { message: string; conflict?: DynamicInterstitial } | undefined {
  if (request.startMs <= context.nowMs) return { message: PLAYOUT_MESSAGES.interstitialInPast };
  if (context.channelStartMs !== undefined && request.startMs < context.channelStartMs)
    return { message: PLAYOUT_MESSAGES.interstitialBeforeStart };
  const range = { startMs: request.startMs, endMs: request.startMs + request.dur * 1000 };
  const conflict = context.existing.find((other) =>
    rangesOverlap(range, { startMs: Date.parse(other.start), endMs: Date.parse(other.end) }),
  );
  if (conflict)
    return {
      message: PLAYOUT_MESSAGES.interstitialOverlap.replace('{start}', conflict.start),
      conflict,
    };
  return undefined;
}

/**
 * The interstitials a channel keeps after adding one: all that have not ended, and the most
 * recent ended ones up to MAX_INTERSTITIALS, in start order.
 */
export function keptInterstitials(
  list: readonly DynamicInterstitial[],
  nowMs: number,
): DynamicInterstitial[] {
  const sorted = [...list].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const upcoming = sorted.filter((item) => Date.parse(item.end) > nowMs);
  const ended = sorted.filter((item) => Date.parse(item.end) <= nowMs);
  const room = Math.max(0, MAX_INTERSTITIALS - upcoming.length);
  return [...ended.slice(Math.max(0, ended.length - room)), ...upcoming];
}
