/*
 * The console's one typeface (spec section 9: Mulish), in the weights the themes use.
 * Imported once for its side effect, from the theme module every screen goes through.
 */
import '@fontsource/mulish/300.css';
import '@fontsource/mulish/400.css';
import '@fontsource/mulish/600.css';
import '@fontsource/mulish/700.css';

/** The font stack every theme sets; Mulish first, system fonts while it loads. */
export const FONT_FAMILY = ['Mulish', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(
  ',',
);
