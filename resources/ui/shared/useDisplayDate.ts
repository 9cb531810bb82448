import { useCallback } from 'react';
import { formatDisplayDate } from '../../../domain/dates';
import type { DateValue } from '../../../domain/dates';
import { usePreferences } from '../../../src/profile/usePreferences';

/**
 * A formatter for dates shown in lists and editors: the user's preferred display format and
 * time zone (profile preferences; 'DD MMM YYYY HH:mm' in the browser's zone until they load).
 * Empty values give an empty string; text that cannot be read gives 'Invalid date' (spec
 * section 5).
 */
export function useDisplayDate(): (value: DateValue | null | undefined) => string {
  const { dateFormat, timeZone } = usePreferences();
  return useCallback(
    (value: DateValue | null | undefined) =>
      value === null || value === undefined || value === ''
        ? ''
        : formatDisplayDate(value, dateFormat, timeZone),
    [dateFormat, timeZone],
  );
}
