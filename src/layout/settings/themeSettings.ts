import { DEFAULT_THEME_NAME, isThemeName, type ThemeName } from '../../theme/themes';
import { createPersistedSetting } from '../../../kit/preferences/persistedSetting';

/** The layout variants of spec section 2. */
export const LAYOUT_NAMES = ['layout1', 'layout2', 'layout3'] as const;

/** One of {@link LAYOUT_NAMES}. */
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** Spec section 9: layout2 is boxed at 1280 px, layout3 at 1120 px; layout1 is full width. */
export const BOXED_MAX_WIDTH: Readonly<Record<LayoutName, number | undefined>> = {
  layout1: undefined,
  layout2: 1280,
  layout3: 1120,
};

/** What the Theme Settings panel chooses. */
export interface ThemeSettings {
  theme: ThemeName;
  layout: LayoutName;
}

/** Spec section 2: layout1 with the dark theme. */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  theme: DEFAULT_THEME_NAME,
  layout: 'layout1',
};

/** Local storage key of the guest's theme settings. */
export const THEME_SETTINGS_LOCAL_KEY = 'console.themeSettings';

function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUT_NAMES as readonly string[]).includes(value);
}

/** Stored theme settings as a value; unknown names fall back to the defaults one by one. */
export function parseThemeSettings(payload: unknown): ThemeSettings | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const theme: unknown = Reflect.get(payload, 'theme');
  const layout: unknown = Reflect.get(payload, 'layout');
  return {
    theme: isThemeName(theme) ? theme : DEFAULT_THEME_SETTINGS.theme,
    layout: isLayoutName(layout) ? layout : DEFAULT_THEME_SETTINGS.layout,
  };
}

/** The user's theme settings: user settings of type 'theme', or local storage for guests. */
export const themeSettings = createPersistedSetting<ThemeSettings>({
  t: 'theme',
  n: 'theme',
  localKey: THEME_SETTINGS_LOCAL_KEY,
  defaults: () => DEFAULT_THEME_SETTINGS,
  parse: parseThemeSettings,
});
