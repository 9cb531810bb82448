import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import {
  SNACKBAR_AUTO_HIDE_MS,
  SELECTABLE_THEMES,
  darkTheme,
  hoverDuration,
  isDarkThemeName,
  theme,
  themes,
  transitionsFor,
} from './themes';

describe('themes', () => {
  it("offers the specification's eleven themes in its order, with their modes", () => {
    expect(SELECTABLE_THEMES).toEqual([
      'default',
      'sunset',
      'greeny',
      'beach',
      'tech',
      'sweetHues',
      'defaultDark',
      'mainLight',
      'mainDark',
      'deepOcean',
      'slate',
    ]);
    expect(SELECTABLE_THEMES.filter(isDarkThemeName)).toEqual([
      'defaultDark',
      'mainDark',
      'deepOcean',
      'slate',
    ]);
  });

  it('animates for 1000 ms at most and 400 ms on hover, and not at all when animations are off', () => {
    const on = createTheme({ transitions: transitionsFor(true) }).transitions.duration;
    expect(on.complex).toBe(1000);
    expect(on.standard).toBe(300);
    expect(hoverDuration(true)).toBe(400);
    const off = createTheme({ transitions: transitionsFor(false) }).transitions.duration;
    expect(Object.values(off)).toEqual(Object.values(off).map(() => 0));
    expect(Object.keys(off)).toHaveLength(7);
    expect(hoverDuration(false)).toBe(0);
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
