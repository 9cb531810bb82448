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
