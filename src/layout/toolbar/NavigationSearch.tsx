import { useMemo, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, ListItemIcon, ListItemText, TextField } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { usePermission } from '../../../authProvider/usePermission';
import { storedPage, storedTerm } from '../../../custom/search/searchStorage';
import { SEARCH_PATHS } from '../../../custom/search/paths';
import type { NavigableItem } from '../../../domain/navigation/navItem';
import { PAGE_PERMISSIONS } from '../../../domain/navigation/pagePermissions';
import { searchNavigation } from '../../../domain/navigation/searchNavigation';
import { isSearchTermValid } from '../../../domain/validation/searchTerm';
import { useProduct } from '../../../kit/product/useProduct';
import { NavIcon } from '../navigation/navIcons';
import { useNavigation } from '../navigation/NavigationContext';
import { useNavTitle } from '../navigation/useNavTitle';
import { withProduct } from '../productPath';

/** What the search offers when no page matches: the catalogue search, or a plain 'no page'. */
interface NoPageOption {
  id: 'catalogue' | 'none';
  term: string;
}

type Option = NavigableItem | NoPageOption;

const isNoPage = (option: Option): option is NoPageOption =>
  option.id === 'catalogue' || option.id === 'none';

/**
 * Section 2's navigation search: suggestions from the user's menu whose translated title
 * contains the text, ignoring case and accents, at most 10 (`searchNavigation`); Enter or
 * a click goes to the entry, Escape closes the suggestions. When no page matches it says so,
 * and offers to whoever may use the global search (its page's one permission) 'Search the
 * catalogue for “term”' (a term of at least 3 characters), opening the full results.
 */
export function NavigationSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { product } = useProduct();
  const { items } = useNavigation();
  const titleOf = useNavTitle();
  const mayFindContent = usePermission('view', PAGE_PERMISSIONS.globalSearch);
  const [query, setQuery] = useState('');
  const suggestions = useMemo<Option[]>(() => {
    const pages = searchNavigation(items, query, titleOf);
    const term = query.trim();
    if (pages.length > 0 || term === '') return pages;
    return [{ id: mayFindContent && isSearchTermValid(term) ? 'catalogue' : 'none', term }];
  }, [items, query, titleOf, mayFindContent]);

  const labelOf = (option: Option) => {
    if (!isNoPage(option)) return titleOf(option);
    const key = option.id === 'catalogue' ? 'searchCatalogue' : 'noPages';
    return translate(`console.shell.find.${key}`, { term: option.term });
  };

  const go = (entry: Option) => {
    setQuery('');
    if (isNoPage(entry)) {
      if (entry.id !== 'catalogue') return;
      storedTerm.set(entry.term);
      storedPage.remove();
      void navigate(SEARCH_PATHS.pageOf(product));
    } else if (entry.type === 'link') window.open(entry.url, '_blank', 'noopener,noreferrer');
    else void navigate(withProduct(entry.url, product));
  };

  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      autoHighlight
      clearOnBlur
      options={suggestions}
      filterOptions={(options) => options}
      getOptionDisabled={(option) => option.id === 'none'}
      getOptionLabel={(option) => (typeof option === 'string' ? option : labelOf(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      inputValue={query}
      value={null}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setQuery(text);
      }}
      onChange={(_event, chosen) => {
        // Enter on typed text (nothing highlighted) goes to the first suggestion.
        const entry = typeof chosen === 'string' ? suggestions[0] : chosen;
        if (entry) go(entry);
      }}
      sx={{ width: { xs: 160, md: 220, lg: 280 }, flexShrink: 0 }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <NavIcon name={isNoPage(option) ? 'ManageSearch' : option.icon} fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={labelOf(option)} />
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
