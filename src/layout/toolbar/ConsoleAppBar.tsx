import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import PaletteIcon from '@mui/icons-material/Palette';
import { AppBar, Box, IconButton, Stack, Toolbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIdentity } from '../../../authProvider/useIdentity';
import { DatastoreSearchSlot } from '../../../custom/search/DatastoreSearchSlot';
import { NotificationBell } from '../../../custom/notifications/NotificationBell';
import { useRuntimeFeatures } from '../../../kit/config/RuntimeFeatures';
import { SortEpisodesLink } from '../../../custom/episodes/SortEpisodesLink';
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher';
import { ProductMenu } from '../../product/ProductMenu';
import { useNavbarState } from '../navbarState';
import { usePageKind } from '../pageKind';
import { SHELL_SIZES } from '../shellSizes';
import { useShellUi } from '../ShellUiContext';
import { useThemeSettings } from '../settings/useThemeSettings';
import { ConsoleUserMenu } from './ConsoleUserMenu';
import { CountBadges } from './CountBadges';
import { NavigationSearchSlot } from './NavigationSearchSlot';
import { ShortcutsBar } from './ShortcutsBar';
import { HoverTooltip } from '../../../kit/feedback/HoverTooltip';

/** What react-admin's `<Layout>` hands its `appBar`. */
export interface ConsoleAppBarProps {
  alwaysOn?: boolean;
}

/**
 * The 64 px toolbar (react-admin `appBar`): the hamburger (folds the sidebar; under
 * 1280 px opens the menu drawer), navigation search, the shortcuts bar, the datastore search box (in the datastore
 * section only), the dashboard's count badges, the job notification bell (unless the runtime
 * feature flag `notification` is false; on when not set), the language switcher, the product menu (only when the token has a product claim), the
 * Theme Settings button and the user menu. On detail and add pages (spec section 2: their toolbar
 * is altered) the shortcuts bar gives way to the item's own actions (Sort episodes), and the
 * hamburger unfolds the navbar for that page only (`useNavbarState`). No hamburger while the theme
 * settings hide the navbar.
 */
export function ConsoleAppBar(_props: ConsoleAppBarProps) {
  const translate = useTranslate();
  const identity = useIdentity();
  const [sidebarOpen, setSidebarOpen] = useNavbarState();
  const pageKind = usePageKind();
  const notificationsOn = useRuntimeFeatures().notification !== false;
  const { isSmallScreen, setMobileNavOpen, setSettingsOpen } = useShellUi();
  // With the navbar hidden (theme settings) there is nothing for the hamburger to open.
  const navbarShown = useThemeSettings().settings.layout.config.navbar.display;
  const toggleLabel = translate(
    isSmallScreen ? 'console.shell.toolbar.openMenu' : 'console.shell.toolbar.toggleMenu',
  );

  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      data-page-kind={pageKind}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: 4 }}
    >
      <Toolbar
        sx={{ minHeight: SHELL_SIZES.toolbar, height: SHELL_SIZES.toolbar, gap: 1 }}
        disableGutters
      >
        <Box
          sx={{
            width: SHELL_SIZES.iconRail,
            display: 'flex',
            justifyContent: 'center',
            flexShrink: 0,
          }}
        >
          {navbarShown && (
            <HoverTooltip title={toggleLabel}>
              <IconButton
                color="inherit"
                aria-label={toggleLabel}
                aria-expanded={isSmallScreen ? undefined : sidebarOpen}
                onClick={() =>
                  isSmallScreen ? setMobileNavOpen(true) : setSidebarOpen(!sidebarOpen)
                }
              >
                {!isSmallScreen && sidebarOpen ? <MenuOpenIcon /> : <MenuIcon />}
              </IconButton>
            </HoverTooltip>
          )}
        </Box>
        <NavigationSearchSlot />
        {/* Detail and add pages: no shortcuts bar, the room goes to the item's own actions. */}
        {pageKind === 'default' && <ShortcutsBar />}
        <DatastoreSearchSlot />
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pr: 1, minWidth: 0 }}>
          <SortEpisodesLink />
          <CountBadges />
          {notificationsOn && <NotificationBell />}
          <LanguageSwitcher />
          {identity?.products !== undefined && <ProductMenu />}
          <HoverTooltip title={translate('console.shell.settings.open')}>
            <IconButton
              color="inherit"
              aria-label={translate('console.shell.settings.open')}
              onClick={() => setSettingsOpen(true)}
            >
              <PaletteIcon />
            </IconButton>
          </HoverTooltip>
          <ConsoleUserMenu />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
