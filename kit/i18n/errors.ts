/**
 * Messages of the error pieces (`src/errors`): the error details dialog of spec section 2
 * ('Show details...' with each envelope error's code and description), the shell's own
 * fallback texts of section 8, and the 404 page; under `console.errors.*`.
 *
 * This file is the English reference; `errors.zh.ts`, `errors.ms.ts` and `errors.ta.ts` hold
 * the same keys in the other three languages (each loaded on demand with its language).
 */
export const messages = {
  console: {
    errors: {
      dialog: {
        title: 'Error',
        showDetails: 'Show details...',
        hideDetails: 'Hide details',
        detailsLabel: 'Error details',
        code: 'Code %{code}',
        ok: 'OK',
      },
      fallback: {
        menuItems: 'Error fetching menu items',
      },
      notFound: {
        title: 'Page not found',
        message: 'The page you asked for does not exist or has moved.',
        backToDashboard: 'Back to the dashboard',
      },
    },
  },
};
