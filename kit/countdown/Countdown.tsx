import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { COUNTDOWN_TICK_MS, countdownParts, defaultCountdownEnd } from '../../domain/countdown';

export interface CountdownProps {
  /** When the countdown reaches zero (ms since the epoch, a Date or an ISO string); 15 days from the first render by default. */
  endDate?: number | Date | string;
  /** Called once when it reaches zero. */
  onComplete?: () => void;
}

const timeOf = (value: number | Date | string): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string'
      ? Date.parse(value)
      : value.getTime();

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The countdown widget of the shell (spec sections 2 and 9: default 15 days, a tick every
 * second): days, hours, minutes and seconds left, labelled in the UI language. It is a timer for
 * assistive technology (role="timer", which announces nothing by itself each second) with the
 * whole time left as its name; it stops at zero and calls `onComplete` once.
 */
export function Countdown({ endDate, onComplete }: CountdownProps) {
  const translate = useTranslate();
  const [end] = useState(() => (endDate === undefined ? defaultCountdownEnd(Date.now()) : 0));
  const target = endDate === undefined ? end : timeOf(endDate);
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(target, now);
  const done = parts.total === 0;
  const completed = useRef(false);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  useEffect(() => {
    if (done) return undefined;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [done, target]);
  useEffect(() => {
    if (!done) {
      completed.current = false;
      return;
    }
    if (completed.current) return;
    completed.current = true;
    onCompleteRef.current?.();
  }, [done]);

  const units = [
    { key: 'days', value: String(parts.days) },
    { key: 'hours', value: two(parts.hours) },
    { key: 'minutes', value: two(parts.minutes) },
    { key: 'seconds', value: two(parts.seconds) },
  ] as const;
  return (
    <Box
      role="timer"
      aria-label={translate('console.common.countdown.left', {
        days: parts.days,
        hours: parts.hours,
        minutes: parts.minutes,
        seconds: parts.seconds,
      })}
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
