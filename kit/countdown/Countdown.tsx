import { Box, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
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
      <Typography
        role="timer"
        aria-label={label}
        data-countdown-total={parts.total}
        component="span"
        variant="caption"
        sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}
      >
        <span aria-hidden>
          {`${String(parts.days)} ${translate('console.common.countdown.days')} ${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`}
        </span>
      </Typography>
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
