import { DEFAULT_THEME_NAME, isThemeName, type ThemeName } from '../../theme/themes';
import { createPersistedSetting } from '../../../kit/preferences/persistedSetting';

/** The layout variants of spec section 2. */
export const LAYOUT_NAMES = ['layout1', 'layout2', 'layout3'] as const;

/** One of {@link LAYOUT_NAMES}. */
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** Spec section 3: the page reads left to right or right to left. */
export const DIRECTIONS = ['ltr', 'rtl'] as const;

/** One of {@link DIRECTIONS}. */
export type Direction = (typeof DIRECTIONS)[number];

/** Which side of the page the navbar (icon rail and menu panel) is on, whatever the direction. */
export const NAVBAR_POSITIONS = ['left', 'right'] as const;

/** One of {@link NAVBAR_POSITIONS}. */
export type NavbarPosition = (typeof NAVBAR_POSITIONS)[number];

/** Spec section 9: layout2 is boxed at 1280 px, layout3 at 1120 px; layout1 is full width. */
export const BOXED_MAX_WIDTH: Readonly<Record<LayoutName, number | undefined>> = {
  layout1: undefined,
  layout2: 1280,
  layout3: 1120,
};

/**
 * `layout.config` of spec section 3: which parts of the shell show. The navbar can also be
 * locked: its menu items then show disabled and lead nowhere (spec section 4, "menu items can be
 * disabled while a menu is locked").
 */
export interface LayoutConfig {
  /**
   * `position`: the side of the page, whatever the direction; `folded`: the menu panel folded
   * to its icons on ordinary pages (the toolbar's button toggles the same choice).
   */
  navbar: { display: boolean; locked: boolean; position: NavbarPosition; folded: boolean };
  toolbar: { display: boolean };
  footer: { display: boolean };
}

/**
 * The layout and theme settings of spec section 3, in its shape: `layout.style`,
 * `layout.config`, `direction`, `customScrollbars`, `animations` and `theme.main`.
 */
export interface ThemeSettings {
  layout: { style: LayoutName; config: LayoutConfig };
  direction: Direction;
  customScrollbars: boolean;
  animations: boolean;
  theme: { main: ThemeName };
}

/**
 * Spec section 2: layout1 with the dark theme. Where the spec gives no value: left to right,
 * thin scrollbars and animations on, the navbar, toolbar and footer shown, the menu unlocked,
 * the navbar on the left and unfolded.
 */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  layout: {
    style: 'layout1',
    config: {
      navbar: { display: true, locked: false, position: 'left', folded: false },
      toolbar: { display: true },
      footer: { display: true },
    },
  },
  direction: 'ltr',
  customScrollbars: true,
  animations: true,
  theme: { main: DEFAULT_THEME_NAME },
};

/** Local storage key of the guest's theme settings. */
export const THEME_SETTINGS_LOCAL_KEY = 'console.themeSettings';

function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUT_NAMES as readonly string[]).includes(value);
}

function isNavbarPosition(value: unknown): value is NavbarPosition {
  return typeof value === 'string' && (NAVBAR_POSITIONS as readonly string[]).includes(value);
}

function isDirection(value: unknown): value is Direction {
  return typeof value === 'string' && (DIRECTIONS as readonly string[]).includes(value);
}

/** `payload[key]`, or undefined when the payload is not an object. */
function field(payload: unknown, key: string): unknown {
  return typeof payload === 'object' && payload !== null ? Reflect.get(payload, key) : undefined;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function parseLayoutConfig(config: unknown): LayoutConfig {
  const defaults = DEFAULT_THEME_SETTINGS.layout.config;
  const navbar = field(config, 'navbar');
  const position = field(navbar, 'position');
  return {
    navbar: {
      display: flag(field(navbar, 'display'), defaults.navbar.display),
      locked: flag(field(navbar, 'locked'), defaults.navbar.locked),
      position: isNavbarPosition(position) ? position : defaults.navbar.position,
      folded: flag(field(navbar, 'folded'), defaults.navbar.folded),
    },
    toolbar: { display: flag(field(field(config, 'toolbar'), 'display'), true) },
    footer: { display: flag(field(field(config, 'footer'), 'display'), true) },
  };
}

/**
 * Stored theme settings as a value; each field that is missing or unknown falls back to its
 * default on its own. The older form `{theme: 'mainLight', layout: 'layout2'}` (names only)
 * still reads.
 */
export function parseThemeSettings(payload: unknown): ThemeSettings | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const defaults = DEFAULT_THEME_SETTINGS;
  const layout = field(payload, 'layout');
  const theme = field(payload, 'theme');
  const style = isLayoutName(layout) ? layout : field(layout, 'style');
  const main = isThemeName(theme) ? theme : field(theme, 'main');
  const direction = field(payload, 'direction');
  return {
    layout: {
      style: isLayoutName(style) ? style : defaults.layout.style,
      config: parseLayoutConfig(field(layout, 'config')),
    },
    direction: isDirection(direction) ? direction : defaults.direction,
    customScrollbars: flag(field(payload, 'customScrollbars'), defaults.customScrollbars),
    animations: flag(field(payload, 'animations'), defaults.animations),
    theme: { main: isThemeName(main) ? main : defaults.theme.main },
  };
}

/** Whether the system asks for less motion (`prefers-reduced-motion: reduce`). */
function systemPrefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The settings of a user who has chosen none: {@link DEFAULT_THEME_SETTINGS}, with animations off
 * when the system asks for less motion (the user may still turn them on in the panel).
 */
export function defaultThemeSettings(): ThemeSettings {
  return systemPrefersReducedMotion()
    ? { ...DEFAULT_THEME_SETTINGS, animations: false }
    : DEFAULT_THEME_SETTINGS;
}

/** The user's theme settings: user settings of type 'theme', or local storage for guests. */
export const themeSettings = createPersistedSetting<ThemeSettings>({
  t: 'theme',
  n: 'theme',
  localKey: THEME_SETTINGS_LOCAL_KEY,
  defaults: defaultThemeSettings,
  parse: parseThemeSettings,
});
