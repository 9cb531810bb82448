import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientRegistrationApi, ProviderMetadata } from '../dataProvider/oidcClient';
import { readStoredRegistration } from './clientRegistration';
import { chooseEmbeddedClient, releasePageClient } from './consoleClient';

const ISSUER = 'http://localhost:8080/auth';
const METADATA: ProviderMetadata = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/auth`,
  token_endpoint: `${ISSUER}/token`,
  end_session_endpoint: `${ISSUER}/session/end`,
  registration_endpoint: `${ISSUER}/reg`,
};

function api(overrides: Partial<ClientRegistrationApi> = {}) {
  const calls: string[] = [];
  const value: ClientRegistrationApi = {
    register: () => {
      calls.push('register');
      return Promise.resolve({
        clientId: 'registered-1',
        registrationAccessToken: 'rat-1',
        registrationClientUri: `${ISSUER}/reg/registered-1`,
      });
    },
    read: () => Promise.resolve('known'),
    remove: (registration) => {
      calls.push(`remove ${registration.clientId}`);
      return Promise.resolve();
    },
    ...overrides,
  };
  return { value, calls };
}

function environment(registrationApi: ClientRegistrationApi, withStorage = true) {
  return {
    api: registrationApi,
    storage: withStorage ? localStorage : undefined,
    sessionStorage,
    origin: 'http://localhost:8080',
  };
}

afterEach(async () => {
  await releasePageClient();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the embedded provider's client", () => {
  it('is a registration of its own, also sent as X-Client-Id (sessionStorage client_id)', async () => {
    const { value, calls } = api();
    const client = await chooseEmbeddedClient(METADATA, 'console', environment(value));
    expect(client.clientId).toBe('registered-1');
    expect(calls).toEqual(['register']);
    expect(sessionStorage.getItem('client_id')).toBe('registered-1');
    expect(readStoredRegistration(localStorage)?.clientId).toBe('registered-1');
  });

  it('falls back to the configured client id when registration is not possible, so sign-in still works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = api({ register: () => Promise.reject(new Error('HTTP 500')) });
    await expect(
      chooseEmbeddedClient(METADATA, 'console', environment(refused.value)),
    ).resolves.toEqual({ clientId: 'console' });

    const { value, calls } = api();
    const noRegistration = { ...METADATA, registration_endpoint: undefined };
    await expect(
      chooseEmbeddedClient(noRegistration, 'console', environment(value)),
    ).resolves.toEqual({ clientId: 'console' });
    await expect(
      chooseEmbeddedClient(METADATA, 'console', environment(value, false)),
    ).resolves.toEqual({ clientId: 'console' });
    expect(calls).toEqual([]);
    expect(sessionStorage.getItem('client_id')).toBeNull();
    // Nothing to delete at logout: the session ends through the configured client as before.
    await expect(releasePageClient()).resolves.toBeUndefined();
  });

  it('is deleted at logout, which then ends the session through the first-party client', async () => {
    const { value, calls } = api();
    await chooseEmbeddedClient(METADATA, 'console', environment(value));
    await expect(releasePageClient()).resolves.toBe('console');
    expect(calls).toEqual(['register', 'remove registered-1']);
    expect(readStoredRegistration(localStorage)).toBeUndefined();
    // Released once: a second logout has nothing left to delete.
    await expect(releasePageClient()).resolves.toBeUndefined();
  });
});
