import { errors } from 'oidc-provider';
import type {
  Account,
  AdapterFactory,
  Configuration,
  KoaContextWithOIDC,
  ResourceServer,
} from 'oidc-provider';
import type { KeySet } from './keys';
import { LOGIN_MESSAGES, LOGIN_LANGUAGES, pickLanguage } from './loginMessages';
import type { LoginLanguage } from './loginMessages';
import { SIGN_OUT_REASON_PARAM, renderLogoutPage, renderMessagePage } from './pages';
import type { SignInLanguageStore } from './signInLanguage';
import { userClaims } from './users';
import type { DemoUser } from './users';

/** Lifetime of access tokens, in seconds (Keycloak's default: 5 minutes). */
export const ACCESS_TOKEN_TTL = 300;
/** Lifetime of authorization codes, in seconds. */
export const AUTHORIZATION_CODE_TTL = 60;
/** Longest a sign-in lasts (session, grant, refresh-token chain), in seconds: a working day. */
const SESSION_TTL = 10 * 60 * 60;
/** Scopes offered; the resource server (the API) accepts the same ones. */
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
/**
 * The resource indicator (RFC 8707, an absolute URI) under which the API's access tokens are
 * issued; their `aud` is the configured API audience, which need not be a URI (Keycloak's
 * 'account', IDP_LAYOUT=keycloak).
 */
export const API_RESOURCE = 'urn:console:api';

/** Everything the configuration is built from. */
export interface ProviderSettings {
  users: readonly DemoUser[];
  clientId: string;
  redirectOrigins: readonly string[];
  apiAudience: string;
  /** Endpoint layout: oidc-provider's own paths, or a Keycloak realm's. */
  layout: 'oidc' | 'keycloak';
  /** Path the provider is mounted under (the issuer's path, e.g. '/auth'). */
  mountPath: string;
  adapter: AdapterFactory;
  /** Private signing keys. */
  jwks: KeySet;
  cookieKeys: string[];
  /** The languages of sign-ins, per authorization code (see rememberSignInLanguage). */
  signInLanguages: SignInLanguageStore;
}

/**
 * Where a Keycloak realm serves each endpoint (relative to /realms/<realm>). With these the
 * embedded provider answers a console or API configured for Keycloak (AUTH_MODE=keycloak with
 * KEYCLOAK_URL pointing at this server), which is how keycloak mode is tested without a Keycloak.
 */
export const KEYCLOAK_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
  registration: '/clients-registrations/openid-connect',
} as const;

/** Whether `value` is an http(s) URL on one of the allowed origins (any path, query or fragment). */
export function isUnderOrigins(value: unknown, origins: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && origins.includes(url.origin);
  } catch {
    return false;
  }
}

/** The language of a page rendered by oidc-provider itself (error, logout). */
function languageOf(ctx: KoaContextWithOIDC): LoginLanguage {
  // ctx.oidc is absent when the request failed before oidc-provider set up its context.
  const params = (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.params;
  return pickLanguage({
    uiLocales: params?.ui_locales,
    acceptLanguage: ctx.get('accept-language'),
  });
}

function accountFor(
  users: readonly DemoUser[],
  accountId: string,
  signInLanguage: () => Promise<string | undefined>,
): Account | undefined {
  const user = users.find((candidate) => candidate.username === accountId);
  if (!user) return undefined;
  // Every claim is offered; oidc-provider keeps those that the granted scopes (claims config) allow.
  return {
    accountId,
    claims: async () => {
      const locale = await signInLanguage();
      return { ...userClaims(user), ...(locale === undefined ? {} : { locale }) };
    },
  };
}

/**
 * The language of the sign-in form behind the authorization code being exchanged, if any: the
 * `locale` claim of the tokens that code gives (never of refreshed ones, nor of sign-ins that
 * showed no form).
 */
function codeLanguage(
  store: SignInLanguageStore,
  token: { kind?: string; jti?: string } | undefined,
): Promise<string | undefined> {
  if (token?.kind !== 'AuthorizationCode' || !token.jti) return Promise.resolve(undefined);
  return store.forCode(token.jti);
}

/**
 * Builds oidc-provider's configuration: public PKCE clients only (the console's own client plus
 * dynamically registered ones), JWT access tokens for the API through resource indicators, and
 * Keycloak-shaped claims (`realm_access.roles`, `product`, `preferred_username`) in access
 * tokens, ID tokens and userinfo.
 *
 * Dynamic client registration is open (no initial access token), because every browser the
 * console opens in registers its own client before anyone has signed in. What a registration can create is
 * therefore limited to what the console itself is: a public client (token endpoint auth method
 * `none`, the only one offered; no secret is issued) using the code flow with PKCE S256 (required
 * of every client) and the authorization_code / refresh_token grants, whose redirect and
 * post-logout redirect URIs all lie on this server's own origins (`console_origin_check`). Such a
 * client can only send users back to the console, so registering one gains nothing over the
 * console's own client. Each registration is managed (read, deleted) with its registration
 * access token only.
 */
export function buildConfiguration(settings: ProviderSettings): Configuration {
  const { users, apiAudience, redirectOrigins } = settings;
  const consoleUrls = redirectOrigins.map((origin) => `${origin}/`);
  const resourceServer: ResourceServer = {
    scope: SCOPES.join(' '),
    audience: apiAudience,
    accessTokenFormat: 'jwt',
    accessTokenTTL: ACCESS_TOKEN_TTL,
  };

  return {
    ...(settings.layout === 'keycloak' ? { routes: { ...KEYCLOAK_ROUTES } } : {}),
    adapter: settings.adapter,
    jwks: settings.jwks,
    cookies: {
      keys: settings.cookieKeys,
      // The console and the provider share one origin: Lax cookies are enough and need no HTTPS.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    clients: [
      {
        client_id: settings.clientId,
        client_name: 'Streaming Console',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Any URL under the allowed origins is accepted (see allowRedirectsUnderOrigins).
        redirect_uris: consoleUrls,
        post_logout_redirect_uris: consoleUrls,
      },
    ],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'RS256',
    },
    clientAuthMethods: ['none'],
    responseTypes: ['code'],
    pkce: { methods: ['S256'], required: () => true },
    scopes: [...SCOPES],
    claims: {
      // `locale`: the language of the sign-in page the user just signed in on (see codeLanguage).
      openid: ['sub', 'preferred_username', 'realm_access', 'product', 'locale'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // Put the scope-granted claims in the ID token too, as Keycloak does.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub, token) =>
      accountFor(users, sub, () => codeLanguage(settings.signInLanguages, token)),
    extraTokenClaims: async (ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const user = users.find((candidate) => candidate.username === token.accountId);
      if (!user) return undefined;
      const { sub: _sub, ...claims } = userClaims(user);
      const locale = await codeLanguage(
        settings.signInLanguages,
        ctx.oidc.entities.AuthorizationCode,
      );
      return {
        ...claims,
        ...(locale === undefined ? {} : { locale }),
        azp: token.clientId,
        typ: 'Bearer',
      };
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL,
      AuthorizationCode: AUTHORIZATION_CODE_TTL,
      IdToken: ACCESS_TOKEN_TTL,
      Interaction: 60 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      // A rotated refresh token inherits what is left of its predecessor: the chain ends with the sign-in.
      RefreshToken: (ctx) => ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL,
    },
    interactions: {
      url: (_ctx, interaction) => `${settings.mountPath}/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin) => redirectOrigins.includes(origin),
    extraClientMetadata: {
      // A pseudo-property whose validator runs for every client: the only place to check
      // registered redirect URIs against the allowed origins before the client is stored.
      properties: ['console_origin_check'],
      validator: (_ctx, key, _value, metadata) => {
        if (key !== 'console_origin_check') return;
        const uris = [
          ...(metadata.redirect_uris ?? []),
          ...(metadata.post_logout_redirect_uris ?? []),
        ];
        const outside = uris.find((uri) => !isUnderOrigins(uri, redirectOrigins));
        if (outside !== undefined) {
          throw new errors.InvalidClientMetadata(
            `redirect URI ${outside} is not under an allowed origin`,
          );
        }
      },
    },
    discovery: { ui_locales_supported: [...LOGIN_LANGUAGES] },
    // The console's sign-out reason (authProvider/signOutReason.ts), said on the sign-in page.
    extraParams: [SIGN_OUT_REASON_PARAM],
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true },
      registrationManagement: { enabled: true, rotateRegistrationAccessToken: false },
      // RFC 7009 (Keycloak's /revoke too): a client can end its grant with its refresh token.
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== API_RESOURCE && indicator !== apiAudience)
            throw new errors.InvalidTarget(`unknown resource ${indicator}`);
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(languageOf(ctx), form, settings.mountPath);
        },
        postLogoutSuccessSource: (ctx) => {
          const language = languageOf(ctx);
          const t = LOGIN_MESSAGES[language];
          const home = consoleUrls[0];
          ctx.type = 'html';
          ctx.body = renderMessagePage({
            language,
            mountPath: settings.mountPath,
            title: t.signOut,
            message: t.signedOut,
            link: home ? { href: home, label: t.backToConsole } : undefined,
          });
        },
      },
    },
    renderError: (ctx, out) => {
      const language = languageOf(ctx);
      const t = LOGIN_MESSAGES[language];
      const home = consoleUrls[0];
      ctx.type = 'html';
      // The way back never strands the user: the console re-checks its client and signs in again.
      ctx.body = renderMessagePage({
        language,
        mountPath: settings.mountPath,
        title: t.errorTitle,
        message: out.error_description ?? t.errorFallback,
        code: out.error,
        link: home ? { href: home, label: t.backToConsole } : undefined,
      });
    },
  };
}
