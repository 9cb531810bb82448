import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ClientMetadata,
  ClientRegistration,
  ClientRegistrationApi,
  RegistrationStatus,
} from '../dataProvider/oidcClient';
import {
  REGISTRATION_STORAGE_KEYS,
  consoleClientMetadata,
  deleteClientRegistrations,
  ensureClientRegistration,
  readStoredRegistration,
  storeRegistration,
} from './clientRegistration';

const ENDPOINT = 'http://localhost:8080/auth/reg';
const ORIGIN = 'http://localhost:8080';

function registrationOf(clientId: string): ClientRegistration {
  return {
    clientId,
    registrationAccessToken: `rat-${clientId}`,
    registrationClientUri: `${ENDPOINT}/${clientId}`,
  };
}

/** A provider stand-in: it knows the clients it registered until they are removed. */
function fakeProvider(
  options: { read?: (r: ClientRegistration) => Promise<RegistrationStatus> } = {},
) {
  const known = new Set<string>();
  const calls: string[] = [];
  const registered: ClientMetadata[] = [];
  let next = 1;
  const api: ClientRegistrationApi = {
    register: (endpoint, metadata) => {
      calls.push(`register ${endpoint}`);
      registered.push(metadata);
      const registration = registrationOf(`client-${next++}`);
      known.add(registration.clientId);
      return Promise.resolve(registration);
    },
    read: (registration) => {
      calls.push(`read ${registration.clientId}`);
      if (options.read) return options.read(registration);
      return Promise.resolve(known.has(registration.clientId) ? 'known' : 'unknown');
    },
    remove: (registration) => {
      calls.push(`remove ${registration.clientId}`);
      known.delete(registration.clientId);
      return Promise.resolve();
    },
  };
  return { api, calls, known, registered };
}

function context(api: ClientRegistrationApi) {
  return { api, storage: localStorage, registrationEndpoint: ENDPOINT, origin: ORIGIN };
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the console client registration store', () => {
  it('registers a public PKCE client for this origin on a first visit and keeps it in localStorage', async () => {
    const provider = fakeProvider();
    const registration = await ensureClientRegistration(context(provider.api));
    expect(registration.clientId).toBe('client-1');
    expect(provider.calls).toEqual([`register ${ENDPOINT}`]);
    expect(provider.registered).toEqual([
      {
        client_name: 'Streaming Console',
        application_type: 'web',
        redirect_uris: [`${ORIGIN}/`],
        post_logout_redirect_uris: [`${ORIGIN}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      },
    ]);
    expect(localStorage.getItem('client_id')).toBe('client-1');
    expect(localStorage.getItem('registration_access_token')).toBe('rat-client-1');
    expect(localStorage.getItem('registration_client_uri')).toBe(`${ENDPOINT}/client-1`);
  });

  it('reuses the stored registration on later visits while the provider knows it', async () => {
    const provider = fakeProvider();
    const first = await ensureClientRegistration(context(provider.api));
    const again = await ensureClientRegistration(context(provider.api));
    expect(again).toEqual(first);
    expect(provider.calls).toEqual([`register ${ENDPOINT}`, 'read client-1']);
  });

  it('registers anew, replacing the stored keys, when the provider no longer knows the client', async () => {
    const provider = fakeProvider();
    storeRegistration(localStorage, registrationOf('deleted-elsewhere'));
    const registration = await ensureClientRegistration(context(provider.api));
    expect(provider.calls).toEqual(['read deleted-elsewhere', `register ${ENDPOINT}`]);
    expect(registration.clientId).toBe('client-1');
    expect(readStoredRegistration(localStorage)).toEqual(registration);
  });

  it('keeps using the stored registration when the provider cannot say (no second client left behind)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const provider = fakeProvider({ read: () => Promise.reject(new Error('HTTP 503')) });
    storeRegistration(localStorage, registrationOf('stored'));
    const registration = await ensureClientRegistration(context(provider.api));
    expect(registration.clientId).toBe('stored');
    expect(provider.calls).toEqual(['read stored']);
    expect(warn).toHaveBeenCalled();
  });

  it('ignores a partly stored registration and registers anew', async () => {
    const provider = fakeProvider();
    localStorage.setItem('client_id', 'half');
    localStorage.setItem('registration_client_uri', `${ENDPOINT}/half`);
    expect(readStoredRegistration(localStorage)).toBeUndefined();
    await ensureClientRegistration(context(provider.api));
    expect(provider.calls).toEqual([`register ${ENDPOINT}`]);
    expect(localStorage.getItem('client_id')).toBe('client-1');
  });

  it('rejects and stores nothing when the provider refuses the registration', async () => {
    const provider = fakeProvider();
    provider.api.register = () => Promise.reject(new Error('HTTP 400 invalid_client_metadata'));
    await expect(ensureClientRegistration(context(provider.api))).rejects.toThrow(/400/);
    for (const key of Object.values(REGISTRATION_STORAGE_KEYS))
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('deletes the registration in use and one another tab stored since, each once, and forgets them', async () => {
    const provider = fakeProvider();
    const inUse = await ensureClientRegistration(context(provider.api));
    await deleteClientRegistrations(provider.api, localStorage, inUse);
    expect(provider.calls.filter((call) => call.startsWith('remove'))).toEqual(['remove client-1']);
    expect(readStoredRegistration(localStorage)).toBeUndefined();

    const mine = await ensureClientRegistration(context(provider.api));
    storeRegistration(localStorage, registrationOf('other-tab'));
    await deleteClientRegistrations(provider.api, localStorage, mine);
    expect(provider.calls.filter((call) => call.startsWith('remove'))).toEqual([
      'remove client-1',
      'remove client-2',
      'remove other-tab',
    ]);
    for (const key of Object.values(REGISTRATION_STORAGE_KEYS))
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('only logs a failed delete: the stored keys are gone all the same', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const provider = fakeProvider();
    provider.api.remove = () => Promise.reject(new Error('network down'));
    const inUse = await ensureClientRegistration(context(provider.api));
    await expect(
      deleteClientRegistrations(provider.api, localStorage, inUse),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      'Could not delete the client registration',
      expect.any(Error),
    );
    expect(readStoredRegistration(localStorage)).toBeUndefined();
  });

  it('registers the origin root as redirect and post-logout URI', () => {
    expect(consoleClientMetadata('https://console.example')).toMatchObject({
      redirect_uris: ['https://console.example/'],
      post_logout_redirect_uris: ['https://console.example/'],
    });
  });
});
