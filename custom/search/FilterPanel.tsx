import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  toggleValue,
  visibleOptions,
  type SearchFilterLists,
  type SearchFilterOption,
  type SearchSelection,
} from '../../domain/search/searchFilters';
import { useSearchLabels } from './useGlobalSearch';

interface FilterListProps {
  legend: string;
  maxHeight: string | undefined;
  options: readonly SearchFilterOption[];
  labelOf: (option: SearchFilterOption) => string;
  chosen: readonly string[];
  text: string;
  onChange: (chosen: string[]) => void;
}

/** One checkbox list with Show More / Show Less, narrowed by the panel's filter text. */
function FilterList({
  legend,
  maxHeight,
  options,
  labelOf,
  chosen,
  text,
  onChange,
}: FilterListProps) {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { shown, more } = visibleOptions(options, labelOf, text, expanded);
  // The boxes show a click at once: the stored selection (a query cache entry) re-renders only on
  // the next task, and a controlled box would meanwhile read as before the click.
  const [clicked, setClicked] = useState<{ from: readonly string[]; to: string[] }>();
  const shownChosen = clicked && clicked.from === chosen ? clicked.to : chosen;
  const toggle = (value: string) => {
    const next = toggleValue(shownChosen, value, options);
    setClicked({ from: chosen, to: next });
    onChange(next);
  };
  return (
    <FormControl component="fieldset" variant="standard" sx={{ width: '100%', mb: 1 }}>
      <FormLabel component="legend" sx={{ typography: 'subtitle2', color: 'text.primary' }}>
        {legend}
      </FormLabel>
      <FormGroup id={listId} sx={{ maxHeight, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {shown.map((option) => (
          <FormControlLabel
            key={option.key}
            sx={{ mr: 0 }}
            control={
              <Checkbox
                size="small"
                checked={shownChosen.includes(option.value)}
                onChange={() => toggle(option.value)}
              />
            }
            label={<Typography variant="body2">{labelOf(option)}</Typography>}
          />
        ))}
      </FormGroup>
      {shown.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('console.search.filters.noMatch')}
        </Typography>
      )}
      {more && (
        <Box>
          <Button
            size="small"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {translate(
              expanded ? 'console.search.filters.showLess' : 'console.search.filters.showMore',
            )}
          </Button>
        </Box>
      )}
    </FormControl>
  );
}

export interface FilterPanelProps {
  lists: SearchFilterLists;
  selection: SearchSelection;
  onChange: (selection: SearchSelection) => void;
  /** The configuration failed to load: the message shown instead of the lists. */
  error?: string | undefined;
  /** Each list's height limit (the popup's lists: about 21vh, spec section 9); none by default. */
  listMaxHeight?: string;
}

/**
 * FILTER RESULTS (spec section 2): the 'Search Across' and 'Content Type' checkbox lists, each
 * with Show More / Show Less, and a filter text box opened from a magnifier and closed with a
 * clear icon, which narrows both lists locally by a case-insensitive substring of the label.
 */
export function FilterPanel({
  lists,
  selection,
  onChange,
  error,
  listMaxHeight,
}: FilterPanelProps) {
  const translate = useTranslate();
  const { typeLabel, acrossLabel } = useSearchLabels();
  const [filterOpen, setFilterOpen] = useState(false);
  const [text, setText] = useState('');
  const headingId = useId();
  const closeFilter = () => {
    setText('');
    setFilterOpen(false);
  };
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', minHeight: 40 }}>
        <Typography
          id={headingId}
          variant="overline"
          component="h2"
          sx={{ flexGrow: 1, fontWeight: 600, lineHeight: 1.5 }}
        >
          {translate('console.search.filters.title')}
        </Typography>
        {!filterOpen && (
          <Tooltip title={translate('console.search.filters.openFilter')}>
            <IconButton
              size="small"
              aria-label={translate('console.search.filters.openFilter')}
              onClick={() => setFilterOpen(true)}
            >
              <SearchIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {filterOpen && (
        <TextField
          size="small"
          fullWidth
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              closeFilter();
            }
          }}
          placeholder={translate('console.search.filters.filterPlaceholder')}
          sx={{ mb: 1 }}
          slotProps={{
            htmlInput: { 'aria-label': translate('console.search.filters.filterLabel') },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={translate('console.search.filters.closeFilter')}
                    onClick={closeFilter}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {error !== undefined ? (
        <Alert severity="error" variant="outlined">
          {error}
        </Alert>
      ) : (
        <>
          <FilterList
            legend={translate('console.search.filters.searchAcross')}
            maxHeight={listMaxHeight}
            options={lists.searchAcross}
            labelOf={acrossLabel}
            chosen={selection.searchAcross}
            text={text}
            onChange={(searchAcross) => onChange({ ...selection, searchAcross })}
          />
          <FilterList
            legend={translate('console.search.filters.contentType')}
            maxHeight={listMaxHeight}
            options={lists.contentTypes}
            labelOf={(option) => typeLabel(option.value, option.header)}
            chosen={selection.contentTypes}
            text={text}
            onChange={(contentTypes) => onChange({ ...selection, contentTypes })}
          />
        </>
      )}
    </Box>
  );
}
