import type { ThemeType } from 'react-admin';

/** Local storage key of the dark flag (spec section 9: "dark flag in local storage"). */
export const DARK_FLAG_KEY = 'console.darkMode';

/**
 * The remembered dark flag; true when nothing is stored, since the console starts dark
 * (spec section 2). Storage that cannot be read (private mode) counts as nothing stored.
 */
export function readDarkFlag(): boolean {
  try {
    return window.localStorage.getItem(DARK_FLAG_KEY) !== 'false';
  } catch (_error) {
    return true;
  }
}

/** Remembers the dark flag; storage failures are ignored, the flag is only a start-up hint. */
export function saveDarkFlag(dark: boolean): void {
  try {
    window.localStorage.setItem(DARK_FLAG_KEY, String(dark));
  } catch (_error) {
    // Nothing to do: the next start simply uses the default.
  }
}

/** react-admin's theme mode to start with (`<Admin defaultTheme={initialThemeMode()}>`). */
export function initialThemeMode(): ThemeType {
  return readDarkFlag() ? 'dark' : 'light';
}
