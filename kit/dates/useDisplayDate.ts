import { useCallback } from 'react';
import { formatDisplayDate } from '../../domain/dates';
import type { DateValue } from '../../domain/dates';
import { useDateLocale } from '../i18n/useDateLocale';
import { usePreferences } from '../preferences/usePreferences';

/**
 * A formatter for dates shown in lists, editors and the dashboard: the user's preferred display
 * format and time zone (profile preferences; 'DD MMM YYYY HH:mm' in the browser's zone until they
 * load), month names in the UI language. Empty values give an empty string; text that cannot be
 * read gives 'Invalid date' (spec section 5).
 */
export function useDisplayDate(): (value: DateValue | null | undefined) => string {
  const { dateFormat, timeZone } = usePreferences();
  const dateLocale = useDateLocale();
  return useCallback(
    (value: DateValue | null | undefined) =>
      value === null || value === undefined || value === ''
        ? ''
        : formatDisplayDate(value, dateFormat, timeZone, dateLocale),
    [dateFormat, timeZone, dateLocale],
  );
}
