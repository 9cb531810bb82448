import {
  Autocomplete,
  Chip,
  FormControlLabel,
  FormHelperText,
  Switch,
  TextField,
} from '@mui/material';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AttributeSource, AttributeType } from '../../domain/rules';
import { DateTimeInput } from '../../kit/dates/DateTimeInput';

/** Props of {@link AttributeValueInput}. */
export interface AttributeValueInputProps {
  type: AttributeType;
  source: AttributeSource;
  /** As the form holds it (see AttributeFormState.value). */
  value: unknown;
  onChange: (value: unknown) => void;
  /** A problem to show under the input (already translated). */
  error?: string | undefined;
  disabled?: boolean;
}

function asList(value: unknown): string[] {
  return Array.isArray(value)
    ? (value as unknown[]).filter((item): item is string => typeof item === 'string')
    : [];
}

/** A chips input: type a value, Enter adds it; Backspace or a chip's delete removes one. */
function ChipsInput({
  label,
  value,
  onChange,
  helperText,
  error,
  disabled,
}: {
  label: string;
  value: unknown;
  onChange: (value: string[]) => void;
  helperText: string;
  error: boolean;
  disabled: boolean;
}) {
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      disabled={disabled}
      value={asList(value)}
      onChange={(_event, next) => onChange(next.map((item) => item.trim()).filter(Boolean))}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={item} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} margin="dense" label={label} error={error} helperText={helperText} />
      )}
    />
  );
}

/**
 * An attribute's value input, chosen by its type, or by its source for 'select' (whose value is
 * the list of choices the rule builder offers): chips for StringArray and choices, a number
 * field, a switch, the console's date-time picker, text.
 */
export function AttributeValueInput({
  type,
  source,
  value,
  onChange,
  error,
  disabled = false,
}: AttributeValueInputProps) {
  const translate = useTranslate();
  const label = translate('console.attributes.fields.value');
  if (source === 'select') {
    return (
      <ChipsInput
        label={translate('console.attributes.fields.choices')}
        value={value}
        onChange={onChange}
        helperText={error ?? translate('console.attributes.hints.choices')}
        error={error !== undefined}
        disabled={disabled}
      />
    );
  }
  switch (type) {
    case 'StringArray':
      return (
        <ChipsInput
          label={label}
          value={value}
          onChange={onChange}
          helperText={error ?? translate('console.attributes.hints.list')}
          error={error !== undefined}
          disabled={disabled}
        />
      );
    case 'Number':
      return (
        <TextField
          fullWidth
          margin="dense"
          type="number"
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          error={error !== undefined}
          helperText={error ?? translate('console.attributes.hints.number')}
          disabled={disabled}
        />
      );
    case 'Boolean':
      return (
        <Box sx={{ mt: 1 }}>
          <FormControlLabel
            control={
              <Switch
                checked={value === true}
                onChange={(event) => onChange(event.target.checked)}
                disabled={disabled}
              />
            }
            label={`${label}: ${translate(value === true ? 'console.attributes.yes' : 'console.attributes.no')}`}
          />
          {error !== undefined && <FormHelperText error>{error}</FormHelperText>}
        </Box>
      );
    case 'DateTime':
      return (
        <DateTimeInput
          fullWidth
          margin="dense"
          label={label}
          value={value instanceof Date ? value : null}
          onChange={onChange}
          error={error !== undefined}
          helperText={error ?? translate('console.attributes.hints.dateTime')}
          disabled={disabled}
        />
      );
    case 'String':
      return (
        <TextField
          fullWidth
          margin="dense"
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          error={error !== undefined}
          helperText={error ?? translate('console.attributes.hints.text')}
          disabled={disabled}
        />
      );
  }
}
