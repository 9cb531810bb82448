import { screen } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../testing/shellTestKit';
import { ConsoleUserMenu } from './ConsoleUserMenu';

function authWith(avatar?: string): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getIdentity: () =>
      Promise.resolve({
        id: 'u1',
        uid: 'u1',
        username: 'ana',
        fullName: 'Ana Lim',
        roles: ['content_admin'],
        ...(avatar === undefined ? {} : { avatar }),
      }),
  };
}

describe('the user widget', () => {
  it("shows the user's photoURL when there is one", async () => {
    const { container } = renderInAdmin(<ConsoleUserMenu />, {
      authProvider: authWith('https://img.example/ana.png'),
    });
    await screen.findByRole('button', { name: 'User menu of Ana Lim' });
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://img.example/ana.png');
    expect(screen.queryByTestId('default-avatar')).not.toBeInTheDocument();
  });

  it('shows the default avatar without a photoURL', async () => {
    const { container } = renderInAdmin(<ConsoleUserMenu />, { authProvider: authWith() });
    await screen.findByRole('button', { name: 'User menu of Ana Lim' });
    expect(screen.getByTestId('default-avatar')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
