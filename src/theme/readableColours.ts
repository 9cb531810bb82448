import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG AA for normal-size text: the ratio the console's coloured text keeps on its surfaces. */
export const TEXT_CONTRAST = 4.5;

/**
 * The colour, or the nearest lighter (dark mode) or darker (light mode) tint of it, that reads as
 * text on every given surface with at least {@link TEXT_CONTRAST}. A theme's accent colours are
 * also text colours (text buttons, the selected tab, links, outlined chips), so an accent that
 * is too dark on a dark page is lightened until it can be read, not replaced.
 */
export function readableOn(
  colour: string,
  surfaces: readonly string[],
  mode: 'light' | 'dark',
): string {
  const shift = mode === 'dark' ? lighten : darken;
  for (let step = 0; step <= 20; step++) {
    const candidate = step === 0 ? colour : shift(colour, step / 20);
    if (surfaces.every((surface) => getContrastRatio(candidate, surface) >= TEXT_CONTRAST)) {
      return candidate;
    }
  }
  return mode === 'dark' ? '#ffffff' : '#000000';
}

/** The text MUI puts on a fill (contained buttons, filled chips) under a 4.5 contrast threshold. */
function textOn(fill: string): string {
  // MUI's dark text is rgba(0, 0, 0, 0.87); #212121 is what it comes to on a light fill.
  return getContrastRatio(fill, '#fff') >= TEXT_CONTRAST ? '#fff' : '#212121';
}

/**
 * The fill of a contained button under the pointer (MUI's `dark` shade): MUI's own 20 % darker
 * shade when its text still reads on it, else the nearest shade that keeps the text readable —
 * lighter under dark text (a dark theme's light accent), darker under white text.
 */
export function hoverFill(main: string): string {
  const text = textOn(main);
  const usual = darken(main, 0.2);
  if (getContrastRatio(text, usual) >= TEXT_CONTRAST) return usual;
  const shift = text === '#fff' ? darken : lighten;
  for (let step = 1; step <= 20; step++) {
    const candidate = shift(main, step / 20);
    if (getContrastRatio(text, candidate) >= TEXT_CONTRAST) return candidate;
  }
  return main;
}

/** MUI's own status colours per mode (its defaults), before they are made readable. */
const STATUS_COLOURS = {
  light: { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' },
  dark: { error: '#f44336', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' },
} as const;

/** The status colours (status and availability chips, alerts) readable on the theme's surfaces. */
export function readableStatusColours(
  mode: 'light' | 'dark',
  surfaces: readonly string[],
): Record<keyof (typeof STATUS_COLOURS)['light'], { main: string }> {
  const base = STATUS_COLOURS[mode];
  return {
    error: { main: readableOn(base.error, surfaces, mode) },
    warning: { main: readableOn(base.warning, surfaces, mode) },
    info: { main: readableOn(base.info, surfaces, mode) },
    success: { main: readableOn(base.success, surfaces, mode) },
  };
}
