import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '../../authProvider/identity';
import { fakeDataProvider, renderInAdmin } from '../layout/testing/shellTestKit';
import { PREFERENCES_LOCAL_KEY, preferencesSetting } from '../../kit/preferences/preferences';
import { ProfilePage } from './ProfilePage';

const session = vi.hoisted(() => ({ identity: undefined as Identity | undefined }));
vi.mock('../../authProvider/useIdentity', () => ({ useIdentity: () => session.identity }));

function renderProfile(methods: Parameters<typeof fakeDataProvider>[0] = {}) {
  renderInAdmin(
    <>
      <ProfilePage />
      <Notification />
    </>,
    { dataProvider: fakeDataProvider(methods), path: '/pages/profile' },
  );
}

async function chooseDateFormat(format: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Date format' }));
  await userEvent.click(
    within(await screen.findByRole('listbox')).getByRole('option', {
      name: new RegExp(`^${format}`),
    }),
  );
}

describe('the profile page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    preferencesSetting.reset();
  });
  afterEach(cleanup);

  it('saves a user’s preferences as a user setting and says so', async () => {
    session.identity = {
      uid: 'u1',
      username: 'ana',
      fullName: 'Ana Lim',
      roles: ['creator'],
      products: ['main'],
    };
    const createSetting = vi.fn((t: string, n: string, payload: unknown) =>
      Promise.resolve({ id: 'p1', t, n, payload, ct: '', ut: '' }),
    );
    renderProfile({ createSetting });
    expect(screen.getByText('Ana Lim')).toBeInTheDocument();

    await chooseDateFormat('YYYY MMM DD HH:mm');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(createSetting).toHaveBeenCalledWith(
        'preferences',
        'preferences',
        expect.objectContaining({ dateFormat: 'YYYY MMM DD HH:mm', language: 'en' }),
      ),
    );
    expect(await screen.findByText('Preferences updated successfully')).toBeInTheDocument();
    expect(window.localStorage.getItem(PREFERENCES_LOCAL_KEY)).toBeNull();
  });

  it('keeps a guest’s preferences in local storage', async () => {
    session.identity = {
      uid: 'g1',
      username: 'guest',
      fullName: '',
      roles: [],
      products: undefined,
    };
    const createSetting = vi.fn(() =>
      Promise.reject(new Error('a guest must not save on the server')),
    );
    renderProfile({ createSetting });

    await chooseDateFormat('MMM DD YYYY HH:mm');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Preferences updated successfully')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_LOCAL_KEY) ?? '{}')).toMatchObject({
      dateFormat: 'MMM DD YYYY HH:mm',
    });
    expect(createSetting).not.toHaveBeenCalled();
  });
});
