/**
 * The colour schemes of the themes named in spec section 9. Each is small on purpose:
 * a mode, the two accent colours and the two surface colours; `themes.ts` turns them
 * into full MUI theme options so every theme shares one shape.
 */
export interface ThemePalette {
  mode: 'light' | 'dark';
  primary: string;
  secondary: string;
  background: string;
  paper: string;
}

/** Every theme of section 9, in the spec's order (the order the Theme Settings panel offers them). */
export const THEME_PALETTES = {
  default: {
    mode: 'light',
    primary: '#1e293b',
    secondary: '#4f46e5',
    background: '#f1f5f9',
    paper: '#ffffff',
  },
  sunset: {
    mode: 'light',
    primary: '#d32f2f',
    secondary: '#ff8a65',
    background: '#fff8f5',
    paper: '#ffffff',
  },
  greeny: {
    mode: 'light',
    primary: '#2e7d32',
    secondary: '#26a69a',
    background: '#f4faf4',
    paper: '#ffffff',
  },
  beach: {
    mode: 'light',
    primary: '#0288d1',
    secondary: '#ffb74d',
    background: '#fdfaf3',
    paper: '#ffffff',
  },
  tech: {
    mode: 'light',
    primary: '#5e35b1',
    secondary: '#00bcd4',
    background: '#f5f3fb',
    paper: '#ffffff',
  },
  sweetHues: {
    mode: 'light',
    primary: '#ad1457',
    secondary: '#7e57c2',
    background: '#fdf4f8',
    paper: '#ffffff',
  },
  defaultDark: {
    mode: 'dark',
    primary: '#4f46e5',
    secondary: '#22d3ee',
    background: '#111827',
    paper: '#1e293b',
  },
  mainLight: {
    mode: 'light',
    primary: '#0b5394',
    secondary: '#f59e0b',
    background: '#f7f9fc',
    paper: '#ffffff',
  },
  mainDark: {
    mode: 'dark',
    primary: '#3b82f6',
    secondary: '#f59e0b',
    background: '#0b1220',
    paper: '#162033',
  },
  deepOcean: {
    mode: 'dark',
    primary: '#26c6da',
    secondary: '#7c4dff',
    background: '#0a1929',
    paper: '#112a45',
  },
  slate: {
    mode: 'dark',
    primary: '#90a4ae',
    secondary: '#ffca28',
    background: '#1c2329',
    paper: '#263238',
  },
} as const satisfies Record<string, ThemePalette>;
