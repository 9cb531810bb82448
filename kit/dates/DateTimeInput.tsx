import { useMemo, useRef } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { TextFieldProps } from '@mui/material';
import { isValid } from 'date-fns';
import { useTranslate } from 'react-admin';
import { DISPLAY_FORMAT_TOKENS } from '../../domain/dates';
import { useDateLocale } from '../i18n/useDateLocale';
import { usePreferences } from '../preferences/usePreferences';
import { pickerLocaleText } from './pickerLocaleText';
import { dayBoundsInZone, fromWallClock, toWallClock } from './zonedWallClock';

/** Props of {@link DateTimeInput}. */
export interface DateTimeInputProps {
  /** The visible label, which is also the input's accessible name. */
  label: string;
  /** The instant shown, or null for an empty input. */
  value: Date | null;
  /**
   * Hears every complete, valid entry (typed, or picked in the calendar) as an instant, and null
   * when the input is cleared. Half-typed text is kept in the input and not reported.
   */
  onChange?: (value: Date | null) => void;
  /**
   * 'date': a calendar day in the user's time zone, reported as the instant that day starts;
   * 'minute' (default): a date and a time of day.
   */
  precision?: 'date' | 'minute';
  /** Shown but not editable (no calendar button either). */
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** An error state; `helperText` says what is wrong. */
  error?: boolean;
  helperText?: string;
  id?: string;
  name?: string;
  size?: 'small' | 'medium';
  variant?: TextFieldProps['variant'];
  fullWidth?: boolean;
  margin?: TextFieldProps['margin'];
}

/** The picker's format: the user's display format, without its time of day for a calendar day. */
function pickerFormat(tokens: string, precision: 'date' | 'minute'): string {
  return precision === 'date' ? tokens.replace(/\s*HH:mm$/, '') : tokens;
}

/**
 * The console's one date and date-time input (list filters, forms, the bespoke pages): MUI X's
 * desktop picker on date-fns, in the user's display format and time zone from the profile
 * (`usePreferences`), with month names and picker texts in the UI language (`useDateLocale`,
 * `console.dates.*`). The value is an instant (a Date): what the user sees and types is that
 * instant's wall-clock time in their zone. Typing works section by section (day, month name or
 * number, year, hours, minutes); the calendar button opens the picker; clearing the text
 * reports null.
 */
export function DateTimeInput({
  label,
  value,
  onChange,
  precision = 'minute',
  readOnly = false,
  disabled = false,
  required = false,
  error = false,
  helperText,
  id,
  name,
  size = 'medium',
  variant = 'outlined',
  fullWidth = false,
  margin,
}: DateTimeInputProps) {
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  const { dateFormat, timeZone } = usePreferences();
  const localeText = useMemo(() => pickerLocaleText(translate), [translate]);
  const format = pickerFormat(DISPLAY_FORMAT_TOKENS[dateFormat], precision);
  // What the picker last produced, with the instant it was reported as: while the parent hands
  // that instant back, the picker keeps its own wall clock. Converting back and forth could
  // move it (historical zone offsets have seconds, which a year typed digit by digit, 2 → 1902,
  // passes through).
  const reported = useRef<{ instant: number; wallClock: Date } | null>(null);
  const wallClock =
    value === null || !isValid(value)
      ? null
      : reported.current?.instant === value.getTime()
        ? reported.current.wallClock
        : toWallClock(value, timeZone);
  const report = (next: Date | null) => {
    if (!onChange) return;
    if (next === null) {
      reported.current = null;
      onChange(null);
    } else if (isValid(next)) {
      const typed = fromWallClock(next, timeZone);
      const instant = precision === 'date' ? dayBoundsInZone(typed, timeZone).start : typed;
      reported.current = { instant: instant.getTime(), wallClock: next };
      onChange(instant);
    }
  };
  const textField = {
    ...(id === undefined ? {} : { id }),
    ...(name === undefined ? {} : { name }),
    ...(helperText === undefined ? {} : { helperText }),
    ...(margin === undefined ? {} : { margin }),
    size,
    variant,
    fullWidth,
    required,
    error,
    // The label stays above the box, so an empty input shows its format ('DD MMM YYYY') and
    // the label is never drawn under the calendar button.
    slotProps: { inputLabel: { shrink: true } },
  };
  const common = {
    label,
    value: wallClock,
    onChange: report,
    format,
    readOnly,
    disabled,
    disableOpenPicker: readOnly,
    enableAccessibleFieldDOMStructure: false as const,
    slotProps: { textField, field: { clearable: !readOnly && !disabled } },
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dateLocale}
      localeText={localeText}
    >
      {precision === 'date' ? (
        <DesktopDatePicker {...common} />
      ) : (
        <DesktopDateTimePicker {...common} ampm={false} />
      )}
    </LocalizationProvider>
  );
}
