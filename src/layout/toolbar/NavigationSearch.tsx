import { useMemo, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, ListItemIcon, ListItemText, TextField } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import type { NavigableItem } from '../../../domain/navigation/navItem';
import { searchNavigation } from '../../../domain/navigation/searchNavigation';
import { useProduct } from '../../../kit/product/useProduct';
import { NavIcon } from '../navigation/navIcons';
import { useNavigation } from '../navigation/NavigationContext';
import { useNavTitle } from '../navigation/useNavTitle';
import { withProduct } from '../productPath';

/**
 * Section 2's navigation search: suggestions from the user's menu whose translated title
 * contains the text, ignoring case and accents, at most 10 (`searchNavigation`); Enter or
 * a click goes to the entry, Escape closes the suggestions.
 */
export function NavigationSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { product } = useProduct();
  const { items } = useNavigation();
  const titleOf = useNavTitle();
  const [query, setQuery] = useState('');
  const suggestions = useMemo(
    () => searchNavigation(items, query, titleOf),
    [items, query, titleOf],
  );

  const go = (entry: NavigableItem) => {
    setQuery('');
    if (entry.type === 'link') window.open(entry.url, '_blank', 'noopener,noreferrer');
    else void navigate(withProduct(entry.url, product));
  };

  return (
    <Autocomplete<NavigableItem, false, false, true>
      freeSolo
      autoHighlight
      clearOnBlur
      options={suggestions}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : titleOf(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      inputValue={query}
      value={null}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setQuery(text);
      }}
      onChange={(_event, chosen) => {
        // Enter on typed text (nothing highlighted) goes to the first suggestion.
        const entry =
          typeof chosen === 'string' ? searchNavigation(items, chosen, titleOf)[0] : chosen;
        if (entry) go(entry);
      }}
      sx={{ width: { xs: 160, md: 220, lg: 280 }, flexShrink: 0 }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <NavIcon name={option.icon} fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={titleOf(option)} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder={translate('console.shell.search.placeholder')}
          slotProps={{
            htmlInput: {
              ...params.inputProps,
              'aria-label': translate('console.shell.search.label'),
            },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
