import { CLIENT_ID_STORAGE_KEY } from '../dataProvider/httpClient';
import { clientRegistrationApi } from '../dataProvider/oidcClient';
import type {
  ClientRegistration,
  ClientRegistrationApi,
  ProviderMetadata,
} from '../dataProvider/oidcClient';
import type { KeyValueStorage } from './clientRegistration';
import { deleteClientRegistrations, ensureClientRegistration } from './clientRegistration';

/** The client this page signs in with. */
export interface ConsoleClient {
  /** The client id keycloak-js uses. */
  clientId: string;
  /** The page's own registration; undefined when the configured client id is used. */
  registration?: ClientRegistration | undefined;
}

/** What chooseEmbeddedClient and releasePageClient work with (the browser's by default). */
export interface ConsoleClientEnvironment {
  api: ClientRegistrationApi;
  /** Keeps the registration between visits (localStorage). */
  storage: KeyValueStorage | undefined;
  /** Holds the client id the data provider sends as X-Client-Id (sessionStorage, spec section 7). */
  sessionStorage: KeyValueStorage | undefined;
  origin: string;
}

function browserEnvironment(): ConsoleClientEnvironment {
  const storage = (name: 'localStorage' | 'sessionStorage'): KeyValueStorage | undefined => {
    try {
      return globalThis[name];
    } catch {
      // Storage can be forbidden outright (sandboxed frames, some privacy settings).
      return undefined;
    }
  };
  return {
    api: clientRegistrationApi,
    storage: storage('localStorage'),
    sessionStorage: storage('sessionStorage'),
    origin: globalThis.location.origin,
  };
}

/** The registration to delete and the first-party client to end the session with, at logout. */
let pageClient:
  | {
      registration: ClientRegistration;
      firstPartyClientId: string;
      api: ClientRegistrationApi;
      storage: KeyValueStorage;
    }
  | undefined;

/**
 * The client to sign in to the embedded provider with: a public client of the console's own,
 * registered through the provider's dynamic client registration (discovery's
 * `registration_endpoint`) and kept in localStorage for the next visits (see
 * ensureClientRegistration), remembered for the logout. The configured client id
 * (`/config.json` auth.clientId) stays the way out: it is used when the provider offers no
 * registration, when storage is unavailable (a registration nobody could delete later would be
 * left behind), or when the registration fails, so the user can always sign in.
 */
export async function chooseEmbeddedClient(
  metadata: ProviderMetadata,
  configuredClientId: string,
  environment: ConsoleClientEnvironment = browserEnvironment(),
): Promise<ConsoleClient> {
  const { storage } = environment;
  const endpoint = metadata.registration_endpoint;
  if (!endpoint || !storage) return { clientId: configuredClientId };
  let registration: ClientRegistration;
  try {
    registration = await ensureClientRegistration({
      api: environment.api,
      storage,
      registrationEndpoint: endpoint,
      origin: environment.origin,
    });
  } catch (error) {
    console.warn(`Client registration failed; signing in as '${configuredClientId}'`, error);
    return { clientId: configuredClientId };
  }
  environment.sessionStorage?.setItem(CLIENT_ID_STORAGE_KEY, registration.clientId);
  pageClient = {
    registration,
    firstPartyClientId: configuredClientId,
    api: environment.api,
    storage,
  };
  return { clientId: registration.clientId, registration };
}

/**
 * At logout, before the provider session ends: deletes this page's client registration (and
 * forgets the stored one). Resolves to the client id to end the provider session through — the
 * configured first-party client, since the page's own client no longer exists and the provider
 * would refuse a logout naming it — or undefined when the page used the configured client
 * anyway. Never rejects: a failed delete is only logged.
 */
export async function releasePageClient(): Promise<string | undefined> {
  const released = pageClient;
  pageClient = undefined;
  if (!released) return undefined;
  await deleteClientRegistrations(released.api, released.storage, released.registration);
  return released.firstPartyClientId;
}
