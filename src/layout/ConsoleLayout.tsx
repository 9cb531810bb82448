import { Suspense, useMemo, type ReactNode } from 'react';
import PaletteIcon from '@mui/icons-material/Palette';
import { Box, CssBaseline, GlobalStyles, IconButton } from '@mui/material';
import { ThemeProvider, alpha, createTheme, type Theme } from '@mui/material/styles';
import { Loading, useTranslate } from 'react-admin';
import { ErrorDetailsProvider } from '../../kit/errors/ErrorDetailsContext';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';
import { preferencesSetting } from '../../kit/preferences/preferences';
import { useApplyPreferredLanguage } from '../../kit/preferences/usePreferences';
import { themes, transitionsFor } from '../theme/themes';
import { BusyBackdrop } from '../../kit/feedback/BusyBackdrop';
import { componentTexts } from './componentTexts';
import { ConsoleFooter } from './ConsoleFooter';
import { ConsoleFrame } from './ConsoleFrame';
import { ConsoleSidebar } from './ConsoleSidebar';
import { NavigationProvider } from './navigation/NavigationContext';
import { NavMenu } from './navigation/NavMenu';
import { PageTitleSlot } from './PageTitleSlot';
import { usePageKind } from './pageKind';
import { ShellDirection } from './settings/ShellDirection';
import { ThemeSettingsSlot } from './settings/ThemeSettingsSlot';
import { BOXED_MAX_WIDTH, themeSettings } from './settings/themeSettings';
import {
  useDocumentDirection,
  useSyncDarkMode,
  useThemeSettings,
} from './settings/useThemeSettings';
import { SHELL_SIZES } from './shellSizes';
import { ShellUiProvider, useShellUi } from './ShellUiContext';
import { ConsoleAppBar } from './toolbar/ConsoleAppBar';
import { useLoadPersistedSetting } from '../../kit/preferences/usePersistedSetting';
import { HoverTooltip } from '../../kit/feedback/HoverTooltip';

/** Custom scrollbars (spec section 3): thin ones in the theme's text colour. */
function scrollbarStyles(theme: Theme) {
  const thumb = alpha(theme.palette.text.primary, 0.35);
  return { '*': { scrollbarWidth: 'thin', scrollbarColor: `${thumb} transparent` } } as const;
}

/** Nothing where the toolbar would be, while the settings hide it. */
function NoAppBar() {
  return null;
}

/** With the toolbar hidden its palette button goes too: this one keeps the settings in reach. */
function SettingsButton() {
  const translate = useTranslate();
  const { setSettingsOpen } = useShellUi();
  const label = translate('console.shell.settings.open');
  return (
    <HoverTooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={() => setSettingsOpen(true)}
        sx={{
          position: 'fixed',
          insetInlineEnd: 16,
          bottom: 16,
          zIndex: 5,
          bgcolor: 'background.paper',
          boxShadow: 4,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <PaletteIcon />
      </IconButton>
    </HoverTooltip>
  );
}

/**
 * The console's react-admin `layout` (`<Admin layout={ConsoleLayout}>`): the chosen theme,
 * layout variant, direction, scrollbars and animations around the frame of react-admin's `<Layout>` with the
 * shell's toolbar, icon rail, menu and footer (each hidden when the settings say so; no footer
 * on detail and add pages), the Theme Settings panel, the busy backdrop and the error details
 * dialog. It loads the user's theme settings and preferences once per user.
 */
export function ConsoleLayout({ children }: { children?: ReactNode }) {
  useLoadPersistedSetting(themeSettings);
  useLoadPersistedSetting(preferencesSetting);
  useApplyPreferredLanguage();
  useDocumentLanguage();
  const { settings } = useThemeSettings();
  useSyncDarkMode(settings);
  useDocumentDirection(settings.direction);
  const translate = useTranslate();
  const { direction, animations } = settings;
  const muiTheme = useMemo(
    () =>
      createTheme(
        // In the options, not merged afterwards: `transitions.create` keeps the durations it
        // was made with.
        { ...themes[settings.theme.main], direction, transitions: transitionsFor(animations) },
        componentTexts(translate),
      ),
    [settings.theme.main, direction, animations, translate],
  );
  const { config } = settings.layout;
  const boxedWidth = BOXED_MAX_WIDTH[settings.layout.style];
  // Detail and add pages (spec section 2): no footer below the form, the navbar folded.
  const pageKind = usePageKind();

  return (
    <ShellDirection direction={direction}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline enableColorScheme />
        {settings.customScrollbars && <GlobalStyles styles={scrollbarStyles} />}
        <ErrorDetailsProvider>
          <ShellUiProvider>
            <NavigationProvider>
              <Box
                data-testid="console-shell"
                data-layout={settings.layout.style}
                data-direction={direction}
                data-animations={animations ? 'on' : 'off'}
                data-page-kind={pageKind}
                sx={{
                  mx: 'auto',
                  width: '100%',
                  maxWidth: boxedWidth ?? 'none',
                  boxShadow: boxedWidth === undefined ? 0 : 8,
                }}
              >
                <ConsoleFrame
                  appBar={config.toolbar.display ? ConsoleAppBar : NoAppBar}
                  sidebar={ConsoleSidebar}
                  menu={NavMenu}
                  sx={{
                    minWidth: 0,
                    '& .RaLayout-content': { minWidth: 0 },
                  }}
                >
                  <Box
                    sx={{
                      display: 'flex',
                      flexDirection: 'column',
                      minHeight: config.toolbar.display
                        ? `calc(100vh - ${SHELL_SIZES.toolbar}px)`
                        : '100vh',
                    }}
                  >
                    <Box sx={{ flexGrow: 1, p: { xs: 1, md: 2 } }}>
                      <PageTitleSlot />
                      {/* One boundary for the lazily loaded pages: navigations keep the current page
                        on screen while the next one loads, instead of flashing a fallback. */}
                      <Suspense fallback={<Loading />}>{children}</Suspense>
                    </Box>
                    {pageKind === 'default' && config.footer.display && <ConsoleFooter />}
                  </Box>
                </ConsoleFrame>
              </Box>
              {!config.toolbar.display && <SettingsButton />}
              <ThemeSettingsSlot />
              <BusyBackdrop />
            </NavigationProvider>
          </ShellUiProvider>
        </ErrorDetailsProvider>
      </ThemeProvider>
    </ShellDirection>
  );
}
