import type { Duration } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import { FONT_FAMILY } from './fonts';
import { THEME_PALETTES, type ThemePalette } from './palettes';
import { TEXT_CONTRAST, hoverFill, readableOn, readableStatusColours } from './readableColours';

/** Spec section 9: snackbars hide after 6000 ms. */
export const SNACKBAR_AUTO_HIDE_MS = 6000;

/** A theme of spec section 9, e.g. `defaultDark`. */
export type ThemeName = keyof typeof THEME_PALETTES;

/** Every theme name, in the spec's order. */
export const THEME_NAMES = Object.keys(THEME_PALETTES).filter(isThemeName);

/** The themes the Theme Settings panel offers: all eleven of section 9, in its order. */
export const SELECTABLE_THEMES: readonly ThemeName[] = THEME_NAMES;

/** Spec section 2: the default layout is layout1 with the dark theme. */
export const DEFAULT_THEME_NAME: ThemeName = 'defaultDark';

/** Narrows stored text (local storage, a user setting) to a known theme name. */
export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && Object.hasOwn(THEME_PALETTES, value);
}

/** Whether a theme is a dark one, for the dark flag and react-admin's light/dark mode. */
export function isDarkThemeName(name: ThemeName): boolean {
  return THEME_PALETTES[name].mode === 'dark';
}

function accent(main: string): { main: string; dark: string } {
  return { main, dark: hoverFill(main) };
}

function themeOptions(palette: ThemePalette): RaThemeOptions {
  const surfaces = [palette.background, palette.paper];
  return {
    palette: {
      mode: palette.mode,
      // Text on a coloured fill (contained buttons, filled chips) is black or white, whichever
      // reads at WCAG AA; accents and status colours used as text are tinted until they read.
      contrastThreshold: TEXT_CONTRAST,
      // The hover fill keeps the button's text readable too (a dark theme's light accent).
      primary: accent(readableOn(palette.primary, surfaces, palette.mode)),
      secondary: accent(readableOn(palette.secondary, surfaces, palette.mode)),
      ...readableStatusColours(palette.mode, surfaces),
      background: { default: palette.background, paper: palette.paper },
    },
    typography: { fontFamily: FONT_FAMILY },
    shape: { borderRadius: 8 },
    sidebar: { width: 300, closedWidth: 64 },
    components: {
      // react-admin's <Notification> reads its defaults from the theme, so the spec's
      // 6000 ms holds whichever notification component the application mounts.
      RaNotification: { defaultProps: { autoHideDuration: SNACKBAR_AUTO_HIDE_MS } },
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      // Tabs on a coloured bar (JSON Forms' categories) inherit its text colour; MUI dims the
      // unselected ones to 60 %, too faint on the lighter bars (3.9:1 on mainLight's blue).
      MuiTab: { styleOverrides: { textColorInherit: { opacity: 0.8 } } },
    },
  };
}

/**
 * Spec section 9: "Animations 1000 ms (hover 400), 0 when off". With animations on, MUI keeps
 * its own durations for menus, dialogs and drawers (150 to 375 ms), its longest ones
 * (`complex`) take 1000 ms and what opens on hover (the folded navbar) 400 ms; with them off
 * every transition takes 0 ms.
 */
export const ANIMATION_MS = { complex: 1000, hover: 400 } as const;

/** MUI's transition durations (`createTheme({transitions})`) with animations on or off. */
export function transitionsFor(animations: boolean): { duration: Partial<Duration> } {
  if (animations) return { duration: { complex: ANIMATION_MS.complex } };
  return {
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  };
}

/** How long what opens on hover takes to open (the folded navbar), with animations on or off. */
export function hoverDuration(animations: boolean): number {
  return animations ? ANIMATION_MS.hover : 0;
}

/** MUI/react-admin theme options for every theme of spec section 9, by name. */
export const themes: Record<ThemeName, RaThemeOptions> = {
  default: themeOptions(THEME_PALETTES.default),
  defaultDark: themeOptions(THEME_PALETTES.defaultDark),
  mainLight: themeOptions(THEME_PALETTES.mainLight),
  mainDark: themeOptions(THEME_PALETTES.mainDark),
  sunset: themeOptions(THEME_PALETTES.sunset),
  greeny: themeOptions(THEME_PALETTES.greeny),
  beach: themeOptions(THEME_PALETTES.beach),
  tech: themeOptions(THEME_PALETTES.tech),
  sweetHues: themeOptions(THEME_PALETTES.sweetHues),
  deepOcean: themeOptions(THEME_PALETTES.deepOcean),
  slate: themeOptions(THEME_PALETTES.slate),
};

/** react-admin's light theme (`<Admin theme={theme}>`). */
export const theme: RaThemeOptions = themes.default;

/** react-admin's dark theme (`<Admin darkTheme={darkTheme}>`), the default one (spec section 2). */
export const darkTheme: RaThemeOptions = themes[DEFAULT_THEME_NAME];
