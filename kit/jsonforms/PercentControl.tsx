import { InputAdornment, TextField } from '@mui/material';
import { and, isControl, rankWith, schemaMatches } from '@jsonforms/core';
import type { CellProps, ControlProps, JsonSchema, RankedTester } from '@jsonforms/core';
import { withJsonFormsCellProps, withJsonFormsControlProps } from '@jsonforms/react';
import { PERCENT_RANGE, clampPercent, digitsOnly } from '../../domain/validation/numericInput';

/** A schema's mark of a percent field: `"x-percent": true` beside its type (feature flag rollout). */
export function isPercentSchema(schema: JsonSchema | undefined): boolean {
  return (
    schema !== undefined &&
    (schema as Record<string, unknown>)['x-percent'] === true &&
    (schema.type === 'integer' || schema.type === 'number')
  );
}

/**
 * What a percent field holds after the operator typed `text` (spec section 5): digits only, then
 * clamped 1-100 — above 100 becomes 100, 0 empties the field (no value), an emptied field reads
 * as 0 (which a 1-100 field then reports as too small rather than silently dropping it).
 */
export function percentValueOf(text: string): number | undefined {
  const clamped = clampPercent(digitsOnly(text));
  return clamped === '' ? undefined : clamped;
}

const shown = (data: unknown): string =>
  typeof data === 'number' && Number.isFinite(data) ? String(data) : '';

function PercentInput({
  id,
  data,
  path,
  enabled,
  onChange,
  label,
  required,
  error,
  helperText,
  fullWidth,
}: {
  id: string;
  data: unknown;
  path: string;
  enabled: boolean;
  onChange: (value: number | undefined) => void;
  label?: string | undefined;
  required?: boolean | undefined;
  error: boolean;
  helperText?: string | undefined;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      id={id}
      name={path}
      size="small"
      variant="standard"
      label={label}
      required={required === true}
      disabled={!enabled}
      error={error}
      helperText={helperText}
      fullWidth={fullWidth === true}
      value={shown(data)}
      onChange={(event) => onChange(percentValueOf(event.target.value))}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          'aria-valuemin': PERCENT_RANGE.min,
          'aria-valuemax': PERCENT_RANGE.max,
        },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );
}

/** A percent field in a table row (the feature flags' rollout column). */
export function PercentCell(props: CellProps) {
  const { id, path, enabled, isValid } = props;
  const data: unknown = props.data;
  return (
    <PercentInput
      id={id}
      data={data}
      path={path}
      enabled={enabled}
      error={!isValid}
      onChange={(value) => props.handleChange(path, value)}
    />
  );
}

/** A percent field on its own, with its label and problems. */
export function PercentControl(props: ControlProps) {
  const { id, path, enabled, label, required, errors, description, visible } = props;
  const data: unknown = props.data;
  if (!visible) return null;
  const helperText = errors !== '' ? errors : description;
  return (
    <PercentInput
      id={`${id}-input`}
      data={data}
      path={path}
      enabled={enabled}
      label={label}
      required={required}
      error={errors !== ''}
      helperText={helperText}
      fullWidth
      onChange={(value) => props.handleChange(path, value)}
    />
  );
}

const percentSchema = schemaMatches((schema) => isPercentSchema(schema));

/** Above JSON Forms' material number and integer controls and cells (2). */
export const percentControlTester: RankedTester = rankWith(4, and(isControl, percentSchema));
export const percentCellTester: RankedTester = rankWith(4, and(isControl, percentSchema));

export const PercentControlRenderer = withJsonFormsControlProps(PercentControl);
export const PercentCellRenderer = withJsonFormsCellProps(PercentCell);
