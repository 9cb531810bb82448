import { describe, expect, it } from 'vitest';
import {
  SNACKBAR_AUTO_HIDE_MS,
  SELECTABLE_THEMES,
  darkTheme,
  isDarkThemeName,
  theme,
  themes,
} from './themes';

describe('themes', () => {
  it('offers default, defaultDark, mainLight and mainDark with their modes', () => {
    expect(SELECTABLE_THEMES).toEqual(['default', 'defaultDark', 'mainLight', 'mainDark']);
    expect(SELECTABLE_THEMES.map(isDarkThemeName)).toEqual([false, true, false, true]);
  });

  it('holds every theme of the spec, each in Mulish', () => {
    expect(Object.keys(themes)).toEqual(
      expect.arrayContaining([
        'sunset',
        'greeny',
        'beach',
        'tech',
        'sweetHues',
        'deepOcean',
        'slate',
      ]),
    );
    for (const options of Object.values(themes)) {
      expect(JSON.stringify(options.typography)).toContain('"fontFamily":"Mulish,');
    }
  });

  it("gives react-admin the default light theme and, as its dark theme, the console's default", () => {
    expect(theme).toBe(themes.default);
    expect(darkTheme).toBe(themes.defaultDark);
  });

  it('hides snackbars after 6000 ms', () => {
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(6000);
    expect(themes.mainDark.components?.RaNotification).toEqual({
      defaultProps: { autoHideDuration: 6000 },
    });
  });
});
