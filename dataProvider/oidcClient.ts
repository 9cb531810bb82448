/**
 * The console's calls to the OpenID Connect provider that keycloak-js does not make itself:
 * discovery and dynamic client registration (RFC 7591) with its management (RFC 7592). They
 * live here because only dataProvider/ speaks HTTP; authProvider/clientRegistration.ts decides
 * when to make them.
 */

/** The parts of the provider's discovery document the console uses (keycloak-js reads most). */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
  /** Absent when the provider offers no dynamic client registration. */
  registration_endpoint?: string;
}

/** What a client registers (RFC 7591 section 2). */
export interface ClientMetadata {
  client_name: string;
  application_type: 'web';
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: 'none';
}

/** A registered client and the means to manage it (RFC 7592). */
export interface ClientRegistration {
  clientId: string;
  registrationAccessToken: string;
  registrationClientUri: string;
}

/** Whether the provider still knows a registered client. */
export type RegistrationStatus = 'known' | 'unknown';

/** The registration calls, as the authProvider uses them (a fake in unit tests). */
export interface ClientRegistrationApi {
  /** Registers a client; rejects when the provider refuses. */
  register(endpoint: string, metadata: ClientMetadata): Promise<ClientRegistration>;
  /** Reads a registration: 'unknown' when the provider answers 401, 403 or 404; rejects otherwise. */
  read(registration: ClientRegistration): Promise<RegistrationStatus>;
  /** Deletes a registration; one the provider no longer knows counts as deleted. */
  remove(registration: ClientRegistration): Promise<void>;
}

/** A call to the provider failed; `status` is the HTTP status (0 when there was no answer). */
export class OidcRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'OidcRequestError';
  }
}

const GONE_STATUSES = new Set([401, 403, 404]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(source: Record<string, unknown>, field: string): string | undefined {
  const value = source[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

async function call(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, cache: 'no-store', credentials: 'omit' });
  } catch (error) {
    throw new OidcRequestError(
      `${what}: ${error instanceof Error ? error.message : String(error)}`,
      0,
    );
  }
}

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!isObject(body))
    throw new OidcRequestError(`${what}: the answer is not a JSON object`, response.status);
  return body;
}

/** Reads `<issuer>/.well-known/openid-configuration`; rejects with OidcRequestError. */
export async function fetchProviderMetadata(issuer: string): Promise<ProviderMetadata> {
  const what = 'Provider discovery';
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await call(url, { headers: { Accept: 'application/json' } }, what);
  if (!response.ok) throw new OidcRequestError(`${what}: HTTP ${response.status}`, response.status);
  const body = await json(response, what);
  const authorization = text(body, 'authorization_endpoint');
  const token = text(body, 'token_endpoint');
  if (!authorization || !token)
    throw new OidcRequestError(`${what}: no authorization or token endpoint`, response.status);
  const optional = (field: string) => {
    const value = text(body, field);
    return value === undefined ? {} : { [field]: value };
  };
  return {
    issuer: text(body, 'issuer') ?? issuer,
    authorization_endpoint: authorization,
    token_endpoint: token,
    ...optional('userinfo_endpoint'),
    ...optional('end_session_endpoint'),
    ...optional('registration_endpoint'),
  };
}

/** Dynamic client registration and its management over HTTP. */
export const clientRegistrationApi: ClientRegistrationApi = {
  async register(endpoint, metadata) {
    const what = 'Client registration';
    const response = await call(
      endpoint,
      {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(metadata),
      },
      what,
    );
    if (response.status !== 201 && response.status !== 200) {
      const detail = await response.text().catch(() => '');
      throw new OidcRequestError(
        `${what}: HTTP ${response.status} ${detail}`.trim(),
        response.status,
      );
    }
    const body = await json(response, what);
    const clientId = text(body, 'client_id');
    const registrationAccessToken = text(body, 'registration_access_token');
    const registrationClientUri = text(body, 'registration_client_uri');
    if (!clientId || !registrationAccessToken || !registrationClientUri)
      throw new OidcRequestError(
        `${what}: the answer lacks the client id or its management`,
        response.status,
      );
    return { clientId, registrationAccessToken, registrationClientUri };
  },

  async read(registration) {
    const what = 'Client registration read';
    const response = await call(
      registration.registrationClientUri,
      {
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${registration.registrationAccessToken}`,
        },
      },
      what,
    );
    await response.body?.cancel();
    if (response.ok) return 'known';
    if (GONE_STATUSES.has(response.status)) return 'unknown';
    throw new OidcRequestError(`${what}: HTTP ${response.status}`, response.status);
  },

  async remove(registration) {
    const what = 'Client registration delete';
    const response = await call(
      registration.registrationClientUri,
      {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${registration.registrationAccessToken}` },
      },
      what,
    );
    await response.body?.cancel();
    if (response.ok || GONE_STATUSES.has(response.status)) return;
    throw new OidcRequestError(`${what}: HTTP ${response.status}`, response.status);
  },
};

/** The UMA 2.0 grant of Keycloak's authorization services. */
const UMA_TICKET_GRANT = 'urn:ietf:params:oauth:grant-type:uma-ticket';
/** The claim token is an OpenID Connect ID token (Keycloak's name for the format). */
const ID_TOKEN_CLAIM_FORMAT = 'http://openid.net/specs/openid-connect-core-1_0.html#IDToken';

/** What the console sends to learn its user's permissions on the API (section 7's 'Token'). */
export interface PermissionTokenRequest {
  tokenEndpoint: string;
  clientId: string;
  /** Only a confidential client has one; the console's public clients send none. */
  clientSecret?: string | undefined;
  /** The resource server: the API's client id (its audience). */
  audience: string;
  /** The user's access token, sent as `Authorization: Bearer`. */
  accessToken: string;
  /** The user's ID token, sent as the claim token. */
  idToken?: string | undefined;
}

/**
 * Asks the token endpoint for a requesting party token (RPT): the UMA ticket grant with the
 * audience, the client id (and secret, when the client has one), the ID token as claim token in
 * the ID token format, and the access token as bearer, as Keycloak's authorization services take
 * it. Resolves with the RPT; rejects with OidcRequestError carrying the provider's
 * `error_description` when it refuses.
 */
export async function requestPermissionToken(request: PermissionTokenRequest): Promise<string> {
  const what = 'Permission token';
  const form = new URLSearchParams({
    grant_type: UMA_TICKET_GRANT,
    audience: request.audience,
    client_id: request.clientId,
  });
  if (request.clientSecret) form.set('client_secret', request.clientSecret);
  if (request.idToken) {
    form.set('claim_token', request.idToken);
    form.set('claim_token_format', ID_TOKEN_CLAIM_FORMAT);
  }
  const response = await call(
    request.tokenEndpoint,
    {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Bearer ${request.accessToken}`,
      },
      body: form.toString(),
    },
    what,
  );
  const body = await json(response, what);
  if (!response.ok) {
    const reason = text(body, 'error_description') ?? text(body, 'error') ?? '';
    throw new OidcRequestError(
      `${what}: HTTP ${response.status} ${reason}`.trim(),
      response.status,
    );
  }
  const token = text(body, 'access_token');
  if (!token)
    throw new OidcRequestError(`${what}: the answer has no access_token`, response.status);
  return token;
}
