import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '../../authProvider/identity';
import { fakeDataProvider, renderInAdmin } from '../layout/testing/shellTestKit';
import { identitySettled, signedInAs } from '../../kit/testing/renderInAdmin';
import { PREFERENCES_LOCAL_KEY, preferencesSetting } from '../../kit/preferences/preferences';
import { ProfilePage } from './ProfilePage';
import { setIdpProfileEndpoint } from '../../authProvider/useIdpProfile';
import { setTokenGetter } from '../../dataProvider/httpClient';
import { successEnvelope } from '../../domain/envelope';

/** Who the next `renderProfile` signs in. */
const session: { identity: Identity | undefined } = { identity: undefined };

/** The profile page, signed in as `session.identity`, once the page has the identity. */
async function renderProfile(methods: Parameters<typeof fakeDataProvider>[0] = {}) {
  const identity = session.identity;
  if (!identity) throw new Error('a test signs someone in first');
  renderInAdmin(
    <>
      <ProfilePage />
      <Notification />
    </>,
    {
      dataProvider: fakeDataProvider(methods),
      path: '/pages/profile',
      authProvider: signedInAs(identity),
    },
  );
  await identitySettled();
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
  afterEach(() => {
    cleanup();
    setIdpProfileEndpoint(undefined);
    setTokenGetter(undefined);
    vi.unstubAllGlobals();
  });

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
    await renderProfile({ createSetting });
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
    await renderProfile({ createSetting });

    await chooseDateFormat('MMM DD YYYY HH:mm');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Preferences updated successfully')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_LOCAL_KEY) ?? '{}')).toMatchObject({
      dateFormat: 'MMM DD YYYY HH:mm',
    });
    expect(createSetting).not.toHaveBeenCalled();
  });

  describe('details kept by the identity provider', () => {
    const PROFILE_URL = 'https://console.example/auth/profile';
    const ana: Identity = {
      uid: 'ana',
      username: 'ana',
      fullName: 'Ana Lim',
      roles: ['creator'],
      products: ['main'],
    };

    function answer(status: number, body: unknown): Response {
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }

    function profileServer(metadata: Record<string, string>) {
      const calls: { method: string; body: unknown; authorization: string | null }[] = [];
      let stored = { ...metadata };
      const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
        if (url !== PROFILE_URL) return Promise.reject(new Error(`unexpected ${url}`));
        const method = init.method ?? 'GET';
        const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
        calls.push({ method, body, authorization: new Headers(init.headers).get('Authorization') });
        if (method === 'PATCH') {
          const patch = (body as { user_metadata: Record<string, string | null> }).user_metadata;
          stored = Object.fromEntries(
            Object.entries({ ...stored, ...patch }).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          );
        }
        return Promise.resolve(
          answer(200, successEnvelope({ user_id: 'ana', username: 'ana', user_metadata: stored })),
        );
      });
      vi.stubGlobal('fetch', fetchMock);
      return calls;
    }

    it('shows the user metadata and saves a change through the profile endpoint with the bearer token', async () => {
      session.identity = ana;
      setIdpProfileEndpoint(PROFILE_URL);
      setTokenGetter(() => Promise.resolve('access-token-1'));
      const calls = profileServer({ display_name: 'Ana', phone: '+65 6123 4567' });
      await renderProfile();

      const displayName = await screen.findByRole('textbox', { name: 'Display name' });
      await waitFor(() => expect(displayName).toHaveValue('Ana'));
      expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+65 6123 4567');
      await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Nights');
      const details = screen.getByText('Details').closest('form');
      if (!details) throw new Error('the details card is a form');
      await userEvent.click(within(details).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Details updated successfully')).toBeInTheDocument();
      const patch = calls.find((call) => call.method === 'PATCH');
      expect(patch).toEqual({
        method: 'PATCH',
        authorization: 'Bearer access-token-1',
        body: { user_metadata: { display_name: 'Ana', phone: '+65 6123 4567', notes: 'Nights' } },
      });
    });

    it('refuses a phone number with letters before anything is sent', async () => {
      session.identity = ana;
      setIdpProfileEndpoint(PROFILE_URL);
      setTokenGetter(() => Promise.resolve('access-token-1'));
      const calls = profileServer({});
      await renderProfile();

      const phone = await screen.findByRole('textbox', { name: 'Phone' });
      await userEvent.type(phone, 'call me');
      expect(await screen.findByText('Digits, spaces and + - . ( ) only')).toBeInTheDocument();
      const details = screen.getByText('Details').closest('form');
      if (!details) throw new Error('the details card is a form');
      expect(within(details).getByRole('button', { name: 'Save' })).toBeDisabled();
      expect(calls.every((call) => call.method === 'GET')).toBe(true);
    });

    it('says where the details are kept when the identity provider is a Keycloak realm', async () => {
      session.identity = ana;
      setIdpProfileEndpoint(undefined);
      const fetchMock = vi.fn(() => Promise.reject(new Error('no call expected')));
      vi.stubGlobal('fetch', fetchMock);
      await renderProfile();
      expect(
        await screen.findByText(/kept by your organisation’s sign-in service \(Keycloak\)/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
