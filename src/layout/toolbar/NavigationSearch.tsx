import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  Autocomplete,
  Box,
  InputAdornment,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  TextField,
  type AutocompleteRenderGroupParams,
} from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { usePermission } from '../../../authProvider/usePermission';
import { HitTypeAndStatus, useHitName } from '../../../custom/search/SearchHitText';
import { storedPage, storedTerm } from '../../../custom/search/searchStorage';
import { SEARCH_ACCESS, SEARCH_PATHS } from '../../../custom/search/paths';
import { useContentSuggestions } from '../../../custom/search/useContentSuggestions';
import type { SearchHit } from '../../../dataProvider/types';
import type { NavigableItem } from '../../../domain/navigation/navItem';
import { searchNavigation } from '../../../domain/navigation/searchNavigation';
import { useProduct } from '../../../kit/product/useProduct';
import { NavIcon } from '../navigation/navIcons';
import { useNavigation } from '../navigation/NavigationContext';
import { useNavTitle } from '../navigation/useNavTitle';
import { withProduct } from '../productPath';

/** One suggestion of the toolbar's search. */
type Option =
  | { kind: 'page'; item: NavigableItem }
  /** No page matches the text. */
  | { kind: 'noPage'; term: string }
  /** A catalogue item found for the text; `path` is its editor (none: a type of no known area). */
  | { kind: 'hit'; hit: SearchHit; path: string | undefined }
  /** 'Search the catalogue for “term”': the full results. */
  | { kind: 'catalogue'; term: string }
  /** A line of the content group that is not a choice (searching, nothing found, too short). */
  | { kind: 'note'; text: string };

type Group = 'pages' | 'content';

const groupOf = (option: Option): Group =>
  option.kind === 'page' || option.kind === 'noPage' ? 'pages' : 'content';

const isChoice = (option: Option): boolean =>
  option.kind === 'page' ||
  option.kind === 'catalogue' ||
  (option.kind === 'hit' && option.path !== undefined);

function optionKey(option: Option): string {
  switch (option.kind) {
    case 'page':
      return `page:${option.item.id}`;
    case 'hit':
      return `hit:${option.hit.key}`;
    case 'note':
      return `note:${option.text}`;
    case 'noPage':
    case 'catalogue':
      return option.kind;
  }
}

/** A group of suggestions as a labelled ARIA group inside the listbox. */
function SuggestionGroup({
  params,
  label,
}: {
  params: AutocompleteRenderGroupParams;
  label: string;
}) {
  const headingId = useId();
  return (
    <Box component="li" role="presentation" sx={{ listStyle: 'none' }}>
      <div role="group" aria-labelledby={headingId}>
        <ListSubheader
          id={headingId}
          component="div"
          role="presentation"
          sx={{ lineHeight: '32px', fontWeight: 600, bgcolor: 'background.paper' }}
        >
          {label}
        </ListSubheader>
        <Box component="ul" role="presentation" sx={{ p: 0, m: 0 }}>
          {params.children}
        </Box>
      </div>
    </Box>
  );
}

/**
 * Section 2's navigation search, which also finds content. Pages: suggestions from the user's
 * menu whose translated title contains the text, ignoring case and accents, at most 10
 * (`searchNavigation`), or 'No page matches “term”'. For whoever may use the global search (its
 * page's one permission, cp_datastore view) a Content group follows: the catalogue's hits for a
 * term of at least 3 characters once typing settles (each opening its editor), then 'Search the
 * catalogue for “term”', opening the full results. Arrow keys move through both groups, Enter
 * or a click goes to the entry, Escape closes the suggestions.
 */
export interface NavigationSearchProps {
  /** Text already typed (into the toolbar's stand-in while this loaded): suggestions show at once. */
  initialQuery?: string;
  /** Take the focus when mounted, the caret after the text. */
  autoFocus?: boolean;
}

export function NavigationSearch({ initialQuery = '', autoFocus = false }: NavigationSearchProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { product } = useProduct();
  const { items } = useNavigation();
  const titleOf = useNavTitle();
  const nameOf = useHitName();
  const mayFindContent = usePermission('view', SEARCH_ACCESS.resource);
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(initialQuery !== '');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = input.current;
    if (!autoFocus || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [autoFocus]);
  const { suggestions: content, pathOf, areaOf } = useContentSuggestions(query, mayFindContent);

  const options = useMemo<Option[]>(() => {
    const term = query.trim();
    const pages: Option[] = searchNavigation(items, query, titleOf).map((item) => ({
      kind: 'page',
      item,
    }));
    if (term === '') return pages;
    if (pages.length === 0) pages.push({ kind: 'noPage', term });
    if (content.state === 'off') return pages;
    const note = (key: string): Option => ({
      kind: 'note',
      text: translate(`console.shell.find.${key}`),
    });
    switch (content.state) {
      case 'short':
        // Pages may still match a short text; the hint only when none does.
        return pages[0]?.kind === 'noPage' ? [...pages, note('minChars')] : pages;
      case 'searching':
        // No choice in the group yet: the first hit is the one highlighted when they arrive.
        return [...pages, note('searching')];
      case 'failed':
        return [...pages, { kind: 'note', text: content.message }, { kind: 'catalogue', term }];
      case 'found':
        return [
          ...pages,
          ...(content.hits.length === 0
            ? [note('noContent')]
            : content.hits.map((hit): Option => ({ kind: 'hit', hit, path: pathOf(hit) }))),
          { kind: 'catalogue', term },
        ];
    }
  }, [items, query, titleOf, content, pathOf, translate]);

  const labelOf = (option: Option): string => {
    switch (option.kind) {
      case 'page':
        return titleOf(option.item);
      case 'noPage':
        return translate('console.shell.find.noPages', { term: option.term });
      case 'catalogue':
        return translate('console.shell.find.searchCatalogue', { term: option.term });
      case 'hit':
        return nameOf(option.hit);
      case 'note':
        return option.text;
    }
  };

  const go = (entry: Option) => {
    if (!isChoice(entry)) return;
    setQuery('');
    if (entry.kind === 'catalogue') {
      storedTerm.set(entry.term);
      storedPage.remove();
      void navigate(SEARCH_PATHS.pageOf(product));
    } else if (entry.kind === 'hit') {
      if (entry.path !== undefined) void navigate(entry.path);
    } else if (entry.kind === 'page') {
      const { item } = entry;
      if (item.type === 'link') window.open(item.url, '_blank', 'noopener,noreferrer');
      else void navigate(withProduct(item.url, product));
    }
  };

  const iconOf = (option: Option): ReactNode => {
    if (option.kind === 'page') return <NavIcon name={option.item.icon} fontSize="small" />;
    if (option.kind === 'hit') return <DescriptionOutlinedIcon fontSize="small" />;
    return <NavIcon name="ManageSearch" fontSize="small" />;
  };

  const label = translate(
    mayFindContent ? 'console.shell.find.label' : 'console.shell.search.label',
  );

  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      autoHighlight
      clearOnBlur
      options={options}
      filterOptions={(all) => all}
      {...(mayFindContent
        ? {
            groupBy: groupOf,
            renderGroup: (params: AutocompleteRenderGroupParams) => (
              <SuggestionGroup
                key={params.key}
                params={params}
                label={translate(`console.shell.find.${params.group}`)}
              />
            ),
          }
        : {})}
      getOptionDisabled={(option) => !isChoice(option)}
      getOptionLabel={(option) => (typeof option === 'string' ? option : labelOf(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : optionKey(option))}
      inputValue={query}
      value={null}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setQuery(text);
      }}
      onChange={(_event, chosen) => {
        // Enter on typed text (nothing highlighted) goes to the first entry one can go to, or
        // (content still on its way) to the catalogue's full results.
        const catalogue: Option | undefined =
          content.state === 'searching' ? { kind: 'catalogue', term: query.trim() } : undefined;
        const entry = typeof chosen === 'string' ? (options.find(isChoice) ?? catalogue) : chosen;
        if (entry) go(entry);
      }}
      sx={{ width: { xs: 160, md: 220, lg: 280 }, flexShrink: 0 }}
      slotProps={{
        // The content's names need more room than the box: the list is at least 360 px wide.
        popper: { sx: { minWidth: mayFindContent ? 360 : undefined } },
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <ListItemIcon sx={{ minWidth: 36 }}>{iconOf(option)}</ListItemIcon>
          {option.kind === 'hit' ? (
            <ListItemText
              primary={labelOf(option)}
              secondary={<HitTypeAndStatus hit={option.hit} area={areaOf(option.hit)} />}
              slotProps={{
                primary: { noWrap: true, 'data-user-content': true } as object,
                secondary: { component: 'div' } as object,
              }}
              sx={{ minWidth: 0 }}
            />
          ) : (
            <ListItemText primary={labelOf(option)} />
          )}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input}
          size="small"
          placeholder={translate('console.shell.search.placeholder')}
          slotProps={{
            htmlInput: {
              ...params.inputProps,
              'aria-label': label,
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
