/**
 * Messages of boot, sign-in, sign-out and the login-redirect page (`console.auth.*`).
 *
 * This file is the English reference; `auth.zh.ts`, `auth.ms.ts` and `auth.ta.ts` hold
 * the same keys in the other three languages (each loaded on demand with its language).
 */
export const messages = {
  console: {
    auth: {
      loadingConfiguration: 'Loading the console…',
      signingIn: 'Signing in…',
      loadingTypes: 'Loading the catalogue…',
      bootFailed: 'The console could not start',
      signInFailed: 'The sign-in service could not be reached.',
      typesFailed: 'The catalogue types could not be loaded.',
      invalidAccessToken: 'Invalid access_token',
      retry: 'Try again',
      details: 'Details',
      loginRedirect: {
        title: 'Access needs another account',
        message:
          'Your account has no role that opens %{path}. Sign in with an account that has access, or ask an administrator to grant you a role.',
        messageNoPath:
          'Your account has no role that opens this page. Sign in with an account that has access, or ask an administrator to grant you a role.',
        signIn: 'Sign in again',
        signOut: 'Sign out',
        home: 'Go to the dashboard',
      },
    },
  },
};
