import { Suspense, lazy, useMemo, useState, type MouseEvent } from 'react';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, IconButton } from '@mui/material';
import { useNavigate, useStore, useTranslate } from 'react-admin';
import { navigableItems, type NavigableItem } from '../../../domain/navigation/navItem';
import { useProduct } from '../../../kit/product/useProduct';
import { NavIcon } from '../navigation/navIcons';
import { useNavigation } from '../navigation/NavigationContext';
import { useNavTitle } from '../navigation/useNavTitle';
import { withProduct } from '../productPath';
import { HoverTooltip } from '../../../kit/feedback/HoverTooltip';

// The add menu's popover (its search box and list) loads when it is first opened.
const ShortcutsPopover = lazy(() =>
  import('./ShortcutsPopover').then((module) => ({ default: module.ShortcutsPopover })),
);

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
  // Mounted from its first opening on, so that it also animates when it closes.
  const [popoverUsed, setPopoverUsed] = useState(false);

  const entries = useMemo(() => navigableItems(items), [items]);
  const pinned = useMemo(
    () =>
      ids
        .map((id) => entries.find((entry) => entry.id === id))
        .filter((entry): entry is NavigableItem => entry !== undefined),
    [ids, entries],
  );

  const go = (entry: NavigableItem) => {
    if (entry.type === 'link') window.open(entry.url, '_blank', 'noopener,noreferrer');
    else void navigate(withProduct(entry.url, product));
  };
  const toggle = (entry: NavigableItem) =>
    setIds(ids.includes(entry.id) ? ids.filter((id) => id !== entry.id) : [...ids, entry.id]);

  return (
    <Box
      role="toolbar"
      aria-label={translate('console.shell.shortcuts.label')}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', flexShrink: 0 }}
    >
      {pinned.map((entry) => (
        <HoverTooltip key={entry.id} title={titleOf(entry)}>
          <IconButton color="inherit" aria-label={titleOf(entry)} onClick={() => go(entry)}>
            <NavIcon name={entry.icon} fontSize="small" />
          </IconButton>
        </HoverTooltip>
      ))}
      <HoverTooltip title={translate('console.shell.shortcuts.add')}>
        <IconButton
          color="inherit"
          aria-label={translate('console.shell.shortcuts.add')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => {
            setPopoverUsed(true);
            setAnchor(event.currentTarget);
          }}
        >
          <StarBorderIcon fontSize="small" sx={{ color: 'warning.main' }} />
        </IconButton>
      </HoverTooltip>
      {popoverUsed && (
        <Suspense fallback={null}>
          <ShortcutsPopover
            anchor={anchor}
            onClose={() => setAnchor(null)}
            items={items}
            pinned={pinned}
            ids={ids}
            onToggle={toggle}
            titleOf={titleOf}
          />
        </Suspense>
      )}
    </Box>
  );
}
