import { useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {
  Box,
  IconButton,
  InputAdornment,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Popover,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate, useStore, useTranslate } from 'react-admin';
import { navigableItems, type NavigableItem } from '../../../domain/navigation/navItem';
import { searchNavigation } from '../../../domain/navigation/searchNavigation';
import { useProduct } from '../../../kit/product/useProduct';
import { NavIcon } from '../navigation/navIcons';
import { useNavigation } from '../navigation/NavigationContext';
import { useNavTitle } from '../navigation/useNavTitle';
import { withProduct } from '../productPath';

/** The store key of the user's shortcuts (menu entry ids; react-admin's store keeps it). */
export const SHORTCUTS_STORE_KEY = 'console.shortcuts';

/**
 * Section 2's shortcuts bar: one button per page the user pinned, and an add menu whose search
 * ('Search for an app or page') lists the menu entries whose title contains the text, ignoring
 * case and accents ('No results..' when none does); choosing an entry pins it, or unpins it when
 * it is pinned already. Only entries of the user's own menu show, so a pinned page the user can
 * no longer see disappears from the bar.
 */
export function ShortcutsBar() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { product } = useProduct();
  const { items } = useNavigation();
  const titleOf = useNavTitle();
  const [ids, setIds] = useStore<string[]>(SHORTCUTS_STORE_KEY, []);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const entries = useMemo(() => navigableItems(items), [items]);
  const pinned = useMemo(
    () =>
      ids
        .map((id) => entries.find((entry) => entry.id === id))
        .filter((entry): entry is NavigableItem => entry !== undefined),
    [ids, entries],
  );
  const found = useMemo(
    () => (query.trim() === '' ? pinned : searchNavigation(items, query, titleOf)),
    [query, pinned, items, titleOf],
  );

  const go = (entry: NavigableItem) => {
    if (entry.type === 'link') window.open(entry.url, '_blank', 'noopener,noreferrer');
    else void navigate(withProduct(entry.url, product));
  };
  const toggle = (entry: NavigableItem) =>
    setIds(ids.includes(entry.id) ? ids.filter((id) => id !== entry.id) : [...ids, entry.id]);
  const close = () => {
    setAnchor(null);
    setQuery('');
  };

  return (
    <Box
      role="toolbar"
      aria-label={translate('console.shell.shortcuts.label')}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', flexShrink: 0 }}
    >
      {pinned.map((entry) => (
        <Tooltip key={entry.id} title={titleOf(entry)}>
          <IconButton color="inherit" aria-label={titleOf(entry)} onClick={() => go(entry)}>
            <NavIcon name={entry.icon} fontSize="small" />
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={translate('console.shell.shortcuts.add')}>
        <IconButton
          color="inherit"
          aria-label={translate('console.shell.shortcuts.add')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <StarBorderIcon fontSize="small" sx={{ color: 'warning.main' }} />
        </IconButton>
      </Tooltip>
      {/* A popover, not a menu: its search box is no menu item, so the role="menu" list below
          holds menu items only (axe: aria-required-children). ArrowDown goes from the box to
          the list; the list's own arrow keys, Home and End move within it. */}
      <Popover
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 300, pt: 1 } } }}
      >
        <Box sx={{ px: 1.5, pb: 1 }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key !== 'ArrowDown') return;
              event.preventDefault();
              listRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
            }}
            placeholder={translate('console.shell.shortcuts.searchPlaceholder')}
            slotProps={{
              htmlInput: {
                ref: searchRef,
                'aria-label': translate('console.shell.shortcuts.searchPlaceholder'),
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {query.trim() !== '' && found.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
            {translate('console.shell.shortcuts.noResults')}
          </Typography>
        )}
        {found.length > 0 && (
          <MenuList
            ref={listRef}
            dense
            aria-label={translate('console.shell.shortcuts.label')}
            sx={{ pt: 0 }}
          >
            {found.map((entry) => {
              const isPinned = ids.includes(entry.id);
              return (
                <MenuItem
                  key={entry.id}
                  onClick={() => {
                    toggle(entry);
                    // Unpinned from the pinned list (empty search), the item leaves the list:
                    // focus goes back to the search box, inside the popover, where Escape works.
                    if (isPinned && query.trim() === '') searchRef.current?.focus();
                  }}
                  aria-label={translate(
                    isPinned ? 'console.shell.shortcuts.unpin' : 'console.shell.shortcuts.pin',
                    { title: titleOf(entry) },
                  )}
                >
                  <ListItemIcon>
                    <NavIcon name={entry.icon} fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={titleOf(entry)} />
                  {isPinned ? (
                    <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
                  ) : (
                    <StarBorderIcon fontSize="small" />
                  )}
                </MenuItem>
              );
            })}
          </MenuList>
        )}
      </Popover>
    </Box>
  );
}
