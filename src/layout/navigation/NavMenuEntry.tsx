import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, Divider, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { LinkBase } from 'react-admin';
import { listTypeOfPath, usePrefetchListScreen } from '../../../resources/ui/shared/listPrefetch';
import type { NavItem } from '../../../domain/navigation/navItem';
import { withProduct } from '../productPath';
import { SHELL_SIZES } from '../shellSizes';
import { NavIcon } from './navIcons';

/** What every entry of one menu render shares. */
export interface NavMenuContext {
  openIds: readonly string[];
  activeId: string | undefined;
  product: string | undefined;
  onToggle: (id: string) => void;
  titleOf: (item: NavItem) => string;
  /**
   * The menu is locked (theme settings): items and links show disabled and lead nowhere, while
   * groups still open and close so the menu can be read.
   */
  locked: boolean;
}

function indent(depth: number): number {
  return Math.min(16 + depth * 16, SHELL_SIZES.maxIndent);
}

/**
 * One menu entry of the five types of section 2: a group or collapse opens and closes
 * its children, an item goes to a console page (with the selected product), a link
 * leaves the console in a new tab, a divider is a rule. In a locked menu an item or a link is a
 * disabled link (no address, `aria-disabled`).
 */
export function NavMenuEntry({
  item,
  depth,
  menu,
}: {
  item: NavItem;
  depth: number;
  menu: NavMenuContext;
}) {
  // Where a title is cut short by an ellipsis (the folded panel opened by hovering), hovering
  // the entry shows it whole.
  const title = menu.titleOf(item);
  const prefetchListScreen = usePrefetchListScreen();
  // A catalogue list's schema and first page start loading with the click, while the list
  // screen's code loads.
  const listType =
    item.type === 'item' && item.url !== undefined ? listTypeOfPath(item.url) : undefined;
  const prefetch = listType ? () => prefetchListScreen(listType, menu.product) : undefined;
  const icon = (
    <ListItemIcon sx={{ minWidth: 40 }}>
      <NavIcon name={item.icon} fontSize={depth === 0 ? 'medium' : 'small'} />
    </ListItemIcon>
  );
  const sx = { pl: `${indent(depth)}px`, minHeight: 44 };

  switch (item.type) {
    case 'divider':
      return <Divider component="li" sx={{ my: 1 }} />;
    case 'group':
    case 'collapse': {
      const open = menu.openIds.includes(item.id);
      return (
        <li>
          <ListItemButton
            onClick={() => menu.onToggle(item.id)}
            aria-expanded={open}
            sx={{ ...sx, ...(item.type === 'group' ? { fontWeight: 700 } : {}) }}
            data-nav-type={item.type}
            data-nav-id={item.id}
          >
            {icon}
            <ListItemText
              primary={title}
              slotProps={{
                primary: { noWrap: true, title, fontWeight: item.type === 'group' ? 700 : 400 },
              }}
            />
            <span className="nav-expand-icon" aria-hidden>
              {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </span>
          </ListItemButton>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <List disablePadding>
              {(item.children ?? []).map((child) => (
                <NavMenuEntry key={child.id} item={child} depth={depth + 1} menu={menu} />
              ))}
            </List>
          </Collapse>
        </li>
      );
    }
    case 'item':
    case 'link': {
      if (item.url === undefined) return null;
      const label = (
        <>
          {icon}
          <ListItemText primary={title} slotProps={{ primary: { noWrap: true, title } }} />
        </>
      );
      if (menu.locked) {
        return (
          <li>
            <ListItemButton
              component="a"
              role="link"
              disabled
              selected={menu.activeId === item.id}
              aria-current={menu.activeId === item.id ? 'page' : undefined}
              data-nav-id={item.id}
              sx={sx}
            >
              {label}
            </ListItemButton>
          </li>
        );
      }
      if (item.type === 'link') {
        return (
          <li>
            <ListItemButton
              component="a"
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={sx}
            >
              {label}
            </ListItemButton>
          </li>
        );
      }
      return (
        <li>
          <ListItemButton
            component={LinkBase}
            to={withProduct(item.url, menu.product)}
            onClick={prefetch}
            selected={menu.activeId === item.id}
            aria-current={menu.activeId === item.id ? 'page' : undefined}
            data-nav-id={item.id}
            sx={sx}
          >
            {label}
          </ListItemButton>
        </li>
      );
    }
  }
}
