import { MenuItem, TextField } from '@mui/material';
import { format, isValid, parseISO } from 'date-fns';
import { useTranslate } from 'react-admin';
import type { FieldDefinition } from '../../domain/typeDesigner/definition';
import { numberOf } from './draft';

const T = 'console.typeDesigner';

/** A `datetime-local` input's value for an ISO instant (the browser's time zone), or ''. */
function localInputOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

export interface DefaultInputProps {
  field: FieldDefinition;
  /** undefined: no default. */
  onChange: (value: unknown) => void;
  problem: { error?: boolean; helperText?: string };
}

/**
 * A field's default, the value existing items lacking it get when the type is published (what
 * lets a required field be added to a type that has items): an input that fits the kind (text,
 * number, yes/no, one of the options, a date and time). Kinds with no sound single default
 * (localized text, lists, images, references) offer none.
 */
export function DefaultInput({ field, onChange, problem }: DefaultInputProps) {
  const translate = useTranslate();
  const common = {
    size: 'small' as const,
    label: translate(`${T}.defaultValue`),
    sx: { width: 240 },
    error: problem.error,
    helperText: problem.helperText ?? translate(`${T}.defaultHelp`),
  };
  const value = field.default;
  switch (field.kind) {
    case 'text':
    case 'longText':
      return (
        <TextField
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      );
    case 'number':
    case 'integer':
      return (
        <TextField
          {...common}
          type="number"
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => onChange(numberOf(event.target.value))}
        />
      );
    case 'dateTime':
      return (
        <TextField
          {...common}
          type="datetime-local"
          value={localInputOf(value)}
          onChange={(event) => {
            const date = new Date(event.target.value);
            onChange(event.target.value && isValid(date) ? date.toISOString() : undefined);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'boolean':
    case 'enum': {
      const choices =
        field.kind === 'boolean'
          ? [
              { value: 'true', label: translate(`${T}.defaultYes`) },
              { value: 'false', label: translate(`${T}.defaultNo`) },
            ]
          : (field.options ?? [])
              .filter((option) => option.value !== '')
              .map((option) => ({ value: option.value, label: option.value }));
      return (
        <TextField
          {...common}
          select
          value={typeof value === 'boolean' || typeof value === 'string' ? String(value) : ''}
          onChange={(event) => {
            const picked = event.target.value;
            if (picked === '') onChange(undefined);
            else if (field.kind === 'boolean') onChange(picked === 'true');
            else onChange(picked);
          }}
        >
          <MenuItem value="">{translate(`${T}.defaultNone`)}</MenuItem>
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'localizedText':
    case 'list':
    case 'image':
    case 'reference':
      return null;
  }
}
