import { isDateTimeControl, rankWith } from '@jsonforms/core';
import type { ControlProps, RankedTester } from '@jsonforms/core';
import { withJsonFormsControlProps } from '@jsonforms/react';
import { readDate } from '../../domain/dates';
import { DateTimeInput } from '../dates/DateTimeInput';

/**
 * An editable date-time field (`format: date-time`: licence window, availability dates ...) in
 * the kit's date input: shown and typed in the user's display format and time zone, month
 * names in the UI language; saved as an ISO 8601 instant in UTC ('2026-03-15T01:30:00.000Z'),
 * the form the seeded data and the list's date filters use. Clearing it removes the value.
 */
export function DateTimeControl(props: ControlProps) {
  const { label, visible, enabled, required, errors, description, id, path } = props;
  const data: unknown = props.data;
  if (!visible) return null;
  const value = typeof data === 'string' || typeof data === 'number' ? readDate(data) : null;
  const helperText = errors !== '' ? errors : description;
  return (
    <DateTimeInput
      id={`${id}-input`}
      name={path}
      label={label}
      value={value}
      disabled={!enabled}
      required={required === true}
      error={errors !== ''}
      {...(helperText ? { helperText } : {})}
      fullWidth
      onChange={(next) => props.handleChange(path, next === null ? undefined : next.toISOString())}
    />
  );
}

/**
 * Applies to date-time controls, above JSON Forms' material date-time control (2); read-only
 * system dates have their own control (5).
 */
export const dateTimeControlTester: RankedTester = rankWith(3, isDateTimeControl);

export default withJsonFormsControlProps(DateTimeControl);
