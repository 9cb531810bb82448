/** The countdown widget's default span (spec section 2: 'a countdown widget (default 15 days)'). */
export const COUNTDOWN_DEFAULT_DAYS = 15;
/** How often the countdown ticks (spec section 9: 'countdown tick 1 s'). */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left (0 once the end has passed). */
  total: number;
}

/** The default end: 15 days after `from`. */
export function defaultCountdownEnd(from: number): number {
  return from + COUNTDOWN_DEFAULT_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * What is left until `end` at `now`, in whole days, hours, minutes and seconds (a part second
 * left counts as a whole one, so the last second shows 1 until it is over); all zero after `end`.
 */
export function countdownParts(end: number, now: number): CountdownParts {
  const total = Math.max(0, Math.ceil((end - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    total,
  };
}
