import {
  Autocomplete,
  Box,
  Chip,
  FormControlLabel,
  FormHelperText,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { readStringList } from '../../../domain/policy/ruleProblems';
import type { AttributeType, Operator } from '../../../domain/rules';
import { toInstant } from '../../../domain/rules';
import { DateTimeInput } from '../../../kit/dates/DateTimeInput';
import { takesList } from './policyDraft';

/** Props of {@link RuleValueInput}. */
export interface RuleValueInputProps {
  type: AttributeType;
  op: Operator;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The accessible name, e.g. 'Value of rule 2'. */
  label: string;
  /** A problem to show under the input (translated). */
  error?: string | undefined;
  /** Choices offered in a list (a select-source attribute's values). */
  choices?: readonly string[];
  disabled: boolean;
}

/**
 * A rule's value input, chosen by the attribute's type and the operator: chips for a list (one
 * of, none of, contains, and StringArray), a number field, a switch for Boolean, the console's
 * date-time picker for DateTime, text otherwise. The problem, when there is one, sits under it.
 */
export function RuleValueInput({
  type,
  op,
  value,
  onChange,
  label,
  error,
  choices = [],
  disabled,
}: RuleValueInputProps) {
  const translate = useTranslate();
  const hasError = error !== undefined;
  if (takesList(type, op)) {
    return (
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        size="small"
        options={[...choices]}
        disabled={disabled}
        value={readStringList(value) ?? []}
        onChange={(_event, next) => onChange(next.map((item) => item.trim()).filter(Boolean))}
        renderValue={(items, getItemProps) =>
          items.map((item, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={item} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            error={hasError}
            helperText={error ?? translate('console.policy.rules.listHint')}
          />
        )}
      />
    );
  }
  switch (type) {
    case 'Number':
      return (
        <TextField
          fullWidth
          size="small"
          type="number"
          label={label}
          disabled={disabled}
          value={typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          error={hasError}
          helperText={error ?? translate('console.policy.rules.numberHint')}
        />
      );
    case 'Boolean': {
      const checked = value === true || value === 'true';
      return (
        <Box>
          <FormControlLabel
            disabled={disabled}
            control={
              <Switch
                checked={checked}
                onChange={(event) => onChange(event.target.checked)}
                slotProps={{ input: { 'aria-label': label } }}
              />
            }
            label={translate(checked ? 'console.policy.rules.yes' : 'console.policy.rules.no')}
          />
          {hasError && <FormHelperText error>{error}</FormHelperText>}
        </Box>
      );
    }
    case 'DateTime': {
      const instant = toInstant(value);
      return (
        <DateTimeInput
          fullWidth
          size="small"
          label={label}
          disabled={disabled}
          value={instant === undefined ? null : new Date(instant)}
          onChange={(date) => onChange(date === null ? '' : date.toISOString())}
          error={hasError}
          helperText={error ?? translate('console.policy.rules.dateHint')}
        />
      );
    }
    case 'String':
    case 'StringArray':
      return (
        <TextField
          fullWidth
          size="small"
          label={label}
          disabled={disabled}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          error={hasError}
          helperText={error ?? translate('console.policy.rules.textHint')}
        />
      );
  }
}
