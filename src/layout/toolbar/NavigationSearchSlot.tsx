import { useEffect, useRef, useState, type ChangeEvent, type ComponentType } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePermission } from '../../../authProvider/usePermission';
import { SEARCH_ACCESS } from '../../../custom/search/paths';
import type { NavigationSearchProps } from './NavigationSearch';

/** The box's width, the same as the search's own. */
const WIDTH = { xs: 160, md: 220, lg: 280 } as const;

let loading: Promise<ComponentType<NavigationSearchProps>> | undefined;
const loadSearch = () =>
  (loading ??= import('./NavigationSearch').then((module) => module.NavigationSearch));

/**
 * The toolbar's navigation search. Until it is first used (pointer over it, focus), a plain input
 * of the same look stands in for it: the search's Autocomplete, its popup and its content
 * suggestions then load, and take over with whatever was typed meanwhile, focused, its
 * suggestions open.
 */
export function NavigationSearchSlot() {
  const translate = useTranslate();
  const mayFindContent = usePermission('view', SEARCH_ACCESS.resource);
  const [Search, setSearch] = useState<ComponentType<NavigationSearchProps>>();
  const [text, setText] = useState('');
  const focused = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  if (Search) return <Search initialQuery={text} autoFocus={focused.current} />;

  const load = () => {
    loadSearch().then(
      (component) => {
        if (mounted.current) setSearch(() => component);
      },
      (error: unknown) => {
        // A failed load (the network) is tried again at the next use.
        loading = undefined;
        console.error('The navigation search could not be loaded.', error);
      },
    );
  };
  const label = translate(
    mayFindContent ? 'console.shell.find.label' : 'console.shell.search.label',
  );
  return (
    <Box
      onPointerEnter={load}
      sx={(theme) => ({
        width: WIDTH,
        flexShrink: 0,
        height: 40,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: '14px',
        boxSizing: 'border-box',
        border: 1,
        borderRadius: `${theme.shape.borderRadius}px`,
        borderColor:
          theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
        color: 'text.primary',
        '&:hover': { borderColor: 'text.primary' },
        '&:focus-within': { borderColor: 'primary.main', borderWidth: 2, px: '13px' },
      })}
    >
      <SearchIcon fontSize="small" sx={{ color: 'action.active' }} />
      <Box
        component="input"
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={translate('console.shell.search.placeholder')}
        value={text}
        onFocus={() => {
          focused.current = true;
          load();
        }}
        onBlur={() => {
          focused.current = false;
        }}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          p: 0,
          font: 'inherit',
          fontSize: '1rem',
          color: 'inherit',
          bgcolor: 'transparent',
        }}
      />
    </Box>
  );
}
