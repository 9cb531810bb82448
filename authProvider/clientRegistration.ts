import type {
  ClientMetadata,
  ClientRegistration,
  ClientRegistrationApi,
} from '../dataProvider/oidcClient';

/**
 * Where the registration is kept between visits (localStorage), under the names the spec uses
 * (section 4: logout 'removes stored client id, secret, token and URL').
 */
export const REGISTRATION_STORAGE_KEYS = {
  clientId: 'client_id',
  registrationAccessToken: 'registration_access_token',
  registrationClientUri: 'registration_client_uri',
} as const;

/** The storage calls the registration store uses (localStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored registration, or undefined when any part of it is missing. */
export function readStoredRegistration(storage: KeyValueStorage): ClientRegistration | undefined {
  const clientId = storage.getItem(REGISTRATION_STORAGE_KEYS.clientId);
  const registrationAccessToken = storage.getItem(
    REGISTRATION_STORAGE_KEYS.registrationAccessToken,
  );
  const registrationClientUri = storage.getItem(REGISTRATION_STORAGE_KEYS.registrationClientUri);
  if (!clientId || !registrationAccessToken || !registrationClientUri) return undefined;
  return { clientId, registrationAccessToken, registrationClientUri };
}

/** Keeps a registration for the next visits. */
export function storeRegistration(
  storage: KeyValueStorage,
  registration: ClientRegistration,
): void {
  storage.setItem(REGISTRATION_STORAGE_KEYS.clientId, registration.clientId);
  storage.setItem(
    REGISTRATION_STORAGE_KEYS.registrationAccessToken,
    registration.registrationAccessToken,
  );
  storage.setItem(
    REGISTRATION_STORAGE_KEYS.registrationClientUri,
    registration.registrationClientUri,
  );
}

/** Forgets the stored registration (all of its keys). */
export function forgetStoredRegistration(storage: KeyValueStorage): void {
  for (const key of Object.values(REGISTRATION_STORAGE_KEYS)) storage.removeItem(key);
}

/**
 * What the console registers: a public web client (no secret; the provider requires PKCE) for
 * the code flow with refresh tokens, returning to this origin. keycloak-js sends the page it
 * leaves from as redirect URI; the provider accepts any path of a registered origin.
 */
export function consoleClientMetadata(origin: string): ClientMetadata {
  const root = `${origin}/`;
  return {
    client_name: 'Streaming Console',
    application_type: 'web',
    redirect_uris: [root],
    post_logout_redirect_uris: [root],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}

/** What ensureClientRegistration works with. */
export interface RegistrationContext {
  api: ClientRegistrationApi;
  storage: KeyValueStorage;
  /** The provider's registration endpoint (from its discovery document). */
  registrationEndpoint: string;
  /** This console's origin, e.g. 'http://localhost:8080'. */
  origin: string;
}

/**
 * The console's own client at the provider: the stored registration while the provider still
 * knows it (it answers the registration read), else a new registration, which is stored for the
 * next visits. A stored registration the provider answers 401/403/404 for (deleted, or another
 * provider database) is forgotten, never used: an authorization request for an unknown client
 * would leave the user on the provider's error page. When the provider cannot say (no answer,
 * 5xx), the stored registration is kept and used, rather than orphaning it with a second one.
 * Rejects when a new registration is refused.
 */
export async function ensureClientRegistration(
  context: RegistrationContext,
): Promise<ClientRegistration> {
  const { api, storage } = context;
  const stored = readStoredRegistration(storage);
  if (stored) {
    let status: 'known' | 'unknown' | 'undecided';
    try {
      status = await api.read(stored);
    } catch (error) {
      console.warn('Could not check the stored client registration; using it', error);
      status = 'undecided';
    }
    if (status !== 'unknown') return stored;
    forgetStoredRegistration(storage);
  }
  const registration = await api.register(
    context.registrationEndpoint,
    consoleClientMetadata(context.origin),
  );
  storeRegistration(storage, registration);
  return registration;
}

/**
 * Deletes registrations at the provider (RFC 7592 DELETE with the registration access token):
 * the one this page signed in with and, when another tab replaced it in storage since, the
 * stored one too. Then forgets the stored registration. A failed delete is only logged (spec
 * section 4: a logout failure is only logged); never rejects.
 */
export async function deleteClientRegistrations(
  api: ClientRegistrationApi,
  storage: KeyValueStorage,
  inUse: ClientRegistration | undefined,
): Promise<void> {
  const stored = readStoredRegistration(storage);
  const targets = [inUse, stored].filter(
    (entry, index, all): entry is ClientRegistration =>
      entry !== undefined && all.findIndex((other) => other?.clientId === entry.clientId) === index,
  );
  forgetStoredRegistration(storage);
  await Promise.all(
    targets.map((registration) =>
      api.remove(registration).catch((error: unknown) => {
        console.error('Could not delete the client registration', error);
      }),
    ),
  );
}
