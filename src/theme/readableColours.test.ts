// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { darken, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { THEME_PALETTES } from './palettes';
import { TEXT_CONTRAST, hoverFill, readableOn } from './readableColours';
import { SELECTABLE_THEMES, themes } from './themes';

describe('readableOn', () => {
  it('keeps a colour that already reads on every surface', () => {
    expect(readableOn('#93c5fd', ['#0b1220', '#162033'], 'dark')).toBe('#93c5fd');
  });

  it('lightens a dark accent on a dark page until it reads at 4.5:1', () => {
    // The default dark theme's indigo on its page reads at only 2.8:1.
    expect(getContrastRatio('#4f46e5', '#111827')).toBeLessThan(TEXT_CONTRAST);
    const readable = readableOn('#4f46e5', ['#111827', '#1e293b'], 'dark');
    expect(readable).not.toBe('#4f46e5');
    expect(getContrastRatio(readable, '#111827')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(getContrastRatio(readable, '#1e293b')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('darkens a light accent on a light page', () => {
    const readable = readableOn('#f59e0b', ['#ffffff'], 'light');
    expect(getContrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

describe.each(SELECTABLE_THEMES)('the %s theme', (name) => {
  const { background, paper } = THEME_PALETTES[name];
  const palette = themes[name].palette as Record<string, { main: string }>;

  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'])(
    'has a %s colour that reads as text on its page and its paper',
    (colour) => {
      const main = palette[colour]?.main ?? '';
      expect(getContrastRatio(main, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(getContrastRatio(main, paper)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );
});

describe('hoverFill', () => {
  it('keeps the text of a contained button readable under the pointer in every theme', () => {
    for (const name of Object.keys(themes) as (keyof typeof themes)[]) {
      const palette = themes[name].palette as
        Record<'primary' | 'secondary', { main: string; dark: string }> | undefined;
      for (const role of ['primary', 'secondary'] as const) {
        const { main, dark } = palette?.[role] ?? { main: '', dark: '' };
        const text = getContrastRatio(main, '#fff') >= TEXT_CONTRAST ? '#fff' : '#212121';
        expect(getContrastRatio(text, dark), `${name} ${role} hover`).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }
    }
  });

  it('keeps MUI’s darker shade when the text reads on it, and lightens under dark text otherwise', () => {
    // White text on a deep blue: MUI's 20 % darker shade reads even better.
    expect(hoverFill('#1e3a8a')).toBe(darken('#1e3a8a', 0.2));
    // Dark text on a light violet (defaultDark's accent): darker would fall under 4.5:1.
    const fill = hoverFill('#8b85f0');
    expect(getContrastRatio('#212121', darken('#8b85f0', 0.2))).toBeLessThan(TEXT_CONTRAST);
    expect(getContrastRatio('#212121', fill)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
