import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ListDeclaration } from '../../../dataProvider/types';
import { filterText } from './filterValues';
import { useListFilters } from './useListFilters';
import { useDebouncedTextFilter } from './useDebouncedTextFilter';

/** One declared filter of a list (`filters` of list.json). */
export type FilterDeclaration = ListDeclaration['filters'][number];

const ANY = '';

/** A free-text filter, applied once typing pauses. */
function TextFilter({ source, label }: { source: string; label: string }) {
  const [text, setText] = useDebouncedTextFilter(source);
  return (
    <TextField
      fullWidth={false}
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      helperText=" "
    />
  );
}

interface Choice {
  value: string;
  label: string;
}

/** How a choice filter reads and writes its value: text for enum choices, booleans for flags. */
interface ChoiceCodec {
  format: (value: unknown) => string;
  parse: (chosen: string) => unknown;
}

const TEXT_CODEC: ChoiceCodec = {
  format: (value) => (typeof value === 'string' ? value : ''),
  parse: (chosen) => chosen,
};

const BOOLEAN_CODEC: ChoiceCodec = {
  format: (value) =>
    typeof value === 'boolean' ? String(value) : value === 'true' || value === 'false' ? value : '',
  parse: (chosen) => chosen === 'true',
};

/** A choice filter: Any (no filter), or one of the choices. */
function ChoiceFilter({
  source,
  label,
  choices,
  codec,
}: {
  source: string;
  label: string;
  choices: Choice[];
  codec: ChoiceCodec;
}) {
  const translate = useTranslate();
  const { values, setOne } = useListFilters();
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      label={label}
      value={codec.format(values[source])}
      onChange={(event) =>
        setOne(source, event.target.value === ANY ? undefined : codec.parse(event.target.value))
      }
      helperText=" "
      sx={{ minWidth: 140 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ANY}>{translate('console.lists.filters.any')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A calendar-day filter ('YYYY-MM-DD', as the date input gives it). */
function DateFilter({ source, label }: { source: string; label: string }) {
  const { values, setOne } = useListFilters();
  return (
    <TextField
      fullWidth={false}
      type="date"
      size="small"
      label={label}
      value={filterText(values, source)}
      onChange={(event) =>
        setOne(source, event.target.value === '' ? undefined : event.target.value)
      }
      helperText=" "
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/**
 * One field filter from a list declaration, labelled `fields.<source>`: `text` (free text),
 * `select` (its `choices`, labelled `enums.<source>.<choice>`), `boolean` (Any / Yes / No) or
 * `date`. A declaration without a kind is a text filter.
 */
export function FieldFilter({ filter }: { filter: FilterDeclaration }) {
  const translate = useTranslate();
  const { source } = filter;
  const label = translate(`fields.${source}`, { _: source });
  switch (filter.kind) {
    case 'select':
      return (
        <ChoiceFilter
          source={source}
          label={label}
          codec={TEXT_CODEC}
          choices={(filter.choices ?? []).map((choice) => ({
            value: choice,
            label: translate(`enums.${source}.${choice}`, { _: choice }),
          }))}
        />
      );
    case 'boolean':
      return (
        <ChoiceFilter
          source={source}
          label={label}
          codec={BOOLEAN_CODEC}
          choices={[
            { value: 'true', label: translate('console.common.yes') },
            { value: 'false', label: translate('console.common.no') },
          ]}
        />
      );
    case 'date':
      return <DateFilter source={source} label={label} />;
    case 'text':
    case undefined:
    default:
      return <TextFilter source={source} label={label} />;
  }
}
