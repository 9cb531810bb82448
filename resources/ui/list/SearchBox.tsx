import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SEARCH_TERM_MIN_LENGTH, isSearchTermValid } from '../../../domain/validation/searchTerm';
import { useDebouncedTextFilter } from './useDebouncedTextFilter';

/**
 * The list's search box (filter `q`, matched by the server against the type's
 * `searchFields`). Under 3 characters it does nothing but say so (spec section 5); emptying
 * it clears the search.
 */
export function SearchBox() {
  const translate = useTranslate();
  const [text, setText] = useDebouncedTextFilter('q', isSearchTermValid);
  const tooShort = text.trim() !== '' && !isSearchTermValid(text);
  return (
    <TextField
      fullWidth={false}
      type="search"
      size="small"
      label={translate('console.lists.search.label')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      helperText={
        tooShort ? translate('console.lists.search.hint', { min: SEARCH_TERM_MIN_LENGTH }) : ' '
      }
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 240 }}
    />
  );
}
