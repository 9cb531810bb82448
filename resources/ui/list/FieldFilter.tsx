import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { isValid } from 'date-fns';
import { useTranslate } from 'react-admin';
import type { ListDeclaration } from '../../../dataProvider/types';
import { DateTimeInput } from '../../../kit/dates/DateTimeInput';
import { dayBoundsInZone } from '../../../kit/dates/zonedWallClock';
import { usePreferences } from '../../../kit/preferences/usePreferences';
import { filterText } from './filterValues';
import { useListFilters } from './useListFilters';
import { TEXT_FILTER_DELAY_MS, useDebouncedTextFilter } from './useDebouncedTextFilter';

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

/** An ISO instant as a list filter holds it, or null. */
function instantOf(text: string): Date | null {
  const date = text === '' ? null : new Date(text);
  return date !== null && isValid(date) ? date : null;
}

/**
 * A calendar-day filter: the kit's date input, in the user's format and time zone. The chosen
 * day is sent as the bounds of that day in the user's zone, `<source>_gte` (its first
 * millisecond) and `<source>_lte` (its last), as ISO instants the server compares with the
 * stored date-times; clearing the input removes both. The input shows what is typed at once and
 * the filter follows once typing pauses; a filter changed elsewhere (saved filters, 'Clear
 * filters') replaces the input's day.
 */
function DateFilter({ source, label }: { source: string; label: string }) {
  const { values, setAll } = useListFilters();
  const { timeZone } = usePreferences();
  const gte = `${source}_gte`;
  const lte = `${source}_lte`;
  const applied = filterText(values, gte);
  const [day, setDay] = useState(() => instantOf(applied));
  const pushed = useRef(applied);

  useEffect(() => {
    if (applied === pushed.current) return;
    pushed.current = applied;
    setDay(instantOf(applied));
  }, [applied]);

  // Typing a year passes through other valid years (2 → 1902, 20 → 1920 ...): apply the day
  // once typing pauses, as the text filters do.
  const dayTime = day === null ? null : day.getTime();
  const bounds = useMemo(
    () => (dayTime === null ? null : dayBoundsInZone(new Date(dayTime), timeZone)),
    [dayTime, timeZone],
  );
  const wanted = bounds === null ? '' : bounds.start.toISOString();
  const latestValues = useRef(values);
  latestValues.current = values;
  useEffect(() => {
    if (wanted === applied) return;
    const timer = setTimeout(() => {
      const { [gte]: _from, [lte]: _to, [source]: _exact, ...rest } = latestValues.current;
      pushed.current = wanted;
      setAll(bounds === null ? rest : { ...rest, [gte]: wanted, [lte]: bounds.end.toISOString() });
    }, TEXT_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, applied, bounds, gte, lte, source, setAll]);

  return (
    <Box sx={{ width: 190 }}>
      <DateTimeInput
        precision="date"
        size="small"
        fullWidth
        label={label}
        value={day}
        onChange={setDay}
        helperText=" "
      />
    </Box>
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
