import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  InputAdornment,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Popover,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NavItem, NavigableItem } from '../../../domain/navigation/navItem';
import { searchNavigation } from '../../../domain/navigation/searchNavigation';
import { NavIcon } from '../navigation/navIcons';

export interface ShortcutsPopoverProps {
  /** The add button, while the popover is open. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The user's menu. */
  items: readonly NavItem[];
  /** The pinned entries, in the bar's order. */
  pinned: readonly NavigableItem[];
  /** The pinned entries' ids. */
  ids: readonly string[];
  /** Pins an entry, or unpins it when it is pinned. */
  onToggle: (entry: NavigableItem) => void;
  titleOf: (item: NavItem) => string;
}

/**
 * The shortcuts bar's add menu: its search ('Search for an app or page') lists the menu entries
 * whose title contains the text, ignoring case and accents ('No results..' when none does), the
 * pinned ones while it is empty; choosing an entry pins it, or unpins it when it is pinned.
 */
export function ShortcutsPopover({
  anchor,
  onClose,
  items,
  pinned,
  ids,
  onToggle,
  titleOf,
}: ShortcutsPopoverProps) {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const found = useMemo(
    () => (query.trim() === '' ? pinned : searchNavigation(items, query, titleOf)),
    [query, pinned, items, titleOf],
  );
  const close = () => {
    onClose();
    setQuery('');
  };
  const toggle = onToggle;

  return (
    <>
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
    </>
  );
}
