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
        globalConfigs: 'Error fetching global configs',
        menuItems: 'Error fetching menu items',
      },
      serverError: {
        title: 'Something went wrong',
        message:
          'The console or its service had a problem it could not recover from. Go back and try again; if it keeps happening, tell your administrator what you were doing.',
        back: 'Go back',
        backToDashboard: 'Back to the dashboard',
      },
      account: {
        register: {
          title: 'Create an account',
          message:
            'The console has no sign-up of its own: accounts and their roles are created by an administrator in the sign-in service. Ask your administrator for an account.',
        },
        forgotPassword: {
          title: 'Forgot your password?',
          message:
            'Passwords belong to the sign-in service, not to the console. Reset yours on its sign-in page, or ask your administrator.',
        },
        resetPassword: {
          title: 'Reset your password',
          message:
            'Passwords belong to the sign-in service, not to the console. Change yours there, or ask your administrator to reset it.',
        },
        mailConfirm: {
          title: 'Confirm your e-mail address',
          message:
            'The console sends no confirmation e-mails: your e-mail address is kept by the sign-in service, where your administrator manages it.',
        },
        lock: {
          title: 'Lock the console',
          message:
            'The console does not lock a session. To leave it safe, sign out; signing in again brings you back.',
          signOut: 'Sign out',
        },
        backToDashboard: 'Back to the dashboard',
      },
      notFound: {
        title: 'Page not found',
        message: 'The page you asked for does not exist or has moved.',
        backToDashboard: 'Back to the dashboard',
      },
    },
  },
};
