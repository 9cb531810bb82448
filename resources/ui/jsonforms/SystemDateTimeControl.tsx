import { TextField } from '@mui/material';
import { and, isDateTimeControl, rankWith, schemaMatches } from '@jsonforms/core';
import type { ControlProps, RankedTester } from '@jsonforms/core';
import { withJsonFormsControlProps } from '@jsonforms/react';
import { DEFAULT_DISPLAY_FORMAT, formatDisplayDate } from '../../../domain/dates';
import { useDateLocale } from '../../../kit/i18n/useDateLocale';

/**
 * A system date-time (`ct`, `ut`, `au_ut` ...: `format: date-time` and `readOnly`) shown as text
 * in the spec's display format 'DD MMM YYYY HH:mm', never as a date picker: nobody edits it.
 */
export function SystemDateTimeControl({ data, label, visible, id, path }: ControlProps) {
  const dateLocale = useDateLocale();
  if (!visible) return null;
  const text =
    typeof data === 'string' && data !== ''
      ? formatDisplayDate(data, DEFAULT_DISPLAY_FORMAT, undefined, dateLocale)
      : '';
  return (
    <TextField
      id={`${id}-input`}
      name={path}
      label={label}
      value={text}
      disabled
      fullWidth
      variant="standard"
      margin="dense"
      slotProps={{ input: { readOnly: true } }}
    />
  );
}

/** Applies to date-time controls whose schema is read-only; outranks the material date-time control (2). */
export const systemDateTimeControlTester: RankedTester = rankWith(
  5,
  and(
    isDateTimeControl,
    schemaMatches((schema) => 'readOnly' in schema && schema.readOnly === true),
  ),
);

export default withJsonFormsControlProps(SystemDateTimeControl);
