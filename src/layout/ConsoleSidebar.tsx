import { useEffect, useState, type ReactNode } from 'react';
import { Box, Drawer } from '@mui/material';
import { useLocation, useTranslate } from 'react-admin';
import { hoverDuration } from '../theme/themes';
import { useNavbarState } from './navbarState';
import { IconRail } from './navigation/IconRail';
import { SHELL_SIZES } from './shellSizes';
import { useShellUi } from './ShellUiContext';
import { useThemeSettings } from './settings/useThemeSettings';

/** What react-admin's `<Layout>` hands its `sidebar`. */
export interface ConsoleSidebarProps {
  children?: ReactNode;
  appBarAlwaysOn?: boolean;
}

/**
 * The folded panel shows icons only: the entries' titles are hidden from sight but kept for
 * assistive technology (they name the entries' buttons; axe: aria-command-name).
 */
const COMPACT_STYLES = {
  '& .nav-expand-icon, & .MuiCollapse-root': { display: 'none' },
  '& .MuiListItemText-root': {
    position: 'absolute',
    width: 1,
    height: 1,
    p: 0,
    m: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
};

/**
 * In the unfolded panel and the drawer a long title (Tamil's often are: the TV types all begin
 * 'தொலைக்காட்சி') takes a second line instead of ending in an ellipsis that hides what tells
 * the entries apart. While the folded panel opens on hover, titles stay on one line.
 */
const WRAPPED_TITLES = { '& .MuiListItemText-primary': { whiteSpace: 'normal' } };

/**
 * The left side of the shell (react-admin `sidebar`): the icon rail and the menu panel,
 * 300 px wide or folded to 64 px (it then opens over the page while hovered). Under
 * 1280 px the panel becomes a temporary 280 px drawer that the toolbar's hamburger opens
 * and that closes after navigating. The theme settings can hide it (navbar display off), put it
 * on the right of the page (the rail then on the right edge, the panel opening leftwards) and
 * fold it; with the toolbar hidden it starts at the top of the window.
 */
export function ConsoleSidebar({ children }: ConsoleSidebarProps) {
  const [open] = useNavbarState();
  const translate = useTranslate();
  const { isSmallScreen, mobileNavOpen, setMobileNavOpen } = useShellUi();
  const [hovered, setHovered] = useState(false);
  const { pathname } = useLocation();
  const { settings } = useThemeSettings();
  const { navbar, toolbar } = settings.layout.config;
  // Navigating from the temporary drawer closes it.
  useEffect(() => {
    setMobileNavOpen(false);
  }, [pathname, setMobileNavOpen]);

  if (!navbar.display) return null;

  // The side of the page (left to right; mirrored with the rest of the page right to left):
  // the rail on the outer edge, the menu panel beside it towards the page.
  const side = navbar.position;

  const top = toolbar.display ? SHELL_SIZES.toolbar : 0;
  const sticky = {
    position: 'sticky',
    top,
    height: `calc(100vh - ${top}px)`,
    alignSelf: 'flex-start',
  } as const;

  if (isSmallScreen) {
    return (
      <>
        <Box sx={{ ...sticky, display: { xs: 'none', sm: 'flex' } }}>
          <IconRail />
        </Box>
        <Drawer
          variant="temporary"
          anchor={side}
          open={mobileNavOpen}
          onClose={() => setMobileNavOpen(false)}
          slotProps={{
            paper: {
              // The drawer is a modal dialog: it carries the menu's name.
              'aria-label': translate('console.shell.menu.label'),
              sx: { width: SHELL_SIZES.mobileDrawer, ...WRAPPED_TITLES },
            },
          }}
        >
          {children}
        </Drawer>
      </>
    );
  }

  const folded = !open;
  const panelWidth = folded && !hovered ? SHELL_SIZES.sidebarFolded : SHELL_SIZES.sidebar;
  const placeWidth =
    SHELL_SIZES.iconRail + (folded ? SHELL_SIZES.sidebarFolded : SHELL_SIZES.sidebar);

  return (
    <Box
      data-testid="sidebar-place"
      data-position={side}
      sx={{
        ...sticky,
        display: 'flex',
        flexDirection: side === 'right' ? 'row-reverse' : 'row',
        // After the page in the layout's row when on the right.
        order: side === 'right' ? 1 : 0,
        width: placeWidth,
        flexShrink: 0,
        zIndex: 3,
      }}
    >
      <IconRail />
      <Box
        data-testid="sidebar-panel"
        data-folded={folded}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        sx={[
          {
            position: 'absolute',
            top: 0,
            bottom: 0,
            [side]: SHELL_SIZES.iconRail,
            width: panelWidth,
            overflowX: 'hidden',
            overflowY: 'auto',
            bgcolor: 'background.paper',
            [side === 'right' ? 'borderLeft' : 'borderRight']: 1,
            borderColor: 'divider',
            // Spec section 9: what opens on hover takes 400 ms, nothing with animations off.
            transition: (theme) =>
              theme.transitions.create('width', { duration: hoverDuration(settings.animations) }),
            boxShadow: folded && hovered ? 8 : 0,
          },
          folded && !hovered ? COMPACT_STYLES : {},
          folded ? {} : WRAPPED_TITLES,
        ]}
      >
        {children}
      </Box>
    </Box>
  );
}
