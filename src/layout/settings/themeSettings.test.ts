import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME_SETTINGS, defaultThemeSettings, parseThemeSettings } from './themeSettings';

describe('defaultThemeSettings', () => {
  afterEach(() => vi.restoreAllMocks());
  const systemAsks = (reduce: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: reduce && query === '(prefers-reduced-motion: reduce)',
          media: query,
        }) as MediaQueryList,
    );

  it('turns animations off for a user who chose nothing when the system asks for less motion', () => {
    systemAsks(true);
    expect(defaultThemeSettings()).toEqual({ ...DEFAULT_THEME_SETTINGS, animations: false });
  });

  it('keeps them on otherwise', () => {
    systemAsks(false);
    expect(defaultThemeSettings()).toEqual(DEFAULT_THEME_SETTINGS);
  });
});

describe('parseThemeSettings', () => {
  it('starts from layout1 with the dark theme, left to right, scrollbars and animations on, everything shown, the navbar on the left unfolded', () => {
    expect(DEFAULT_THEME_SETTINGS).toEqual({
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
      theme: { main: 'defaultDark' },
    });
  });

  it('reads back every field of the stored settings (spec section 3)', () => {
    const stored = {
      layout: {
        style: 'layout3',
        config: {
          navbar: { display: false, locked: true, position: 'right', folded: true },
          toolbar: { display: false },
          footer: { display: false },
        },
      },
      direction: 'rtl',
      customScrollbars: false,
      animations: false,
      theme: { main: 'deepOcean' },
    };
    expect(parseThemeSettings(stored)).toEqual(stored);
  });

  it('still reads the older form that held only the theme and the layout names', () => {
    expect(parseThemeSettings({ theme: 'mainLight', layout: 'layout2' })).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      layout: { ...DEFAULT_THEME_SETTINGS.layout, style: 'layout2' },
      theme: { main: 'mainLight' },
    });
  });

  it('falls back field by field: a wrong value costs only that field', () => {
    const parsed = parseThemeSettings({
      layout: {
        style: 'layout9',
        config: {
          navbar: { display: 'no', locked: true, position: 'middle', folded: 'yes' },
          footer: 3,
        },
      },
      direction: 'up',
      customScrollbars: 'yes',
      animations: false,
      theme: { main: 'neon' },
    });
    expect(parsed).toEqual({
      layout: {
        style: 'layout1',
        config: {
          navbar: { display: true, locked: true, position: 'left', folded: false },
          toolbar: { display: true },
          footer: { display: true },
        },
      },
      direction: 'ltr',
      customScrollbars: true,
      animations: false,
      theme: { main: 'defaultDark' },
    });
  });

  it('gives nothing for what is not settings at all', () => {
    expect(parseThemeSettings(null)).toBeUndefined();
    expect(parseThemeSettings('defaultDark')).toBeUndefined();
    expect(parseThemeSettings(undefined)).toBeUndefined();
  });
});
