import { useEffect } from 'react';
import { useTheme } from 'react-admin';
import { saveDarkFlag } from '../../theme/darkMode';
import { isDarkThemeName } from '../../theme/themes';
import { usePersistedSetting } from '../../../kit/preferences/usePersistedSetting';
import { themeSettings, type Direction, type ThemeSettings } from './themeSettings';

/**
 * The user's theme and layout, and `saveSettings` that applies and stores them (user
 * settings of type 'theme'; local storage for the guest role).
 */
export function useThemeSettings(): {
  settings: ThemeSettings;
  saveSettings: (next: ThemeSettings) => Promise<void>;
} {
  const { value, save } = usePersistedSetting(themeSettings);
  return { settings: value, saveSettings: save };
}

/**
 * Keeps the dark flag (local storage, spec section 9) and react-admin's own light/dark
 * mode in step with the chosen theme, whether it was just picked or loaded, so what
 * renders outside the shell (login page, notifications) matches it.
 */
export function useSyncDarkMode(settings: ThemeSettings): void {
  const dark = isDarkThemeName(settings.theme.main);
  const [mode, setMode] = useTheme();
  useEffect(() => {
    saveDarkFlag(dark);
    if (mode !== (dark ? 'dark' : 'light')) setMode(dark ? 'dark' : 'light');
  }, [dark, mode, setMode]);
}

/**
 * Sets `dir` on the document (spec section 3: rtl or ltr), so text, flex rows and logical
 * properties follow the chosen direction everywhere, dialogs and menus included.
 */
export function useDocumentDirection(direction: Direction): void {
  useEffect(() => {
    document.documentElement.setAttribute('dir', direction);
  }, [direction]);
}
