import { and, rankWith, schemaTypeIs, scopeEndsWith } from '@jsonforms/core';
import type { ControlProps, JsonSchema, RankedTester } from '@jsonforms/core';
import { withJsonFormsControlProps } from '@jsonforms/react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { seriesServiceOf } from '../../dataProvider/seriesProvider';
import { SERIES_TYPE_OF, isSeriesType } from '../../domain/series/seriesLinks';
import type { SeriesSuggestion, SeriesType } from '../../domain/series/seriesLinks';
import { SEARCH_TERM_MIN_LENGTH } from '../../domain/validation/searchTerm';
import { pickLocalizedName } from '../names/localizedName';
import { useCurrentProduct } from '../product/useCurrentProduct';

/** How long typing pauses before the suggestions are asked for. */
export const SERIES_TYPING_PAUSE_MS = 250;

/** The series type an item's `pkg_id` names, from the item schema's `cty` constant. */
export function seriesTypeOfSchema(rootSchema: JsonSchema | undefined): SeriesType | undefined {
  const cty: unknown = rootSchema?.properties?.cty?.const;
  const series = typeof cty === 'string' ? SERIES_TYPE_OF[cty] : undefined;
  return isSeriesType(series) ? series : undefined;
}

const longEnough = (text: string) => [...text.trim()].length >= SEARCH_TERM_MIN_LENGTH;

/** The typed text once typing has paused. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), SERIES_TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/**
 * The series field of seasons and episodes (`pkg_id`): type three characters of a series' name
 * (in any language) or id and choose from the suggestions of `GET /content/series/suggestions`
 * (section 7; `{pkg_id, lon}`), shown by name in the UI language; the id is stored. The chosen
 * series is shown by name too (read with the same call by its id); when the series cannot be
 * searched, the id stays as it is.
 */
export function SeriesControl(props: ControlProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  const { label, visible, enabled, errors, id, path, rootSchema } = props;
  const value = typeof props.data === 'string' && props.data !== '' ? props.data : undefined;
  const cty = seriesTypeOfSchema(rootSchema);
  const [input, setInput] = useState('');
  const paused = usePaused(input);

  const suggestions = useQuery({
    queryKey: ['series-suggestions', product, cty, paused.trim()],
    enabled: enabled && longEnough(paused),
    retry: false,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await seriesServiceOf(dataProvider).suggestSeries({ query: paused, cty }, signal)).data,
  });
  // The chosen series' name: the suggestions of its id, the one with that id.
  const chosen = useQuery({
    queryKey: ['series-suggestions', product, cty, value, 'chosen'],
    enabled: value !== undefined && longEnough(value),
    retry: false,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (
        await seriesServiceOf(dataProvider).suggestSeries({ query: value ?? '', cty }, signal)
      ).data.find((row) => row.pkg_id === value) ?? null,
  });

  if (!visible) return null;
  const nameOf = (row: SeriesSuggestion) => pickLocalizedName(row.lon, locale) ?? row.pkg_id;
  const current: SeriesSuggestion | null = value
    ? (chosen.data ?? { pkg_id: value, lon: [], cty: cty ?? '', st: '' })
    : null;
  const options = longEnough(input) ? (suggestions.data ?? []) : [];
  const failed = suggestions.isError || chosen.isError;
  const helperText =
    errors !== ''
      ? errors
      : failed
        ? translate('console.common.series.unavailable')
        : translate('console.common.series.hint');
  return (
    <Autocomplete<SeriesSuggestion>
      id={`${id}-input`}
      size="small"
      value={current}
      options={options}
      disabled={!enabled}
      filterOptions={(rows) => rows}
      isOptionEqualToValue={(a, b) => a.pkg_id === b.pkg_id}
      getOptionLabel={(row) => nameOf(row)}
      getOptionKey={(row) => row.pkg_id}
      loading={suggestions.isFetching}
      loadingText={translate('console.common.series.loading')}
      noOptionsText={
        longEnough(input)
          ? translate('console.common.series.none')
          : translate('console.common.series.hint')
      }
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      onChange={(_, row) => props.handleChange(path, row ? row.pkg_id : undefined)}
      renderOption={({ key, ...optionProps }, row) => (
        <Box component="li" key={key} {...optionProps}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {nameOf(row)}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {row.pkg_id}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={errors !== ''}
          helperText={
            value && current && nameOf(current) !== value ? `${value} · ${helperText}` : helperText
          }
        />
      )}
    />
  );
}

/** Applies to an item's `pkg_id` (its series), above JSON Forms' text control. */
export const seriesControlTester: RankedTester = rankWith(
  6,
  and(schemaTypeIs('string'), scopeEndsWith('pkg_id')),
);

export default withJsonFormsControlProps(SeriesControl);
