import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { searchServiceOf } from '../../dataProvider/searchProvider';
import type { SearchHit } from '../../dataProvider/types';
import type { EditorItem } from './useVideoEditor';

/** The VOD types that carry video. */
const VIDEO_TYPES = [
  'movie',
  'tvepisode',
  'webepisode',
  'shortvideo',
  'trailer',
  'promo',
  'sportclip',
  'sporthighlight',
];

function nameOf(hit: SearchHit): string {
  return (hit.lon.find((n) => n.lang === 'en') ?? hit.lon[0])?.n ?? hit.id;
}

/** The VOD item to cut, found through the global search (10 a page, from the first letter). */
export function ItemPicker({
  value,
  onChange,
}: {
  value: EditorItem | undefined;
  onChange: (item: EditorItem | undefined) => void;
}) {
  const translate = useTranslate();
  const search = searchServiceOf(useDataProvider());
  const [term, setTerm] = useState('');
  const hits = useQuery({
    queryKey: ['videoeditor', 'pick', term.trim()],
    queryFn: ({ signal }) =>
      search.searchContent({ term, cty: VIDEO_TYPES, pageNumber: 1, pageSize: 10 }, signal),
    enabled: term.trim().length > 0,
  });
  const options: EditorItem[] = (hits.data?.data ?? []).map((hit) => ({
    type: hit.cty,
    id: hit.id,
    title: nameOf(hit),
  }));
  return (
    <Autocomplete<EditorItem>
      sx={{ minWidth: 320, flex: 1, maxWidth: 520 }}
      size="small"
      options={options}
      value={value ?? null}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(a, b) => a.id === b.id && a.type === b.type}
      onChange={(_, next) => onChange(next ?? undefined)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTerm(text);
      }}
      loading={hits.isFetching}
      loadingText={translate('console.videoEditor.pick.searching')}
      noOptionsText={translate('console.videoEditor.pick.none')}
      renderOption={(props, option) => (
        <li {...props} key={`${option.type}:${option.id}`}>
          {option.title} ·{' '}
          {translate(`resources.${option.type}.name`, { smart_count: 1, _: option.type })}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('console.videoEditor.pick.label')}
          placeholder={translate('console.videoEditor.pick.placeholder')}
        />
      )}
    />
  );
}
