import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginRedirectPage } from './LoginRedirectPage';
import { setLoggingOut } from '../../authProvider/logoutState';
import { claimsFor, fakeKeycloak, renderSignedIn } from './testing/consoleTestKit';

afterEach(() => {
  cleanup();
  setLoggingOut(false);
});

describe('the login-redirect page', () => {
  it('explains which page needs a role and offers to sign in again, go to the dashboard or sign out', async () => {
    const claims = claimsFor('guest', [], ['main']);
    const keycloak = fakeKeycloak(claims);
    renderSignedIn(<LoginRedirectPage />, {
      claims,
      keycloak,
      path: `/login?returnTo=${encodeURIComponent('/apps/vod/movie')}`,
    });
    expect(
      screen.getByRole('heading', { name: 'Access needs another account' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Your account has no role that opens \/apps\/vod\/movie\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the dashboard' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() =>
      expect(keycloak.calls).toContain(
        `login(${JSON.stringify({ redirectUri: `${window.location.origin}/apps/vod/movie`, prompt: 'login' })})`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(keycloak.calls.some((call) => call.startsWith('logout('))).toBe(true),
    );
  });

  it('does not echo a return path from another origin', () => {
    renderSignedIn(<LoginRedirectPage />, {
      claims: claimsFor('guest', [], ['main']),
      path: `/login?returnTo=${encodeURIComponent('https://evil.example/')}`,
    });
    expect(screen.getByText(/Your account has no role that opens this page\./)).toBeInTheDocument();
  });
});
