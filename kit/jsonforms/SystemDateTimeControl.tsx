import { and, isDateTimeControl, rankWith, schemaMatches } from '@jsonforms/core';
import type { ControlProps, RankedTester } from '@jsonforms/core';
import { withJsonFormsControlProps } from '@jsonforms/react';
import { readDate } from '../../domain/dates';
import { DateTimeInput } from '../dates/DateTimeInput';

/**
 * A system date-time (`ct`, `ut`, `au_ut` ...: `format: date-time` and `readOnly`) shown
 * read-only in the kit's date input: the user's display format ('DD MMM YYYY HH:mm' unless the
 * profile says otherwise) and time zone, month names in the UI language. Nobody edits it, so it
 * has no calendar button.
 */
export function SystemDateTimeControl({ data, label, visible, id, path }: ControlProps) {
  if (!visible) return null;
  const value = typeof data === 'string' || typeof data === 'number' ? readDate(data) : null;
  return (
    <DateTimeInput
      id={`${id}-input`}
      name={path}
      label={label}
      value={value}
      readOnly
      disabled
      fullWidth
      variant="standard"
      margin="dense"
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
