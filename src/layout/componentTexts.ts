import type { ThemeOptions } from '@mui/material/styles';
import type { TranslateFunction } from 'react-admin';

/**
 * The words MUI's own components say (the Autocomplete's buttons, the pagination's landmark) in
 * the UI language, as theme defaults: MUI has them in English only unless told, and screen
 * readers read them out.
 */
export function componentTexts(translate: TranslateFunction): ThemeOptions {
  return {
    components: {
      MuiAutocomplete: {
        defaultProps: {
          openText: translate('console.shell.components.open'),
          closeText: translate('console.shell.components.close'),
          clearText: translate('console.shell.components.clear'),
          noOptionsText: translate('console.shell.components.noOptions'),
          loadingText: translate('console.shell.components.loading'),
        },
      },
      MuiPagination: {
        defaultProps: { 'aria-label': translate('console.shell.components.pagination') },
      },
    },
  };
}
