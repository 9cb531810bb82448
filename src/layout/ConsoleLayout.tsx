import { Suspense, useMemo, type ReactNode } from 'react';
import { Box, CssBaseline } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Layout, Loading, useTranslate } from 'react-admin';
import { ErrorDetailsProvider } from '../../kit/errors/ErrorDetailsContext';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';
import { preferencesSetting } from '../../kit/preferences/preferences';
import { useApplyPreferredLanguage } from '../../kit/preferences/usePreferences';
import { themes } from '../theme/themes';
import { BusyBackdrop } from '../../kit/feedback/BusyBackdrop';
import { componentTexts } from './componentTexts';
import { ConsoleFooter } from './ConsoleFooter';
import { ConsoleSidebar } from './ConsoleSidebar';
import { NavigationProvider } from './navigation/NavigationContext';
import { NavMenu } from './navigation/NavMenu';
import { PageTitleSlot } from './PageTitleSlot';
import { usePageKind } from './pageKind';
import { ThemeSettingsPanel } from './settings/ThemeSettingsPanel';
import { BOXED_MAX_WIDTH, themeSettings } from './settings/themeSettings';
import { useSyncDarkMode, useThemeSettings } from './settings/useThemeSettings';
import { SHELL_SIZES } from './shellSizes';
import { ShellUiProvider } from './ShellUiContext';
import { ConsoleAppBar } from './toolbar/ConsoleAppBar';
import { useLoadPersistedSetting } from '../../kit/preferences/usePersistedSetting';

/**
 * The console's react-admin `layout` (`<Admin layout={ConsoleLayout}>`): the chosen theme
 * and layout variant around react-admin's `<Layout>` with the shell's toolbar, icon rail,
 * menu and footer (none on detail and add pages), the Theme Settings panel, the busy backdrop
 * and the error details dialog. It loads the user's theme settings and preferences once per user.
 */
export function ConsoleLayout({ children }: { children?: ReactNode }) {
  useLoadPersistedSetting(themeSettings);
  useLoadPersistedSetting(preferencesSetting);
  useApplyPreferredLanguage();
  useDocumentLanguage();
  const { settings } = useThemeSettings();
  useSyncDarkMode(settings);
  const translate = useTranslate();
  const muiTheme = useMemo(
    () => createTheme(themes[settings.theme], componentTexts(translate)),
    [settings.theme, translate],
  );
  const boxedWidth = BOXED_MAX_WIDTH[settings.layout];
  // Detail and add pages (spec section 2): no footer below the form, the navbar folded.
  const pageKind = usePageKind();

  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline enableColorScheme />
      <ErrorDetailsProvider>
        <ShellUiProvider>
          <NavigationProvider>
            <Box
              data-layout={settings.layout}
              data-page-kind={pageKind}
              sx={{
                mx: 'auto',
                width: '100%',
                maxWidth: boxedWidth ?? 'none',
                boxShadow: boxedWidth === undefined ? 0 : 8,
              }}
            >
              <Layout
                appBar={ConsoleAppBar}
                sidebar={ConsoleSidebar}
                menu={NavMenu}
                sx={{
                  minWidth: 0,
                  '& .RaLayout-appFrame': { mt: 0 },
                  '& .RaLayout-content': { px: 0, minWidth: 0 },
                }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    minHeight: `calc(100vh - ${SHELL_SIZES.toolbar}px)`,
                  }}
                >
                  <Box sx={{ flexGrow: 1, p: { xs: 1, md: 2 } }}>
                    <PageTitleSlot />
                    {/* One boundary for the lazily loaded pages: navigations keep the current page
                        on screen while the next one loads, instead of flashing a fallback. */}
                    <Suspense fallback={<Loading />}>{children}</Suspense>
                  </Box>
                  {pageKind === 'default' && <ConsoleFooter />}
                </Box>
              </Layout>
            </Box>
            <ThemeSettingsPanel />
            <BusyBackdrop />
          </NavigationProvider>
        </ShellUiProvider>
      </ErrorDetailsProvider>
    </ThemeProvider>
  );
}
