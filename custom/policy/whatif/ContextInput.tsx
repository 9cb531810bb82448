import ClearIcon from '@mui/icons-material/Clear';
import {
  Autocomplete,
  Box,
  Chip,
  FormControlLabel,
  IconButton,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { toInstant } from '../../../domain/rules';
import type { ContextAttribute } from '../../../domain/policy/viewerContext';
import { DateTimeInput } from '../../../kit/dates/DateTimeInput';
import { useAttributeName } from '../../../kit/policy/useAttributeName';

/** Props of {@link ContextInput}. */
export interface ContextInputProps {
  attribute: ContextAttribute;
  /** The raw value: what the input holds, or a persona's stored value. */
  value: unknown;
  /** Hears the new raw value; undefined means 'not given'. */
  onChange: (value: unknown) => void;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return (value as unknown[]).map(asText).filter((item) => item !== '');
  if (typeof value === 'string' && value.trim() !== '')
    return value.split(',').map((s) => s.trim());
  return [];
}

function asDate(value: unknown): Date | null {
  const instant = toInstant(value);
  return instant === undefined ? null : new Date(instant);
}

/**
 * One attribute of the viewer context, its input chosen by the attribute's type: a number field,
 * a switch, the console's date-time picker, chips for a list, text otherwise. The label is the
 * attribute's display name in the UI language, its key when it has none (the accessible name
 * too); a clear button makes the attribute 'not given'.
 */
export function ContextInput({ attribute, value, onChange }: ContextInputProps) {
  const translate = useTranslate();
  const name = useAttributeName()(attribute);
  const { type } = attribute;
  const given = value !== undefined;
  const typeLabel = translate(`console.whatIf.types.${type}`);
  let input;
  switch (type) {
    case 'Number':
      input = (
        <TextField
          label={name}
          type="number"
          size="small"
          fullWidth
          value={asText(value)}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          helperText={given ? typeLabel : translate('console.whatIf.notGiven')}
        />
      );
      break;
    case 'Boolean':
      input = (
        <FormControlLabel
          control={
            <Switch checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          }
          label={
            <span>
              {name}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                (
                {given
                  ? translate(value === true ? 'console.whatIf.yes' : 'console.whatIf.no')
                  : translate('console.whatIf.notGiven')}
                )
              </Typography>
            </span>
          }
        />
      );
      break;
    case 'DateTime':
      input = (
        <DateTimeInput
          label={name}
          size="small"
          fullWidth
          value={asDate(value)}
          onChange={(date) => onChange(date === null ? undefined : date.toISOString())}
          helperText={given ? typeLabel : translate('console.whatIf.notGiven')}
        />
      );
      break;
    case 'StringArray':
      input = (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          size="small"
          options={[]}
          value={asList(value)}
          onChange={(_event, next) => onChange(next.length === 0 ? undefined : next)}
          renderValue={(items, getItemProps) =>
            items.map((item, index) => {
              const { key: itemKey, ...itemProps } = getItemProps({ index });
              return <Chip key={itemKey} size="small" label={item} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={name}
              helperText={
                given ? translate('console.whatIf.arrayHint') : translate('console.whatIf.notGiven')
              }
            />
          )}
        />
      );
      break;
    case 'String':
      input = (
        <TextField
          label={name}
          size="small"
          fullWidth
          value={asText(value)}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          helperText={given ? typeLabel : translate('console.whatIf.notGiven')}
        />
      );
      break;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{input}</Box>
      <Tooltip title={translate('console.whatIf.clear', { attribute: name })}>
        <span>
          <IconButton
            size="small"
            aria-label={translate('console.whatIf.clear', { attribute: name })}
            disabled={!given}
            onClick={() => onChange(undefined)}
            sx={{ mt: 0.5 }}
          >
            <ClearIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
