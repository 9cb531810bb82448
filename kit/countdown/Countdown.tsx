import { Box, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { COUNTDOWN_TICK_MS, countdownParts, defaultCountdownEnd } from '../../domain/countdown';

export interface CountdownProps {
  /**
   * When the countdown reaches zero (ms since the epoch, a Date or an ISO string); 15 days from
   * its start by default, and when the date is not a date.
   */
  endDate?: number | Date | string | undefined;
  /**
   * The moment the countdown starts from (a preview of another moment); now by default. The
   * clock runs on from it, a second a tick.
   */
  from?: number | Date | string | undefined;
  /** One line (days, then hh:mm:ss) for a tile or a row; the shell's large figures otherwise. */
  compact?: boolean;
  /** Called once when it reaches zero. */
  onComplete?: () => void;
}

/** A moment in ms, or undefined when it is missing or not a date. */
const timeOf = (value: number | Date | string | undefined): number | undefined => {
  const time =
    value === undefined
      ? Number.NaN
      : typeof value === 'number'
        ? value
        : typeof value === 'string'
          ? Date.parse(value)
          : value.getTime();
  return Number.isFinite(time) ? time : undefined;
};

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The countdown widget of the shell (spec sections 2 and 9: default 15 days, a tick every
 * second): days, hours, minutes and seconds left, labelled in the UI language. It is a timer for
 * assistive technology (role="timer", which announces nothing by itself each second) with the
 * whole time left as its name; it stops at zero and calls `onComplete` once.
 */
export function Countdown({ endDate, from, onComplete, compact = false }: CountdownProps) {
  const translate = useTranslate();
  const start = timeOf(from);
  // How far the shown clock is from the real one (a preview of another moment), fixed when the
  // start is given: the clock then runs on from it.
  const offset = useMemo(() => (start === undefined ? 0 : start - Date.now()), [start]);
  const [defaultEnd] = useState(() => defaultCountdownEnd(Date.now() + offset));
  const target = timeOf(endDate) ?? (start === undefined ? defaultEnd : defaultCountdownEnd(start));
  const [realNow, setRealNow] = useState(() => Date.now());
  const parts = countdownParts(target, realNow + offset);
  const done = parts.total === 0;
  const completed = useRef(false);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  useEffect(() => {
    if (done) return undefined;
    const timer = setInterval(() => setRealNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [done, target, offset]);
  useEffect(() => {
    if (!done) {
      completed.current = false;
      return;
    }
    if (completed.current) return;
    completed.current = true;
    onCompleteRef.current?.();
  }, [done]);

  const label = translate('console.common.countdown.left', {
    days: parts.days,
    hours: parts.hours,
    minutes: parts.minutes,
    seconds: parts.seconds,
  });
  if (compact)
    return (
      <CompactCountdown
        label={label}
        total={parts.total}
        text={`${String(parts.days)} ${translate('console.common.countdown.days')} ${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`}
      />
    );
  const units = [
    { key: 'days', value: String(parts.days) },
    { key: 'hours', value: two(parts.hours) },
    { key: 'minutes', value: two(parts.minutes) },
    { key: 'seconds', value: two(parts.seconds) },
  ] as const;
  return (
    <Box
      role="timer"
      aria-label={label}
      data-countdown-total={parts.total}
      sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 1.5 }}
    >
      {units.map((unit, index) => (
        <Box key={unit.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          {index > 0 && (
            <Typography aria-hidden component="span" variant="h5" sx={{ lineHeight: 1.2 }}>
              :
            </Typography>
          )}
          <Box aria-hidden sx={{ textAlign: 'center', minWidth: 48 }}>
            <Typography
              component="span"
              variant="h5"
              sx={{ display: 'block', lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
            >
              {unit.value}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              {translate(`console.common.countdown.${unit.key}`)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The smallest share of the caption size the one-line form shrinks to (9 px of 12). */
const MIN_FIT = 0.75;
/** The space between the days and the time at the caption size (and a pixel to spare). */
const SPACE_PX = 5;

/**
 * The one-line form: days, then hh:mm:ss, on one line that fits its box. A narrow box (a long day
 * word such as Tamil's in a small space) gets the text shrunk to fit, down to {@link MIN_FIT} of
 * the caption size; only a box narrower still lets the time go under the days, never a word
 * broken. Measured again when the box or the text's length changes. The box's width must not
 * follow the text (an `auto` grid column, say): it would shrink with each fit, down to the least.
 */
function CompactCountdown({ label, total, text }: { label: string; total: number; text: string }) {
  const outer = useRef<HTMLSpanElement>(null);
  const daysPart = useRef<HTMLSpanElement>(null);
  const timePart = useRef<HTMLSpanElement>(null);
  const [scale, setScale] = useState(1);
  const scaleRef = useRef(1);
  const length = text.length;

  useLayoutEffect(() => {
    const box = outer.current;
    if (!box) return undefined;
    const fit = () => {
      const available = box.clientWidth;
      // The line's width at the full caption size: its two unbreakable parts (drawn at the
      // current scale) and the space between them.
      const drawn = (daysPart.current?.offsetWidth ?? 0) + (timePart.current?.offsetWidth ?? 0);
      const natural = drawn / scaleRef.current + SPACE_PX;
      if (available <= 0 || drawn <= 0) return;
      const next = Math.max(MIN_FIT, Math.min(1, Math.floor((available / natural) * 100) / 100));
      if (next !== scaleRef.current) {
        scaleRef.current = next;
        setScale(next);
      }
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [length]);

  const [days, time] = splitAtTime(text);
  const part = { display: 'inline-block', whiteSpace: 'nowrap' } as const;
  return (
    <Typography
      ref={outer}
      role="timer"
      aria-label={label}
      data-countdown-total={total}
      component="span"
      variant="caption"
      sx={{
        display: 'block',
        width: '100%',
        overflow: 'hidden',
        fontVariantNumeric: 'tabular-nums',
        fontSize: scale === 1 ? undefined : `calc(0.75rem * ${String(scale)})`,
      }}
    >
      <span aria-hidden>
        <span ref={daysPart} style={part}>
          {days}
        </span>{' '}
        <span ref={timePart} style={part}>
          {time}
        </span>
      </span>
    </Typography>
  );
}

/** '2 days 03:04:05' as ['2 days', '03:04:05']. */
function splitAtTime(text: string): [string, string] {
  const at = text.lastIndexOf(' ');
  return at < 0 ? ['', text] : [text.slice(0, at), text.slice(at + 1)];
}
